import { useSelect } from "@refinedev/antd";
import type { BaseKey, BaseRecord, HttpError } from "@refinedev/core";
import { Select, type SelectProps } from "antd";
import { errorNotice } from "@/components/crud/notices";

/** Where a select's records come from and how one is shown. */
interface RecordSource<T extends BaseRecord> {
  /** The refine resource of the records: a record added or changed in its own list shows here at once. */
  resource: string;
  list: string;
  /** The field searched with `*keyword*` as the user types. */
  searchField: keyof T & string;
  label: (record: T) => string;
  /** Fixed query of the list (kind=visitor). */
  query?: Readonly<Record<string, string>>;
  placeholder: string;
}

interface Person extends BaseRecord {
  name?: string;
}
interface Vehicle extends BaseRecord {
  plateNo?: string;
}

const PAGE_SIZE = 20;
const nameOf = (record: Person) => String(record.name ?? "");

const APPLICANTS: RecordSource<Person> = {
  resource: "permit-applicant",
  list: "/permit/applicant/list",
  searchField: "name",
  label: nameOf,
  placeholder: "请选择申请人",
};
const VEHICLES: RecordSource<Vehicle> = {
  resource: "permit-vehicle",
  list: "/permit/vehicle/list",
  searchField: "plateNo",
  label: (record) => String(record.plateNo ?? ""),
  placeholder: "请选择车辆",
};
const DRIVERS: RecordSource<Person> = {
  resource: "permit-driver",
  list: "/permit/driver/list",
  searchField: "name",
  label: nameOf,
  placeholder: "请选择驾驶员",
};
const VISITORS: RecordSource<Person> = {
  resource: "permit-visitor",
  list: "/permit/applicant/list",
  searchField: "name",
  label: nameOf,
  query: { kind: "visitor" },
  placeholder: "请选择访客",
};

type RecordSelectProps = Omit<SelectProps<string>, "options" | "onSearch">;

/**
 * A record of another permit module through refine's `useSelect`: 20 options, searched on the server as the
 * user types; the chosen record is read by id, so it shows even when it is not among them. A failed read
 * shows its message and keeps the options shown before.
 */
function RecordSelect<T extends BaseRecord>({
  source,
  value,
  ...rest
}: RecordSelectProps & { source: RecordSource<T> }) {
  const { selectProps } = useSelect<T, HttpError>({
    resource: source.resource,
    // The list path and the fixed query also apply to the read of the chosen record.
    meta: { api: { list: source.list }, query: source.query },
    optionLabel: source.label,
    optionValue: (record) => String(record.id),
    defaultValue: value as BaseKey | undefined,
    pagination: { pageSize: PAGE_SIZE, mode: "server" },
    onSearch: (keyword) =>
      keyword ? [{ field: source.searchField, operator: "contains", value: keyword }] : [],
    errorNotification: errorNotice,
  });
  return (
    <Select<string>
      showSearch
      allowClear
      filterOption={false}
      placeholder={source.placeholder}
      options={selectProps.options}
      loading={selectProps.loading}
      onSearch={selectProps.onSearch}
      value={value}
      {...rest}
    />
  );
}

export const ApplicantSelect = (props: RecordSelectProps) => <RecordSelect source={APPLICANTS} {...props} />;
export const VehicleSelect = (props: RecordSelectProps) => <RecordSelect source={VEHICLES} {...props} />;
export const DriverSelect = (props: RecordSelectProps) => <RecordSelect source={DRIVERS} {...props} />;
export const VisitorSelect = (props: RecordSelectProps) => <RecordSelect source={VISITORS} {...props} />;

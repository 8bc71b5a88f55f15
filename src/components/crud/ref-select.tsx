import { useSelect } from "@refinedev/antd";
import type { BaseKey } from "@refinedev/core";
import { Select, type SelectProps } from "antd";
import { errorNotice } from "./notices";
import type { CrudRecord } from "./types";

export interface RefSelectProps extends Omit<SelectProps<string>, "options" | "onSearch"> {
  /** The refine resource of the records, so a change to them reloads the options. */
  resource: string;
  /** A JeecgBoot list endpoint ("/permit/vehicle/list"). */
  list: string;
  /** The field searched with `*keyword*`. */
  searchField: string;
  /** The option text of a record. */
  label: (record: CrudRecord) => string;
  /** Fixed query of the list (kind=visitor). */
  query?: Readonly<Record<string, string>>;
}

const PAGE_SIZE = 20;

/**
 * A select over another module's records (a vehicle, a driver) through refine's `useSelect`: it searches the
 * server as the user types, and the chosen record is looked up by id so it shows even when it is not on
 * the first page.
 */
export function RefSelect({ resource, list, searchField, label, query, value, ...rest }: RefSelectProps) {
  const { selectProps } = useSelect<CrudRecord>({
    resource,
    // The list path and the fixed query (sent with every request) also apply to the lookup of the chosen record.
    meta: { api: { list }, query },
    optionLabel: label,
    optionValue: (record) => String(record.id),
    defaultValue: value as BaseKey | undefined,
    pagination: { pageSize: PAGE_SIZE, mode: "server" },
    onSearch: (keyword) => (keyword ? [{ field: searchField, operator: "contains", value: keyword }] : []),
    errorNotification: errorNotice,
  });
  return (
    <Select<string>
      showSearch
      allowClear
      filterOption={false}
      options={selectProps.options}
      loading={selectProps.loading}
      onSearch={selectProps.onSearch}
      value={value}
      {...rest}
    />
  );
}

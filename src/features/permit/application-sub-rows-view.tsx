import { type HttpError, useOne } from "@refinedev/core";
import { Alert, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { CrudRecord } from "@/components/crud/types";
import { withEmptyMarks } from "@/components/resource-table/empty-cells";
import { RefineScope } from "@/components/resource-table/refine-scope";
import { APPLICATION_RESOURCE } from "./application-api";
import { ApprovalHistory } from "./approval-history";

const QUERY_BY_ID = "/permit/application/queryById";

type SubRow = Record<string, unknown> & { id: string };

/** Whether the record already holds its rows, as queryById answers it (a list row does not). */
const hasSubRows = (record: CrudRecord) =>
  Array.isArray(record.vehicleList) && Array.isArray(record.personList);

/** Below the application's details: its 随行车辆 and 随行人员, then the approval history. */
export function ApplicationDetailsExtra({ record }: { record: CrudRecord }) {
  return (
    <>
      {hasSubRows(record) ? (
        <SubRowsTables record={record} />
      ) : (
        <RefineScope>
          <SubRowsView id={String(record.id)} />
        </RefineScope>
      )}
      <ApprovalHistory record={record} />
    </>
  );
}

/** The rows as queryById answers them, through refine among the applications, in their saved order. */
function SubRowsView({ id }: { id: string }) {
  const { query } = useOne<CrudRecord, HttpError>({
    resource: APPLICATION_RESOURCE,
    id,
    meta: { api: { queryById: QUERY_BY_ID } },
    // A record another view has just read (the bell's message opens it) is not read again at once; a
    // change to the applications still marks it stale and reads it anew.
    queryOptions: { staleTime: 10_000 },
    errorNotification: false,
  });
  const record = query.data?.data;
  if (query.isError && !record) {
    return (
      <Alert
        style={{ marginTop: 24 }}
        type="warning"
        showIcon
        message={query.error.message || "随行车辆和人员加载失败"}
      />
    );
  }
  return <SubRowsTables record={record} />;
}

const VEHICLE_COLUMNS = withEmptyMarks<SubRow>([
  { title: "#", dataIndex: "orderNum", width: 56 },
  { title: "车牌号", dataIndex: "plateNo", width: 140 },
  { title: "车辆类型", dataIndex: "vehicleType_dictText", width: 140 },
  { title: "驾驶员", dataIndex: "driverName", width: 140 },
  { title: "备注", dataIndex: "remark" },
]);

const PERSON_COLUMNS = withEmptyMarks<SubRow>([
  { title: "#", dataIndex: "orderNum", width: 56 },
  { title: "姓名", dataIndex: "name", width: 140 },
  { title: "身份证号", dataIndex: "idCard", width: 200 },
  { title: "手机号", dataIndex: "mobile", width: 140 },
  { title: "单位", dataIndex: "company" },
]);

/** The two tables; without a record yet they show as loading. */
function SubRowsTables({ record }: { record: CrudRecord | undefined }) {
  const rows = (key: string) => (Array.isArray(record?.[key]) ? (record[key] as SubRow[]) : []);
  return (
    <>
      <SubRowsSection
        title="随行车辆"
        loading={!record}
        rows={rows("vehicleList")}
        columns={VEHICLE_COLUMNS}
      />
      <SubRowsSection title="随行人员" loading={!record} rows={rows("personList")} columns={PERSON_COLUMNS} />
    </>
  );
}

function SubRowsSection({
  title,
  loading,
  rows,
  columns,
}: {
  title: string;
  loading: boolean;
  rows: SubRow[];
  columns: ColumnsType<SubRow> | undefined;
}) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<SubRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: `无${title}` }}
        columns={columns}
      />
    </section>
  );
}

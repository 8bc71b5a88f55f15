import { type HttpError, useList } from "@refinedev/core";
import { Alert, Table, Typography } from "antd";
import type { CrudRecord } from "@/components/crud/types";
import { RefineScope } from "@/components/resource-table/refine-scope";
import { APPLICATION_RESOURCE, type ApprovalRecord, STATUS_TEXT } from "./application-api";

const statusText = (s: number | null | undefined) =>
  s === null || s === undefined ? "" : (STATUS_TEXT[String(s)] ?? s);

/** 审批记录 below the application's details: who did what, when, with which opinion. */
export function ApprovalHistory({ record }: { record: CrudRecord }) {
  return (
    <RefineScope>
      <HistoryTable id={String(record.id)} />
    </RefineScope>
  );
}

/**
 * `GET /permit/application/history?id=` through refine, among the applications' lists: a transition made
 * anywhere reloads it. A failed read says why in place of the table, or keeps the rows read before.
 */
function HistoryTable({ id }: { id: string }) {
  const { query } = useList<ApprovalRecord, HttpError>({
    resource: APPLICATION_RESOURCE,
    meta: { api: { list: "/permit/application/history" }, query: undefined, unpaged: true },
    filters: [{ field: "id", operator: "eq", value: id }],
    pagination: { mode: "off" },
    errorNotification: false,
  });
  const rows = query.data?.data;
  return (
    <section aria-label="审批记录" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>审批记录</Typography.Title>
      {query.isError && !rows ? (
        <Alert type="warning" showIcon message={query.error.message || "审批记录加载失败"} />
      ) : (
        <Table<ApprovalRecord>
          rowKey="id"
          size="small"
          loading={!rows}
          dataSource={rows ?? []}
          pagination={false}
          locale={{ emptyText: "暂无审批记录" }}
          columns={[
            { title: "时间", dataIndex: "createTime", width: 170 },
            { title: "操作", dataIndex: "actionText", width: 100 },
            {
              title: "状态变化",
              key: "move",
              width: 160,
              render: (_v, r) => `${statusText(r.fromStatus)} → ${statusText(r.toStatus)}`,
            },
            {
              title: "操作人",
              key: "who",
              width: 120,
              render: (_v, r) => r.operatorName || r.operator || "",
            },
            { title: "意见", dataIndex: "opinion" },
          ]}
        />
      )}
    </section>
  );
}

import { Alert, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import type { CrudRecord } from "@/components/crud/types";
import { type ApprovalRecord, fetchHistory } from "./application-api";

const STATUS_TEXT: Readonly<Record<number, string>> = {
  0: "待审核",
  2: "审核中",
  1: "已通过",
  3: "已驳回",
  4: "已作废",
};

const statusText = (s: number | null | undefined) =>
  s === null || s === undefined ? "" : (STATUS_TEXT[s] ?? s);

/** 审批记录 below the application's details: who did what, when, with which opinion. */
export function ApprovalHistory({ record }: { record: CrudRecord }) {
  const [rows, setRows] = useState<ApprovalRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = String(record.id);

  useEffect(() => {
    const controller = new AbortController();
    fetchHistory(id, controller.signal)
      .then(setRows)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : "审批记录加载失败");
      });
    return () => controller.abort();
  }, [id]);

  return (
    <section aria-label="审批记录" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>审批记录</Typography.Title>
      {error ? (
        <Alert type="warning" showIcon message={error} />
      ) : (
        <Table<ApprovalRecord>
          rowKey="id"
          size="small"
          loading={rows === null}
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

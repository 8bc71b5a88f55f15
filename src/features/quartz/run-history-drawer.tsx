import { ReloadOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button, Drawer, Grid, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import type { ActionDialogProps } from "@/components/crud/types";
import { ResourceTable } from "@/components/resource-table";
import { type Row, text } from "@/components/screen-kit/row";
import { durationText, QUARTZ_RUN_RESOURCE, RUNS_URL } from "./quartz-api";
import { RunStatusTag } from "./quartz-status";

/** While the history is open it reloads this often, so new runs show up on their own. */
export const HISTORY_REFRESH_MS = 5000;

const TRIGGERS: Record<string, string> = { cron: "定时", manual: "手动" };

const columns = [
  { title: "触发时间", dataIndex: "fireTime", width: 170 },
  {
    title: "方式",
    dataIndex: "trigger",
    width: 70,
    render: (value: unknown) => <Tag>{TRIGGERS[text(value)] ?? text(value)}</Tag>,
  },
  { title: "开始时间", dataIndex: "startTime", width: 170 },
  { title: "结束时间", dataIndex: "endTime", width: 170 },
  {
    title: "耗时",
    dataIndex: "durationMs",
    width: 90,
    render: (value: unknown) => durationText(value),
  },
  {
    title: "结果",
    dataIndex: "status",
    width: 80,
    render: (value: unknown, row: Row) => <RunStatusTag status={value} text={row.status_dictText} />,
  },
  {
    title: "错误信息",
    dataIndex: "message",
    ellipsis: true,
    // A successful run's message is the handler's own report, no error.
    render: (value: unknown, row: Row) =>
      value && (row.status === "failed" || row.status === "timeout") ? (
        <Typography.Text type="danger" title={text(value)}>
          {text(value)}
        </Typography.Text>
      ) : null,
  },
  { title: "执行实例", dataIndex: "instanceId", width: 200, ellipsis: true },
];

/** 执行记录: the runs of one job, newest first, ten a page, reloading every few seconds while open. */
export function RunHistoryDrawer({ records, onClose }: ActionDialogProps) {
  const job = records[0];
  const [open, setOpen] = useState(true);
  const invalidate = useInvalidate();
  const phone = !Grid.useBreakpoint().md;
  const reload = () => invalidate({ resource: QUARTZ_RUN_RESOURCE, invalidates: ["list"] });

  useEffect(() => {
    const timer = setInterval(
      () => void invalidate({ resource: QUARTZ_RUN_RESOURCE, invalidates: ["list"] }),
      HISTORY_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [invalidate]);

  return (
    <Drawer
      open={open}
      // A class name is one long word: it breaks anywhere rather than run under the buttons.
      title={<span style={{ wordBreak: "break-all" }}>{`执行记录：${text(job.jobClassName)}`}</span>}
      width={phone ? "100%" : 1100}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClose(false);
      }}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            刷新
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        Cron表达式：{text(job.cronExpression)}
        {job.description ? `　${text(job.description)}` : ""}
      </Typography.Paragraph>
      <ResourceTable<Row>
        resource={QUARTZ_RUN_RESOURCE}
        list={RUNS_URL}
        fixedFilter={{ jobId: text(job.id) }}
        pageSizeOptions={[10, 20, 30]}
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        scroll={{ x: 1000 }}
        aria-label="执行记录"
      />
    </Drawer>
  );
}

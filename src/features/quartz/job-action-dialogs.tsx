import { Modal, Typography } from "antd";
import { useState } from "react";
import type { ActionDialogProps } from "@/components/crud/types";
import type { ServerAction } from "@/components/resource-table/use-resource-action";
import { useReportedAction } from "@/components/screen-kit/use-reported-action";
import { EXECUTE_URL, PAUSE_URL, QUARTZ_JOB_RESOURCE, QUARTZ_RUN_RESOURCE, RESUME_URL } from "./quartz-api";

// refine types a mutation's method as a write verb; the original answers pause, resume and execute on GET,
// and the data provider's custom call sends the method it is given.
const GET = "get" as string as ServerAction["method"];

interface JobCall {
  title: string;
  question: string;
  okText: string;
  url: string;
  success: string;
}

/**
 * Asks before one job call (GET `<url>?id=`) and makes it through refine on 确定; the server's answer shows
 * as a message and the jobs and their runs reload.
 */
function JobCallDialog({ call, records, onClose }: ActionDialogProps & { call: JobCall }) {
  const job = records[0];
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const run = useReportedAction([QUARTZ_JOB_RESOURCE, QUARTZ_RUN_RESOURCE], { success: call.success });

  const submit = async () => {
    setBusy(true);
    try {
      if (await run({ url: call.url, method: GET, query: { id: String(job.id) } })) setDone(true);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={call.title}
      okText={call.okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(done)}
    >
      <Typography.Paragraph>{call.question}</Typography.Paragraph>
      <Typography.Text type="secondary">{String(job.jobClassName ?? "")}</Typography.Text>
    </Modal>
  );
}

const PAUSE: JobCall = {
  title: "停止任务",
  question: "是否停止该定时任务？停止后不再按计划执行。",
  okText: "停止",
  url: PAUSE_URL,
  success: "暂停定时任务成功",
};
const RESUME: JobCall = {
  title: "启动任务",
  question: "是否启动该定时任务？启动后按Cron表达式执行。",
  okText: "启动",
  url: RESUME_URL,
  success: "恢复定时任务成功",
};
const EXECUTE: JobCall = {
  title: "确认提示",
  question: "是否立即执行任务?",
  okText: "执行",
  url: EXECUTE_URL,
  success: "执行成功!",
};

export function PauseDialog(props: ActionDialogProps) {
  return <JobCallDialog {...props} call={PAUSE} />;
}

export function ResumeDialog(props: ActionDialogProps) {
  return <JobCallDialog {...props} call={RESUME} />;
}

export function ExecuteDialog(props: ActionDialogProps) {
  return <JobCallDialog {...props} call={EXECUTE} />;
}

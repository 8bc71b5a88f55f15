import { Tag } from "antd";
import { isRunning } from "./quartz-api";

/** The job's status in the list: 已启动 (scheduled) or 已暂停. */
export function JobStatusTag({ status }: { status: unknown }) {
  return isRunning(status) ? <Tag color="green">已启动</Tag> : <Tag color="orange">已暂停</Tag>;
}

const RUN_STATUS: Record<string, { color: string; text: string }> = {
  running: { color: "processing", text: "执行中" },
  success: { color: "green", text: "成功" },
  failed: { color: "red", text: "失败" },
  timeout: { color: "orange", text: "超时" },
};

/** How a run ended (成功, 失败, 超时) or that it is still going; the dictionary's text when the server sends it. */
export function RunStatusTag({ status, text }: { status: unknown; text?: unknown }) {
  if (status === null || status === undefined || status === "") return <span>—</span>;
  const known = RUN_STATUS[String(status)];
  const label = typeof text === "string" && text !== "" ? text : (known?.text ?? String(status));
  return <Tag color={known?.color ?? "default"}>{label}</Tag>;
}

import { Radio, Tag } from "antd";
import { useDict } from "@/components/dict";
import { QUARTZ_STATUS } from "../../../shared/modules/quartz-job";
import { isRunning } from "./quartz-api";

/** The job's status in the list: 已启动 (scheduled) or 已暂停. */
export function JobStatusTag({ status }: { status: unknown }) {
  return isRunning(status) ? <Tag color="green">已启动</Tag> : <Tag color="orange">已暂停</Tag>;
}

const FALLBACK_STATUS = [
  { value: String(QUARTZ_STATUS.running), label: "正常" },
  { value: String(QUARTZ_STATUS.stopped), label: "停止" },
];

/** The form's status as radio buttons from the quartz_status dictionary; the value stays a number. */
export function JobStatusRadio({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: number | string | null;
  onChange?: (value: number) => void;
  disabled?: boolean;
}) {
  const { options } = useDict("quartz_status");
  const items = options.length
    ? options.map((o) => ({ value: String(o.value), label: o.label }))
    : FALLBACK_STATUS;
  return (
    <Radio.Group
      id={id}
      disabled={disabled}
      optionType="button"
      buttonStyle="solid"
      options={items}
      value={value === undefined || value === null ? undefined : String(value)}
      onChange={(e) => onChange?.(Number(e.target.value))}
    />
  );
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

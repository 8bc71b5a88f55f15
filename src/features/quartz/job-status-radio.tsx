import { Radio } from "antd";
import { useDict } from "@/components/dict/use-dict";
import { QUARTZ_STATUS } from "../../../shared/modules/quartz-job";

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

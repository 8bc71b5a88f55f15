import { Input, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { DateInput } from "@/components/crud/date-input";
import { DictSelect } from "@/components/crud/dict-select";
import { NumberInput } from "@/components/crud/number-input";
import { allowMultiple, isRange, type SuperQueryLine } from "./conditions";

const DATE = "YYYY-MM-DD";
const DATETIME = "YYYY-MM-DD HH:mm:ss";
const full = { width: "100%" } as const;

type Value = SuperQueryLine["val"];

const asDay = (text: string | undefined, format: string) => (text ? dayjs(text, format) : null);

function DateValue({
  value,
  onChange,
  withTime,
  placeholder,
}: {
  value?: string;
  onChange: (value: string | undefined) => void;
  withTime: boolean;
  placeholder: string;
}) {
  const format = withTime ? DATETIME : DATE;
  return (
    <DateInput
      style={full}
      showTime={withTime}
      format={format}
      placeholder={placeholder}
      value={asDay(value, format)}
      onChange={(day: Dayjs | null) => onChange(day ? day.format(format) : undefined)}
    />
  );
}

/** Two bounds of a datein / numerin rule, sent as "begin,end". */
function RangeValue({ line, onChange }: { line: SuperQueryLine; onChange: (value: Value) => void }) {
  const [begin = "", end = ""] = typeof line.val === "string" ? line.val.split(",") : [];
  const set = (b: string, e: string) => onChange(b === "" && e === "" ? undefined : `${b},${e}`);
  if (line.rule === "numerin") {
    const num = (text: string) => (text === "" ? null : Number(text));
    return (
      <Space.Compact style={full}>
        <NumberInput
          style={full}
          placeholder="最小值"
          value={num(begin)}
          onChange={(v) => set(v === null || v === undefined ? "" : String(v), end)}
        />
        <NumberInput
          style={full}
          placeholder="最大值"
          value={num(end)}
          onChange={(v) => set(begin, v === null || v === undefined ? "" : String(v))}
        />
      </Space.Compact>
    );
  }
  const withTime = line.type === "datetime";
  return (
    <Space.Compact style={full}>
      <DateValue value={begin} withTime={withTime} placeholder="开始" onChange={(v) => set(v ?? "", end)} />
      <DateValue value={end} withTime={withTime} placeholder="结束" onChange={(v) => set(begin, v ?? "")} />
    </Space.Compact>
  );
}

/** The value widget of a line, by the field's type and dictionary (the original's per-type widgets). */
export function ValueInput({
  line,
  onChange,
  label,
}: {
  line: SuperQueryLine;
  onChange: (value: Value) => void;
  label: string;
}) {
  const aria = { "aria-label": label };
  if (line.rule === "ISNULL") return <Input {...aria} disabled placeholder="无需填写" />;
  if (isRange(line.rule)) return <RangeValue line={line} onChange={onChange} />;
  if (line.dictCode) {
    const multiple = allowMultiple(line) || line.type === "list_multi";
    const value = Array.isArray(line.val)
      ? line.val
      : typeof line.val === "string" && line.val !== ""
        ? multiple
          ? line.val.split(",")
          : line.val
        : undefined;
    return (
      <DictSelect
        {...aria}
        dict={line.dictCode}
        mode={multiple ? "multiple" : undefined}
        placeholder="请选择"
        style={full}
        value={value as string | undefined}
        onChange={(v: string | string[] | undefined) => onChange(v)}
      />
    );
  }
  const text = line.val === undefined ? undefined : String(line.val);
  if (line.type === "date" || line.type === "datetime") {
    const withTime = line.type === "datetime";
    return (
      <DateValue
        value={text}
        withTime={withTime}
        placeholder={withTime ? "请选择时间" : "请选择日期"}
        onChange={onChange}
      />
    );
  }
  if (line.type === "int" || line.type === "number") {
    return (
      <NumberInput
        {...aria}
        style={full}
        placeholder="请输入数值"
        value={text === undefined || text === "" ? null : Number(text)}
        onChange={(v) => onChange(v === null || v === undefined ? undefined : Number(v))}
      />
    );
  }
  return (
    <Input {...aria} placeholder="请输入值" value={text} onChange={(event) => onChange(event.target.value)} />
  );
}

import { Checkbox, InputNumber, Select } from "antd";
import { type Bound, clampToBound } from "./cron-bounds";

/** A whole number kept to its bound, with a name for screen readers (the text around it says the rest). */
export function NumberBox({
  value,
  bound,
  label,
  onChange,
  disabled,
}: {
  value: number;
  bound: Bound;
  label: string;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  return (
    <InputNumber
      className="cron-number"
      size="small"
      aria-label={label}
      min={bound[0]}
      max={bound[1]}
      precision={0}
      value={value}
      disabled={disabled}
      onChange={(v) => onChange(clampToBound(v, bound))}
    />
  );
}

/** Quartz weekdays: 1 Sunday … 7 Saturday. */
export const WEEKDAYS = [
  { value: 1, label: "星期日" },
  { value: 2, label: "星期一" },
  { value: 3, label: "星期二" },
  { value: 4, label: "星期三" },
  { value: 5, label: "星期四" },
  { value: 6, label: "星期五" },
  { value: 7, label: "星期六" },
];

/** A weekday chooser. */
export function WeekdaySelect({
  value,
  label,
  onChange,
  disabled,
}: {
  value: number;
  label: string;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  return (
    <Select
      className="cron-select"
      size="small"
      aria-label={label}
      value={value}
      options={WEEKDAYS}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

/** The values from min to max as checkboxes. */
export function numberOptions([min, max]: Bound, label: (n: number) => string = String) {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: label(min + i) }));
}

/** Specific values as a grid of checkboxes. */
export function ValueGrid({
  options,
  value,
  onChange,
  label,
  wide,
  disabled,
}: {
  options: { value: number; label: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  label: string;
  wide?: boolean;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Group
      className={wide ? "cron-grid cron-grid-wide" : "cron-grid"}
      aria-label={label}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(values) => onChange(values as number[])}
    />
  );
}

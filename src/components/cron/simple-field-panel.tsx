import { Radio } from "antd";
import { useId } from "react";
import { BOUNDS } from "./cron-bounds";
import type { SimpleField, SimpleKind, SimpleMode } from "./cron-field";
import { NumberBox, numberOptions, ValueGrid } from "./cron-inputs";

/** How each plain field names its unit: "每秒", "从第 n 秒开始". */
const UNITS: Record<SimpleKind, { every: string; unit: string; step: string }> = {
  second: { every: "每秒", unit: "秒", step: "秒" },
  minute: { every: "每分钟", unit: "分", step: "分钟" },
  hour: { every: "每小时", unit: "时", step: "小时" },
  month: { every: "每月", unit: "月", step: "个月" },
};

/** The 秒, 分, 时 and 月 tabs: every, every n from a start, a range, or specific values. */
export function SimpleFieldPanel({
  kind,
  value,
  onChange,
}: {
  kind: SimpleKind;
  value: SimpleField;
  onChange: (value: SimpleField) => void;
}) {
  const b = BOUNDS[kind];
  const { every, unit, step } = UNITS[kind];
  // Each group's own name: inside a form field the groups would otherwise share the field's name, and a
  // browser keeps one radio checked per name.
  const name = useId();
  const set = (mode: SimpleMode, patch: Partial<SimpleField> = {}) => onChange({ ...value, ...patch, mode });
  return (
    <Radio.Group
      name={name}
      className="cron-modes"
      value={value.mode}
      onChange={(e) => set(e.target.value as SimpleMode)}
    >
      <div className="cron-mode">
        <Radio value="every">{every}</Radio>
      </div>
      <div className="cron-mode">
        <Radio value="increment">循环</Radio>从第
        <NumberBox
          label="循环开始"
          bound={b.incrementStart}
          value={value.incrementStart}
          onChange={(n) => set("increment", { incrementStart: n })}
        />
        {unit}开始，每
        <NumberBox
          label="循环间隔"
          bound={b.increment}
          value={value.incrementIncrement}
          onChange={(n) => set("increment", { incrementIncrement: n })}
        />
        {step}执行一次
      </div>
      <div className="cron-mode">
        <Radio value="range">区间</Radio>从第
        <NumberBox
          label="区间开始"
          bound={b.rangeStart}
          value={value.rangeStart}
          onChange={(n) => set("range", { rangeStart: n })}
        />
        {unit}到第
        <NumberBox
          label="区间结束"
          bound={b.rangeEnd}
          value={value.rangeEnd}
          onChange={(n) => set("range", { rangeEnd: n })}
        />
        {unit}
      </div>
      <div className="cron-mode">
        <Radio value="specific">指定</Radio>
        <ValueGrid
          label={`指定${unit}`}
          options={numberOptions(b.value)}
          value={value.specific}
          onChange={(specific) => set("specific", { specific })}
        />
      </div>
    </Radio.Group>
  );
}

import { Radio } from "antd";
import { useId } from "react";
import { NumberBox, numberOptions, ValueGrid } from "./cron-inputs";
import {
  type CronPartKind,
  type CronPartType,
  type CronPartValue,
  PART_BOUNDS,
  parseCronPart,
  serializeCronPart,
} from "./cron-part";
import "./cron.css";

const UNIT: Record<CronPartKind, { every: string; unit: string }> = {
  hour: { every: "每时", unit: "时" },
  minute: { every: "每分", unit: "分" },
};

export interface CronPartPickerProps {
  kind: CronPartKind;
  /** the field's text: `*`, `a-b`, `start/interval` or `a,b` */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/**
 * The simple hour (0–23) or minute (0–59) picker: every, a range, a loop or specific values, its text sent
 * up on every change. A form value it cannot offer (`?`, `nW`, `L`) is kept until the user picks a type.
 */
export function CronPartPicker({ kind, value, onChange, disabled }: CronPartPickerProps) {
  const part = parseCronPart(kind, value);
  const bound = PART_BOUNDS[kind];
  const { every, unit } = UNIT[kind];
  // Each group's own name: inside a form field the groups would otherwise share the field's name, and a
  // browser keeps one radio checked per name.
  const name = useId();
  const set = (type: CronPartType, patch: Partial<CronPartValue> = {}) =>
    onChange?.(serializeCronPart(kind, { ...part, ...patch, type }));
  return (
    <Radio.Group
      name={name}
      className="cron-modes"
      disabled={disabled}
      value={part.type}
      onChange={(e) => set(e.target.value as CronPartType)}
    >
      <div className="cron-mode">
        <Radio value="every">{every}</Radio>
      </div>
      <div className="cron-mode">
        <Radio value="range">区间</Radio>从
        <NumberBox
          label="区间开始"
          bound={bound}
          disabled={disabled}
          value={part.rangeStart}
          onChange={(n) => set("range", { rangeStart: n })}
        />
        {unit}至
        <NumberBox
          label="区间结束"
          bound={bound}
          disabled={disabled}
          value={part.rangeEnd}
          onChange={(n) => set("range", { rangeEnd: n })}
        />
        {unit}
      </div>
      <div className="cron-mode">
        <Radio value="loop">循环</Radio>从
        <NumberBox
          label="循环开始"
          bound={bound}
          disabled={disabled}
          value={part.loopStart}
          onChange={(n) => set("loop", { loopStart: n })}
        />
        {unit}开始，间隔
        <NumberBox
          label="循环间隔"
          bound={[1, bound[1]]}
          disabled={disabled}
          value={part.loopInterval}
          onChange={(n) => set("loop", { loopInterval: n })}
        />
        {unit}
      </div>
      <div className="cron-mode">
        <Radio value="specify">指定</Radio>
        <ValueGrid
          label={`指定${unit}`}
          disabled={disabled}
          options={numberOptions(bound)}
          value={part.type === "specify" ? part.specify : []}
          onChange={(specify) => set("specify", { specify })}
        />
      </div>
    </Radio.Group>
  );
}

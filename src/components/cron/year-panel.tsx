import { Radio, Select } from "antd";
import { useId } from "react";
import { YEAR_BOUNDS } from "./cron-bounds";
import { NumberBox, numberOptions } from "./cron-inputs";
import type { YearField, YearMode } from "./cron-year";

const YEARS = numberOptions(YEAR_BOUNDS.value);

/** The 年 tab: every year, a range, every n years from a year, or specific years. */
export function YearPanel({ value, onChange }: { value: YearField; onChange: (value: YearField) => void }) {
  // Each group's own name: inside a form field the groups would otherwise share the field's name, and a
  // browser keeps one radio checked per name.
  const name = useId();
  const set = (mode: YearMode, patch: Partial<YearField> = {}) => onChange({ ...value, ...patch, mode });
  return (
    <Radio.Group
      name={name}
      className="cron-modes"
      value={value.mode}
      onChange={(e) => set(e.target.value as YearMode)}
    >
      <div className="cron-mode">
        <Radio value="every">每年</Radio>
      </div>
      <div className="cron-mode">
        <Radio value="range">区间</Radio>从
        <NumberBox
          label="区间开始"
          bound={YEAR_BOUNDS.rangeStart}
          value={value.rangeStart}
          onChange={(n) => set("range", { rangeStart: n })}
        />
        年到
        <NumberBox
          label="区间结束"
          bound={YEAR_BOUNDS.rangeEnd}
          value={value.rangeEnd}
          onChange={(n) => set("range", { rangeEnd: n })}
        />
        年
      </div>
      <div className="cron-mode">
        <Radio value="loop">循环</Radio>从
        <NumberBox
          label="循环开始"
          bound={YEAR_BOUNDS.loopStart}
          value={value.loopStart}
          onChange={(n) => set("loop", { loopStart: n })}
        />
        年开始，每
        <NumberBox
          label="循环间隔"
          bound={YEAR_BOUNDS.loopInterval}
          value={value.loopInterval}
          onChange={(n) => set("loop", { loopInterval: n })}
        />
        年执行一次
      </div>
      <div className="cron-mode">
        <Radio value="specific">指定</Radio>
        <Select
          mode="multiple"
          size="small"
          aria-label="指定年份"
          placeholder="请选择年份"
          style={{ flex: 1, minWidth: 200 }}
          options={YEARS}
          value={value.specific}
          onChange={(specific: number[]) => set("specific", { specific })}
        />
      </div>
    </Radio.Group>
  );
}

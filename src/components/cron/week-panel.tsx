import { Radio } from "antd";
import { useId } from "react";
import { BOUNDS, NTH_BOUND } from "./cron-bounds";
import type { WeekField, WeekMode } from "./cron-day";
import { NumberBox, ValueGrid, WEEKDAYS, WeekdaySelect } from "./cron-inputs";

/**
 * The 周 tab: not set (the day decides), every weekday, every n days from a weekday, a range of weekdays,
 * specific weekdays, the month's last given weekday, the nth given weekday. Setting one makes the day `?`.
 */
export function WeekPanel({ value, onChange }: { value: WeekField; onChange: (value: WeekField) => void }) {
  const b = BOUNDS.week;
  // Each group's own name: inside a form field the groups would otherwise share the field's name, and a
  // browser keeps one radio checked per name.
  const name = useId();
  const set = (mode: WeekMode, patch: Partial<WeekField> = {}) => onChange({ ...value, ...patch, mode });
  return (
    <Radio.Group
      name={name}
      className="cron-modes"
      value={value.mode}
      onChange={(e) => set(e.target.value as WeekMode)}
    >
      <div className="cron-mode">
        <Radio value="unset">不指定</Radio>
      </div>
      <div className="cron-mode">
        <Radio value="every">每天</Radio>
      </div>
      <div className="cron-mode">
        <Radio value="increment">循环</Radio>从
        <WeekdaySelect
          label="循环开始的星期"
          value={value.incrementStart}
          onChange={(n) => set("increment", { incrementStart: n })}
        />
        开始，每
        <NumberBox
          label="循环间隔"
          bound={b.increment}
          value={value.incrementIncrement}
          onChange={(n) => set("increment", { incrementIncrement: n })}
        />
        天执行一次
      </div>
      <div className="cron-mode">
        <Radio value="range">区间</Radio>从
        <WeekdaySelect
          label="区间开始"
          value={value.rangeStart}
          onChange={(n) => set("range", { rangeStart: n })}
        />
        到
        <WeekdaySelect
          label="区间结束"
          value={value.rangeEnd}
          onChange={(n) => set("range", { rangeEnd: n })}
        />
      </div>
      <div className="cron-mode">
        <Radio value="lastOf">本月最后一个</Radio>
        <WeekdaySelect
          label="最后一个的星期"
          value={value.lastOf}
          onChange={(n) => set("lastOf", { lastOf: n })}
        />
      </div>
      <div className="cron-mode">
        <Radio value="nth">本月第</Radio>
        <NumberBox
          label="第几周"
          bound={NTH_BOUND}
          value={value.nthNth}
          onChange={(n) => set("nth", { nthNth: n })}
        />
        个
        <WeekdaySelect
          label="第几个的星期"
          value={value.nthDay}
          onChange={(n) => set("nth", { nthDay: n })}
        />
      </div>
      <div className="cron-mode">
        <Radio value="specific">指定</Radio>
        <ValueGrid
          label="指定星期"
          wide
          options={WEEKDAYS}
          value={value.specific}
          onChange={(specific) => set("specific", { specific })}
        />
      </div>
    </Radio.Group>
  );
}

import { Alert, Radio } from "antd";
import { useId } from "react";
import { BOUNDS } from "./cron-bounds";
import type { DayField, DayMode } from "./cron-day";
import { NumberBox, numberOptions, ValueGrid } from "./cron-inputs";

/**
 * The 日 tab: every day, every n days from a day, a range, specific days, the last day, the last weekday,
 * n days before the month's end, the weekday nearest a day. Locked while the weekday decides.
 */
export function DayPanel({
  value,
  weekSet,
  onChange,
}: {
  value: DayField;
  /** The weekday is set: the day stays `?` until the 周 tab says 不指定. */
  weekSet: boolean;
  onChange: (value: DayField) => void;
}) {
  const b = BOUNDS.day;
  // Each group's own name: inside a form field the groups would otherwise share the field's name, and a
  // browser keeps one radio checked per name.
  const name = useId();
  const set = (mode: DayMode, patch: Partial<DayField> = {}) => onChange({ ...value, ...patch, mode });
  const off = weekSet;
  return (
    <>
      {weekSet && (
        <Alert
          className="cron-hint"
          type="info"
          showIcon
          message="已在“周”中指定了星期，日与周不能同时指定；在“周”中选择“不指定”后可设置日。"
        />
      )}
      <Radio.Group
        name={name}
        className="cron-modes"
        disabled={off}
        value={weekSet ? undefined : value.mode}
        onChange={(e) => set(e.target.value as DayMode)}
      >
        <div className="cron-mode">
          <Radio value="every">每日</Radio>
        </div>
        <div className="cron-mode">
          <Radio value="increment">循环</Radio>从第
          <NumberBox
            label="循环开始"
            disabled={off}
            bound={b.incrementStart}
            value={value.incrementStart}
            onChange={(n) => set("increment", { incrementStart: n })}
          />
          日开始，每
          <NumberBox
            label="循环间隔"
            disabled={off}
            bound={b.increment}
            value={value.incrementIncrement}
            onChange={(n) => set("increment", { incrementIncrement: n })}
          />
          天执行一次
        </div>
        <div className="cron-mode">
          <Radio value="range">区间</Radio>从第
          <NumberBox
            label="区间开始"
            disabled={off}
            bound={b.rangeStart}
            value={value.rangeStart}
            onChange={(n) => set("range", { rangeStart: n })}
          />
          日到第
          <NumberBox
            label="区间结束"
            disabled={off}
            bound={b.rangeEnd}
            value={value.rangeEnd}
            onChange={(n) => set("range", { rangeEnd: n })}
          />
          日
        </div>
        <div className="cron-mode">
          <Radio value="last">本月最后一天</Radio>
        </div>
        <div className="cron-mode">
          <Radio value="lastWeekday">本月最后一个工作日</Radio>
        </div>
        <div className="cron-mode">
          <Radio value="beforeEnd">月末前</Radio>
          <NumberBox
            label="月末前天数"
            disabled={off}
            bound={b.value}
            value={value.beforeEnd}
            onChange={(n) => set("beforeEnd", { beforeEnd: n })}
          />
          天
        </div>
        <div className="cron-mode">
          <Radio value="nearestWeekday">工作日</Radio>离每月第
          <NumberBox
            label="最近工作日的日期"
            disabled={off}
            bound={b.value}
            value={value.nearestWeekday}
            onChange={(n) => set("nearestWeekday", { nearestWeekday: n })}
          />
          日最近的工作日
        </div>
        <div className="cron-mode">
          <Radio value="specific">指定</Radio>
          <ValueGrid
            label="指定日"
            disabled={off}
            options={numberOptions(b.value)}
            value={value.specific}
            onChange={(specific) => set("specific", { specific })}
          />
        </div>
      </Radio.Group>
    </>
  );
}

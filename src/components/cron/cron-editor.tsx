import { Button, Input, Modal, Tabs, Typography } from "antd";
import { useState } from "react";
import { appConfig } from "@/app-config";
import { validateCron } from "../../../shared/cron";
import { CRON_EDITOR_WIDTH } from "./cron-constants";
import { type CronFieldKey, type CronState, changeField, compileCron, parseCron } from "./cron-state";
import { DayPanel } from "./day-panel";
import { SimpleFieldPanel } from "./simple-field-panel";
import { useCronPreview } from "./use-cron-preview";
import { WeekPanel } from "./week-panel";
import { YearPanel } from "./year-panel";
import "./cron.css";

export interface CronEditorProps {
  open: boolean;
  /** The expression read back into the tabs when the dialog opens. */
  value?: string;
  onConfirm: (expression: string) => void;
  onCancel: () => void;
  /** The clock of the preview (tests fix it). */
  now?: () => Date;
  /** The zone the preview's times are shown in; default the server's, where the scheduler runs them. */
  timeZone?: string;
}

/** Cron表达式: tabs 秒 分 时 日 月 周 年, the expression they make, and its next ten run times. */
export function CronEditor({ open, value, onConfirm, onCancel, now, timeZone }: CronEditorProps) {
  return (
    <Modal
      open={open}
      title="Cron表达式"
      width={CRON_EDITOR_WIDTH}
      destroyOnHidden
      onCancel={onCancel}
      footer={null}
    >
      {open && (
        <EditorBody value={value} onConfirm={onConfirm} onCancel={onCancel} now={now} timeZone={timeZone} />
      )}
    </Modal>
  );
}

function EditorBody({
  value,
  onConfirm,
  onCancel,
  now,
  timeZone = appConfig().backendTimeZone,
}: Omit<CronEditorProps, "open">) {
  const [state, setState] = useState<CronState>(() => parseCron(value, now?.()));
  const expression = compileCron(state);
  const preview = useCronPreview(expression, now, timeZone);
  const problem = validateCron(expression);
  const pending = preview.expression !== expression;
  const previewText = pending
    ? "计算中…"
    : preview.times.length
      ? preview.times.join("\n")
      : "该表达式没有将来的运行时间";
  const previewClass = preview.times.length && !pending ? "cron-preview" : "cron-preview cron-preview-empty";
  const change =
    <K extends CronFieldKey>(key: K) =>
    (field: CronState[K]) =>
      setState((current) => changeField(current, key, field));

  const items = [
    {
      key: "second",
      label: "秒",
      children: <SimpleFieldPanel kind="second" value={state.second} onChange={change("second")} />,
    },
    {
      key: "minute",
      label: "分",
      children: <SimpleFieldPanel kind="minute" value={state.minute} onChange={change("minute")} />,
    },
    {
      key: "hour",
      label: "时",
      children: <SimpleFieldPanel kind="hour" value={state.hour} onChange={change("hour")} />,
    },
    {
      key: "day",
      label: "日",
      children: <DayPanel value={state.day} weekSet={state.week.mode !== "unset"} onChange={change("day")} />,
    },
    {
      key: "month",
      label: "月",
      children: <SimpleFieldPanel kind="month" value={state.month} onChange={change("month")} />,
    },
    { key: "week", label: "周", children: <WeekPanel value={state.week} onChange={change("week")} /> },
    { key: "year", label: "年", children: <YearPanel value={state.year} onChange={change("year")} /> },
  ];

  return (
    <>
      <Tabs size="small" items={items} />
      <div className="cron-result">
        <Typography.Text strong>Cron表达式</Typography.Text>
        <Input
          readOnly
          aria-label="生成的Cron表达式"
          value={expression}
          status={problem ? "error" : undefined}
        />
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </div>
      <div className="cron-result">
        <Typography.Text strong>最近10次运行时间</Typography.Text>
        <div role="status" className={previewClass} aria-label="最近10次运行时间" aria-busy={pending}>
          {previewText}
        </div>
      </div>
      <div className="cron-footer">
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" onClick={() => onConfirm(expression)}>
          确定
        </Button>
      </div>
    </>
  );
}

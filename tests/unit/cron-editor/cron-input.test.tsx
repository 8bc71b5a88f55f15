import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Button, Form } from "antd";
import { describe, expect, it, vi } from "vitest";
import { CRON_EDITOR_WIDTH, CronInput, CronPartPicker, cronRules } from "@/components/cron";

/** 2024-03-01 10:20:00 local time, a Friday. */
const now = () => new Date(2024, 2, 1, 10, 20, 0);
/** The test's own zone, in which `now` is 10:20. */
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const slow = { timeout: 15_000 };

function CronForm({ initial, onFinish }: { initial?: string; onFinish: (values: { cron: string }) => void }) {
  return (
    <App>
      <Form initialValues={{ cron: initial }} onFinish={onFinish}>
        <Form.Item name="cron" label="cron表达式" rules={cronRules("请输入cron表达式!")}>
          <CronInput now={now} timeZone={LOCAL_ZONE} />
        </Form.Item>
        <Button htmlType="submit">提交表单</Button>
      </Form>
    </App>
  );
}

// Queries by label and text: role queries walk the whole dialog, which is slow with its sixty checkboxes.
const cronText = () => screen.getByLabelText("cron表达式") as HTMLInputElement;
const built = () => screen.getByLabelText("生成的Cron表达式") as HTMLInputElement;
const preview = () => screen.getByLabelText("最近10次运行时间");
const openEditor = async () => {
  fireEvent.click(screen.getByText("选择").closest("button") as HTMLButtonElement);
  await screen.findByLabelText("生成的Cron表达式", {}, slow);
  return document.querySelector(".ant-modal") as HTMLElement;
};
const tab = (editor: HTMLElement, key: string) =>
  fireEvent.click(editor.querySelector(`[data-node-key="${key}"] [role="tab"]`) as HTMLElement);
const activePanel = (editor: HTMLElement) => editor.querySelector(".ant-tabs-tabpane-active") as HTMLElement;
const inPanel = (editor: HTMLElement, label: string) =>
  [...activePanel(editor).querySelectorAll("label")]
    .find((l) => l.textContent === label)
    ?.querySelector("input");
const footerButton = (editor: HTMLElement, text: string) =>
  [...editor.querySelectorAll(".cron-footer button")].find(
    (b) => b.textContent?.replace(/\s/g, "") === text,
  ) as HTMLElement;

// A dialog renders per test: slow on a busy machine.
describe("CronInput with its editor", { timeout: 60_000 }, () => {
  it("builds every 5 seconds from 0 on the 秒 tab, previews ten run times and sends the text up on 确定", async () => {
    const onFinish = vi.fn();
    render(<CronForm initial="* * * * * ? *" onFinish={onFinish} />);
    const editor = await openEditor();
    expect(editor).toHaveStyle({ width: `${CRON_EDITOR_WIDTH}px` });
    expect(editor.querySelector(".ant-modal-title")).toHaveTextContent("Cron表达式");
    expect([...editor.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      "秒",
      "分",
      "时",
      "日",
      "月",
      "周",
      "年",
    ]);

    fireEvent.click(inPanel(editor, "循环") as HTMLInputElement);
    fireEvent.change(screen.getByLabelText("循环开始"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("循环间隔"), { target: { value: "5" } });
    await waitFor(() => expect(built().value).toBe("0/5 * * * * ? *"));
    await waitFor(() => expect(preview().textContent?.split("\n")).toHaveLength(10), slow);
    expect(preview().textContent?.split("\n").slice(0, 3)).toEqual([
      "2024-03-01 10:20:05",
      "2024-03-01 10:20:10",
      "2024-03-01 10:20:15",
    ]);

    fireEvent.click(footerButton(editor, "确定"));
    await waitFor(() => expect(cronText().value).toBe("0/5 * * * * ? *"));
    fireEvent.click(screen.getByText("提交表单"));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ cron: "0/5 * * * * ? *" }));
  });

  it("reads the current text back into the tabs on opening and previews it", async () => {
    render(<CronForm initial="0 0/15 10 * * ? *" onFinish={vi.fn()} />);
    const editor = await openEditor();
    expect(built().value).toBe("0 0/15 10 * * ? *");
    tab(editor, "minute");
    expect(inPanel(editor, "循环")).toBeChecked();
    expect(activePanel(editor).querySelector('[aria-label="循环间隔"]')).toHaveValue("15");
    await waitFor(
      () =>
        expect(preview().textContent?.split("\n")).toEqual([
          "2024-03-01 10:30:00",
          "2024-03-01 10:45:00",
          "2024-03-02 10:00:00",
          "2024-03-02 10:15:00",
          "2024-03-02 10:30:00",
          "2024-03-02 10:45:00",
          "2024-03-03 10:00:00",
          "2024-03-03 10:15:00",
          "2024-03-03 10:30:00",
          "2024-03-03 10:45:00",
        ]),
      slow,
    );
  });

  it("a weekday chosen on the 周 tab makes the day ? and locks the 日 tab until the weekday is cleared", async () => {
    render(<CronForm initial="0 0 9 * * ? *" onFinish={vi.fn()} />);
    const editor = await openEditor();
    tab(editor, "week");
    fireEvent.click(inPanel(editor, "星期一") as HTMLInputElement);
    await waitFor(() => expect(built().value).toBe("0 0 9 ? * 2 *"));
    tab(editor, "day");
    expect(inPanel(editor, "每日")).toBeDisabled();
    tab(editor, "week");
    fireEvent.click(inPanel(editor, "不指定") as HTMLInputElement);
    await waitFor(() => expect(built().value).toBe("0 0 9 * * ? *"));
    tab(editor, "day");
    expect(inPanel(editor, "每日")).toBeChecked();
  });

  it("cancelling leaves the text as it was", async () => {
    render(<CronForm initial="0 0 12 * * ? *" onFinish={vi.fn()} />);
    const editor = await openEditor();
    fireEvent.click(inPanel(editor, "每秒") as HTMLInputElement);
    await waitFor(() => expect(built().value).toBe("* 0 12 * * ? *"));
    fireEvent.click(footerButton(editor, "取消"));
    expect(cronText().value).toBe("0 0 12 * * ? *");
  });

  it("shows the validator's message under a typed expression, and asks for one when empty", async () => {
    render(<CronForm initial="0 0 12 * * ? abc" onFinish={vi.fn()} />);
    fireEvent.click(screen.getByText("提交表单"));
    expect(await screen.findByText("Cron表达式参数[年]错误：abc", {}, slow)).toBeInTheDocument();
    fireEvent.change(cronText(), { target: { value: "0 0 12 * * ? * 1" } });
    expect(await screen.findByText("Cron表达式最多7项！", {}, slow)).toBeInTheDocument();
    fireEvent.change(cronText(), { target: { value: "" } });
    expect(await screen.findByText("请输入cron表达式!", {}, slow)).toBeInTheDocument();
  });
});

describe("the simple hour and minute picker", () => {
  const radio = (label: string) =>
    [...document.querySelectorAll(".ant-radio-wrapper")]
      .find((l) => l.textContent === label)
      ?.querySelector("input") as HTMLInputElement;
  const box = (label: string) =>
    [...document.querySelectorAll(".ant-checkbox-wrapper")]
      .find((l) => l.textContent === label)
      ?.querySelector("input") as HTMLInputElement;

  it("sends every, a range, a loop and specific values as their text", () => {
    const onChange = vi.fn();
    const { rerender } = render(<CronPartPicker kind="hour" value="*" onChange={onChange} />);
    expect(radio("每时")).toBeChecked();
    fireEvent.click(radio("区间"));
    expect(onChange).toHaveBeenLastCalledWith("0-1");
    rerender(<CronPartPicker kind="hour" value="0-1" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("区间结束"), { target: { value: "12" } });
    expect(onChange).toHaveBeenLastCalledWith("0-12");
    fireEvent.click(radio("指定"));
    expect(onChange).toHaveBeenLastCalledWith("0");
    rerender(<CronPartPicker kind="minute" value="5,30" onChange={onChange} />);
    expect(radio("指定")).toBeChecked();
    expect(box("30")).toBeChecked();
    fireEvent.click(box("45"));
    expect(onChange).toHaveBeenLastCalledWith("5,30,45");
    fireEvent.click(radio("循环"));
    expect(onChange).toHaveBeenLastCalledWith("0/1");
  });
});

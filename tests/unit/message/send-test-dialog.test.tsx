import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendTestDialog } from "@/features/message/send-test-dialog";
import { API, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { messages, renderWithRefine } from "../providers/with-refine";

vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();
afterEach(cleanup);

const template = {
  id: "t1",
  templateCode: "hello",
  templateName: "问候",
  templateType: "4",
  templateTestJson: '{"name":"张三"}',
};

/** Answers sendMsg with `answers` in turn; keeps the bodies sent. */
function serveSend(answers: { success: boolean; message: string }[]) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mock.post(`${API}/sys/message/sysMessageTemplate/sendMsg`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      return HttpResponse.json({ ...answer, code: answer.success ? 200 : 500, result: null });
    }),
  );
  return bodies;
}

const sendButton = () => screen.getByRole("button", { name: /发\s*送/ });

describe("发送测试", () => {
  it("prefills the template's type and sample values, and checks the receivers as the server does", async () => {
    installUi();
    renderWithRefine(<SendTestDialog records={[template]} onClose={() => undefined} />);
    expect(await screen.findByTitle("系统消息")).toBeTruthy();
    expect((screen.getByLabelText("测试数据") as HTMLTextAreaElement).value).toBe('{\n  "name": "张三"\n}');
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getByText("请输入接收人!")).toBeTruthy(), { timeout: 5000 });
    fireEvent.change(screen.getByLabelText("接收人"), { target: { value: "a b,c" } });
    await waitFor(() => expect(screen.queryByText("请输入接收人!")).toBeNull(), { timeout: 5000 });
  }, 40_000);

  it("shows a refusal in the server's words, stays open for another try, and closes after a success", async () => {
    installUi();
    const bodies = serveSend([
      { success: false, message: "接收人不存在: nobody" },
      { success: true, message: "发送消息任务添加成功！" },
    ]);
    const onClose = vi.fn();
    renderWithRefine(<SendTestDialog records={[template]} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText("接收人"), { target: { value: "nobody" } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(messages("接收人不存在: nobody")).toHaveLength(1));
    await waitFor(() => expect(sendButton().className).not.toMatch(/ant-btn-loading/));

    fireEvent.change(screen.getByLabelText("接收人"), { target: { value: "jeecg" } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(messages("发送消息任务添加成功！")).toHaveLength(1));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(bodies).toEqual([
      { templateCode: "hello", msgType: "4", receiver: "nobody", testData: '{\n  "name": "张三"\n}' },
      { templateCode: "hello", msgType: "4", receiver: "jeecg", testData: '{\n  "name": "张三"\n}' },
    ]);
  }, 40_000);
});

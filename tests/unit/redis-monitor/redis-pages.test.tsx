import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POLL_MS } from "@/features/redis-monitor/redis-api";
import RedisInfoPage from "@/features/redis-monitor/redis-info-page";
import RedisTerminalPage from "@/features/redis-monitor/redis-terminal-page";
import { API, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { renderWithRefine } from "../providers/with-refine";

vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();
afterEach(cleanup);

const NOT_CONFIGURED =
  "未配置 Redis：请在服务器的环境变量中设置 REDIS_URL（例如 redis://127.0.0.1:6379/0），重启服务后即可查看";
/** Enter as a keyboard sends it: antd's input takes the next Enter only after this one's key-up. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(input, { key: "Enter", code: "Enter", keyCode: 13 });
}

const refused = (body: unknown) =>
  HttpResponse.json({ success: false, code: 500, message: body, result: null });

describe("Redis 终端", () => {
  it("shows each command with its answer, a refusal in the server's words, and walks the history with ↑", async () => {
    installUi();
    const sent: string[] = [];
    server.use(
      mock.post(`${API}/sys/actuator/redis/terminal`, async ({ request }) => {
        const { command } = (await request.json()) as { command: string };
        sent.push(command);
        if (command.startsWith("SET"))
          return refused("不允许执行命令 SET：终端只运行只读命令（INFO、DBSIZE）");
        return HttpResponse.json({
          success: true,
          code: 200,
          message: "",
          result: { command, output: "(integer) 7" },
        });
      }),
    );
    renderWithRefine(<RedisTerminalPage />);
    const input = screen.getByLabelText("Redis 命令");
    fireEvent.change(input, { target: { value: "DBSIZE" } });
    pressEnter(input);
    const output = screen.getByTestId("redis-terminal-output");
    await waitFor(() => expect(output.textContent).toContain("redis> DBSIZE(integer) 7"));
    fireEvent.change(input, { target: { value: "SET a 1" } });
    expect((input as HTMLInputElement).value).toBe("SET a 1");
    pressEnter(input);
    await waitFor(() => expect(sent).toEqual(["DBSIZE", "SET a 1"]));
    await waitFor(() => expect(output.textContent).toContain("不允许执行命令 SET"));
    expect(sent).toEqual(["DBSIZE", "SET a 1"]);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect((input as HTMLInputElement).value).toBe("DBSIZE");
  }, 30_000);

  it("says how to configure Redis when the server has none", async () => {
    installUi();
    server.use(mock.post(`${API}/sys/actuator/redis/terminal`, () => refused(NOT_CONFIGURED)));
    renderWithRefine(<RedisTerminalPage />);
    const input = screen.getByLabelText("Redis 命令");
    fireEvent.change(input, { target: { value: "INFO" } });
    pressEnter(input);
    expect(await screen.findByText("REDIS_URL=redis://127.0.0.1:6379/0")).toBeTruthy();
  }, 30_000);
});

describe("Redis 监控", () => {
  it("shows INFO with descriptions and polls the key count every 3 s until the page is left", async () => {
    installUi();
    let polls = 0;
    server.use(
      mock.get(`${API}/sys/actuator/redis/info`, () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: "",
          result: [{ key: "redis_version", value: "7.0.15", description: "Redis 服务器版本" }],
        }),
      ),
      mock.get(`${API}/sys/actuator/redis/keysSize`, () => {
        polls++;
        return HttpResponse.json({ dbSize: 40 + polls, create_time: Date.now() });
      }),
      mock.get(`${API}/sys/actuator/redis/memoryInfo`, () =>
        HttpResponse.json({ used_memory: 1_234_000, create_time: Date.now() }),
      ),
    );
    const view = renderWithRefine(<RedisInfoPage />);
    expect(await screen.findByText("Redis 服务器版本")).toBeTruthy();
    expect(screen.getAllByText("7.0.15").length).toBeGreaterThan(0);
    await waitFor(() => expect(polls).toBe(2), { timeout: POLL_MS + 2000 });
    await waitFor(() => expect(screen.getByText("42")).toBeTruthy());
    // A slow machine may have polled once more by now; after the page is left, no poll follows.
    view.unmount();
    const whenLeft = polls;
    await act(() => new Promise((resolve) => setTimeout(resolve, POLL_MS + 500)));
    expect(polls).toBe(whenLeft);
  }, 30_000);

  it("says Redis is not configured and how to configure it", async () => {
    installUi();
    for (const path of ["info", "keysSize", "memoryInfo"]) {
      server.use(mock.get(`${API}/sys/actuator/redis/${path}`, () => refused(NOT_CONFIGURED)));
    }
    renderWithRefine(<RedisInfoPage />);
    expect(await screen.findByText("REDIS_URL=redis://127.0.0.1:6379/0")).toBeTruthy();
    expect(screen.getByText(/会话和数据字典直接从数据库读取/)).toBeTruthy();
  }, 30_000);
});

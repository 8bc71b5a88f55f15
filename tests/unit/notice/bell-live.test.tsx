import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import { HttpResponse, http as mock } from "msw";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HeaderNotice } from "@/features/notice/header-notice";
import { POLL_MS } from "@/features/notice/notice-api";
import { dataProvider } from "@/providers/data-provider";
import { liveProvider } from "@/providers/live-provider";
import { session } from "@/providers/session";
import { ACCESS_TOKEN, USER_INFO } from "@/providers/storage";
import { API, server, setupMsw } from "../providers/msw";
import { installUi, storeLs } from "../providers/test-ui";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

/** The browser's WebSocket as the live client sees it, driven by the test. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeWebSocket.opened.push(this);
  }
  send() {}
  close() {}
}

beforeAll(() => {
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the bell with server push", () => {
  it("reads again on each push and does not poll while the socket is open", async () => {
    installUi();
    let reads = 0;
    server.use(
      mock.get(`${API}/sys/annountCement/listByUser`, () => {
        reads += 1;
        return HttpResponse.json({
          success: true,
          code: 0,
          message: "",
          result: { anntMsgList: [], anntMsgTotal: reads, sysMsgList: [], sysMsgTotal: 0 },
        });
      }),
    );
    storeLs(ACCESS_TOKEN, "token-1");
    storeLs(USER_INFO, { id: "user-1", username: "jeecg" });
    session.hydrate();

    render(
      <MemoryRouter>
        <ConfigProvider>
          <App>
            <Refine
              dataProvider={dataProvider}
              liveProvider={liveProvider}
              routerProvider={routerProvider}
              options={{ disableTelemetry: true, disableRouteChangeHandler: true }}
            >
              <HeaderNotice />
            </Refine>
          </App>
        </ConfigProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const [socket] = FakeWebSocket.opened;
    expect(socket.url).toBe(`${window.location.origin.replace("http", "ws")}/jeecg-boot/websocket/user-1`);
    expect(socket.protocols).toEqual(["token-1"]);
    await screen.findByRole("button", { name: "消息通知，1条未读" }, { timeout: 20_000 });

    // Open: the reconnection event reads once more, then nothing until a push.
    socket.onopen?.();
    await screen.findByRole("button", { name: "消息通知，2条未读" }, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + 1_000));
    expect(reads).toBe(2);

    socket.onmessage?.({ data: JSON.stringify({ cmd: "user", msgId: "m1", msgTxt: "新消息" }) });
    await screen.findByRole("button", { name: "消息通知，3条未读" }, { timeout: 20_000 });
  }, 60_000);
});

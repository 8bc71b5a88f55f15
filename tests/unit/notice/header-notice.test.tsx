import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderNotice } from "@/features/notice/header-notice";
import { type MessageItem, POLL_MS } from "@/features/notice/notice-api";
import { dealTarget } from "@/features/notice/notice-modal";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { renderWithRefine } from "../providers/with-refine";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

const notice = (id: string, extra: Partial<MessageItem> = {}): MessageItem => ({
  id,
  titile: `通告${id}`,
  sender: "admin",
  sendTime: "2026-11-26 10:00:00",
  priority: "L",
  msgCategory: "1",
  msgContent: `<p>正文${id}</p>`,
  ...extra,
});

interface Served {
  bellReads: number;
  marked: unknown[];
}

/** Answers the bell from `bell()` (read on every request) and records what is marked read. */
function serveBell(bell: () => { annt: MessageItem[]; sys: MessageItem[] } | Response): Served {
  const served: Served = { bellReads: 0, marked: [] };
  server.use(
    mock.get(`${API}/sys/annountCement/listByUser`, () => {
      served.bellReads += 1;
      const answer = bell();
      if (answer instanceof Response) return answer;
      return HttpResponse.json({
        success: true,
        code: 0,
        message: "操作成功！",
        result: {
          anntMsgList: answer.annt,
          anntMsgTotal: answer.annt.length,
          sysMsgList: answer.sys,
          sysMsgTotal: answer.sys.length,
        },
      });
    }),
    mock.put(`${API}/sys/sysAnnouncementSend/editByAnntIdAndUserId`, async ({ request }) => {
      served.marked.push(await request.json());
      return HttpResponse.json({ success: true, code: 200, message: "", result: null });
    }),
  );
  return served;
}

function Where() {
  return <output aria-label="当前页面">{useLocation().pathname}</output>;
}

function renderBell() {
  return renderWithRefine(
    <>
      <HeaderNotice />
      <Where />
    </>,
  );
}

/** Lazy dialogs load their chunk on first use: on a busy machine that takes a while. */
const SLOW = { timeout: 20_000 };
/** Tests that open a lazy dialog. */
const LONG_TEST = 60_000;

/**
 * The open dialog titled `title`. (Under test antd gives every generated id the same value, so a dialog's
 * accessible name cannot be relied on.)
 */
async function dialogTitled(title: string | RegExp) {
  const dialog = await screen.findByRole("dialog", {}, SLOW);
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

async function openPopover(label: RegExp) {
  fireEvent.click(await screen.findByRole("button", { name: label }, SLOW));
  return screen.findByRole("region", { name: "消息通知" }, SLOW);
}

beforeEach(() => {
  installUi();
});

describe("the header bell", () => {
  it("counts notices and system messages and lists each under its tab with its priority", async () => {
    serveBell(() => ({
      annt: [notice("a1", { priority: "H" }), notice("a2", { priority: "M" })],
      sys: [notice("s1", { msgCategory: "2" })],
    }));
    renderBell();
    const popover = await openPopover(/消息通知，3条未读/);
    expect(within(popover).getByRole("tab", { name: "通知(2)" })).toBeInTheDocument();
    expect(within(popover).getByRole("tab", { name: "系统消息(1)" })).toBeInTheDocument();
    expect(within(popover).getByText("通告a1")).toBeInTheDocument();
    expect(within(popover).getByText("紧急消息")).toBeInTheDocument();
    expect(within(popover).getByText("重要消息")).toBeInTheDocument();
    fireEvent.click(within(popover).getByRole("tab", { name: "系统消息(1)" }));
    expect(await within(popover).findByText("通告s1")).toBeInTheDocument();
    expect(within(popover).getByText("一般消息")).toBeInTheDocument();
  });

  it("says 暂无消息 when nothing is unread, and 查看更多 opens 我的消息", async () => {
    serveBell(() => ({ annt: [], sys: [] }));
    renderBell();
    const popover = await openPopover(/^消息通知$/);
    expect(await within(popover).findByText("暂无消息", {}, SLOW)).toBeInTheDocument();
    fireEvent.click(within(popover).getByRole("button", { name: "查看更多" }));
    expect(screen.getByRole("status", { name: "当前页面" })).toHaveTextContent("/isps/userAnnouncement");
  });

  it(
    "reads again every 6 s while server push is down",
    async () => {
      const served = serveBell(() => ({ annt: [], sys: [] }));
      renderBell();
      await waitFor(() => expect(served.bellReads).toBe(1), SLOW);
      await waitFor(() => expect(served.bellReads).toBe(2), { timeout: POLL_MS + 5_000 });
    },
    LONG_TEST,
  );

  it("shows why the messages could not be read", async () => {
    serveBell(() => HttpResponse.json({ success: false, code: 500, message: "消息服务不可用" }));
    renderBell();
    const popover = await openPopover(/^消息通知$/);
    expect(await within(popover).findByText("消息服务不可用", {}, SLOW)).toBeInTheDocument();
  });

  it(
    "opening a message marks it read, reloads the bell and shows it sanitised in 通知消息",
    async () => {
      let unread = [
        notice("a1", {
          msgContent: '<p>请查收</p><img src="x.png" onerror="alert(1)"><script>window.bad = 1</script>',
          openType: "url",
          openPage: "/isystem/user",
        }),
      ];
      const served = serveBell(() => ({ annt: unread, sys: [] }));
      renderBell();
      const popover = await openPopover(/消息通知，1条未读/);
      unread = [];
      fireEvent.click(within(popover).getByText("通告a1"));

      const dialog = await dialogTitled("通知消息");
      expect(within(dialog).getByText("通告a1")).toBeInTheDocument();
      expect(within(dialog).getByText(/发布人：admin/)).toBeInTheDocument();
      const content = within(dialog).getByRole("region", { name: "消息内容" });
      expect(content).toHaveTextContent("请查收");
      expect(content.querySelector("script")).toBeNull();
      expect(content.querySelector("img")?.getAttribute("onerror")).toBeNull();
      await waitFor(() => expect(served.marked).toEqual([{ anntId: "a1" }]));
      await screen.findByRole("button", { name: /^消息通知$/ }, SLOW);
      expect(served.bellReads).toBeGreaterThanOrEqual(2);

      fireEvent.click(within(dialog).getByRole("button", { name: "去处理" }));
      expect(screen.getByRole("status", { name: "当前页面" })).toHaveTextContent("/isystem/user");
    },
    LONG_TEST,
  );

  it(
    "offers no 去处理 for a message that does not open a page",
    async () => {
      serveBell(() => ({ annt: [notice("a1")], sys: [] }));
      renderBell();
      const popover = await openPopover(/1条未读/);
      fireEvent.click(within(popover).getByText("通告a1"));
      const dialog = await dialogTitled("通知消息");
      expect(within(dialog).getByRole("button", { name: /关\s*闭/ })).toBeInTheDocument();
      expect(within(dialog).queryByRole("button", { name: "去处理" })).toBeNull();
    },
    LONG_TEST,
  );

  it(
    "a permit message opens the application's details read-only",
    async () => {
      serveBell(() => ({
        annt: [],
        sys: [
          notice("s1", {
            titile: "通行证申请已通过",
            msgCategory: "2",
            openType: "component",
            openPage: "permit/ApplicationDetail",
            busType: "permit_application",
            busId: "p1",
          }),
        ],
      }));
      const asked: Record<string, string>[] = [];
      server.use(
        mock.get(`${API}/permit/application/queryById`, ({ request }) => {
          asked.push(queryOf(request));
          return HttpResponse.json({
            success: true,
            code: 200,
            message: "",
            result: { id: "p1", applicationNo: "TX20261126001", plateNo: "京A12345", status: "1" },
          });
        }),
        mock.get(`${API}/permit/application/history`, () =>
          HttpResponse.json({ success: true, code: 200, message: "", result: [] }),
        ),
        mock.get(`${API}/sys/dict/getDictItems/:code`, () =>
          HttpResponse.json({ success: true, code: 200, message: "", result: [] }),
        ),
      );
      renderBell();
      const popover = await openPopover(/1条未读/);
      fireEvent.click(within(popover).getByRole("tab", { name: "系统消息(1)" }));
      fireEvent.click(await within(popover).findByText("通行证申请已通过"));
      // A placeholder dialog shows while the application loads; the details dialog replaces it.
      const number = await screen.findByText("TX20261126001", {}, SLOW);
      const details = number.closest<HTMLElement>("[role=dialog]");
      if (!details) throw new Error("the application number shows outside a dialog");
      expect(within(details).getByText("详细信息")).toBeInTheDocument();
      expect(within(details).getByText("京A12345")).toBeInTheDocument();
      expect(asked.map((query) => query.id)).toEqual(["p1"]);
    },
    LONG_TEST,
  );
});

describe("where 去处理 leads", () => {
  const url = (openPage: string, extra: Partial<MessageItem> = {}) =>
    dealTarget(notice("a", { openType: "url", openPage, ...extra }));

  it("to a page of the app or another site, never a script", () => {
    expect(url("/permit/application")).toEqual({ path: "/permit/application" });
    expect(url("https://example.test/x")).toEqual({ url: "https://example.test/x" });
    expect(url("javascript:alert(1)")).toBeNull();
    expect(url("//evil.test/")).toBeNull();
    expect(dealTarget(notice("a", { openType: "component", openPage: "/x" }))).toBeNull();
  });

  it("nowhere for statuses 1, 3 and 4", () => {
    for (const status of ["1", "3", 4]) expect(url("/permit/application", { status })).toBeNull();
    expect(url("/permit/application", { status: "0" })).toEqual({ path: "/permit/application" });
  });
});

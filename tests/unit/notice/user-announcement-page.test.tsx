import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MessageItem } from "@/features/notice/notice-api";
import UserAnnouncementPage from "@/features/notice/user-announcement-page";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { renderWithRefine } from "../providers/with-refine";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

const SLOW = { timeout: 20_000 };
const LONG_TEST = 60_000;

const receipt = (id: string, readFlag: string): MessageItem => ({
  id: `send-${id}`,
  anntId: id,
  titile: `通告${id}`,
  msgContent: `<p>正文${id}</p>`,
  sender: "admin",
  priority: "M",
  readFlag,
  sendTime: "2026-11-26 10:00:00",
  msgCategory: "1",
});

interface Served {
  reads: Record<string, string>[];
  marked: unknown[];
  readAll: number;
}

function serveMessages(): Served {
  const served: Served = { reads: [], marked: [], readAll: 0 };
  let rows = [receipt("a1", "0"), receipt("a2", "1")];
  const ok = (result: unknown) =>
    HttpResponse.json({ success: true, code: 200, message: "全部已读", result });
  server.use(
    mock.get(`${API}/sys/sysAnnouncementSend/getMyAnnouncementSend`, ({ request }) => {
      const query = queryOf(request);
      served.reads.push(query);
      const found = rows.filter((row) => !query.readFlag || row.readFlag === query.readFlag);
      return ok({ records: found, total: found.length, current: 1, size: 10 });
    }),
    mock.put(`${API}/sys/sysAnnouncementSend/editByAnntIdAndUserId`, async ({ request }) => {
      served.marked.push(await request.json());
      return ok(null);
    }),
    mock.put(`${API}/sys/sysAnnouncementSend/readAll`, () => {
      served.readAll += 1;
      rows = rows.map((row) => ({ ...row, readFlag: "1" }));
      return ok(null);
    }),
    mock.get(`${API}/sys/dict/getDictItems/:code`, () =>
      ok([
        { value: "1", text: "通知公告", title: "通知公告" },
        { value: "2", text: "系统消息", title: "系统消息" },
      ]),
    ),
  );
  return served;
}

const rowOf = async (title: string) => {
  const cell = await screen.findByText(title, {}, SLOW);
  const row = cell.closest<HTMLElement>("tr");
  if (!row) throw new Error(`${title} is not in a table row`);
  return row;
};

beforeEach(() => {
  installUi();
});

describe("我的消息", () => {
  it(
    "lists the messages with their read state and searches by it",
    async () => {
      const served = serveMessages();
      renderWithRefine(<UserAnnouncementPage />);
      const unread = await rowOf("通告a1");
      expect(within(unread).getByText("未读")).toBeInTheDocument();
      expect(within(unread).getByText("重要消息")).toBeInTheDocument();
      expect(within(await rowOf("通告a2")).getByText("已读")).toBeInTheDocument();

      const search = screen.getByRole("search", { name: "查询条件" });
      fireEvent.mouseDown(within(search).getByRole("combobox", { name: "阅读状态" }));
      fireEvent.click(await screen.findByTitle("未读"));
      fireEvent.click(within(search).getByRole("button", { name: /查\s*询/ }));
      await waitFor(() => expect(served.reads.at(-1)?.readFlag).toBe("0"));
      await waitFor(() => expect(screen.queryByText("通告a2")).toBeNull(), SLOW);
    },
    LONG_TEST,
  );

  it(
    "查看 opens the message and marks it read",
    async () => {
      const served = serveMessages();
      renderWithRefine(<UserAnnouncementPage />);
      fireEvent.click(within(await rowOf("通告a1")).getByRole("button", { name: /查\s*看/ }));
      const dialog = await screen.findByRole("dialog", {}, SLOW);
      expect(within(dialog).getByText("通知消息")).toBeInTheDocument();
      expect(within(dialog).getByText("正文a1")).toBeInTheDocument();
      await waitFor(() => expect(served.marked).toEqual([{ anntId: "a1" }]));
    },
    LONG_TEST,
  );

  it(
    "全部标注已读 asks first, then marks everything read and reloads the list",
    async () => {
      const served = serveMessages();
      renderWithRefine(<UserAnnouncementPage />);
      await rowOf("通告a1");
      const readsBefore = served.reads.length;
      fireEvent.click(screen.getByRole("button", { name: "全部标注已读" }));
      const confirm = await screen.findByRole("dialog", {}, SLOW);
      expect(within(confirm).getByText("是否全部标注已读?")).toBeInTheDocument();
      fireEvent.click(within(confirm).getByRole("button", { name: /确\s*定/ }));
      await waitFor(() => expect(served.readAll).toBe(1));
      await waitFor(() => expect(served.reads.length).toBeGreaterThan(readsBefore), SLOW);
      await waitFor(() => expect(screen.queryByText("未读")).toBeNull(), SLOW);
    },
    LONG_TEST,
  );
});

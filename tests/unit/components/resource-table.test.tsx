import type { CrudFilter } from "@refinedev/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http as mock } from "msw";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ResourceTable } from "@/components/resource-table";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";
import { messages, renderWithRefine } from "../providers/with-refine";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

const users = Array.from({ length: 15 }, (_, index) => ({
  id: `u${index + 1}`,
  username: `user${index + 1}`,
}));

/**
 * Answers /sys/user/departUserList page by page, or what `fail` returns for a request; `estimated` answers
 * the total as the server does for a large list it only estimates.
 */
function serveUsers(
  fail: (query: Record<string, string>) => Response | undefined = () => undefined,
  estimated = false,
) {
  const seen: Record<string, string>[] = [];
  server.use(
    mock.get(`${API}/sys/user/departUserList`, ({ request }) => {
      const query = queryOf(request);
      seen.push(query);
      const failure = fail(query);
      if (failure) return failure;
      const page = Number(query.pageNo);
      const size = Number(query.pageSize);
      const found = users.filter((user) => !query.username || user.username === query.username);
      const records = found.slice((page - 1) * size, page * size);
      return HttpResponse.json({
        success: true,
        code: 200,
        message: "",
        result: { records, total: found.length, ...(estimated ? { totalEstimated: true } : {}) },
      });
    }),
  );
  return seen;
}

function DepartUsers() {
  const [search, setSearch] = useState<CrudFilter[]>([]);
  return (
    <>
      <button
        type="button"
        onClick={() => setSearch([{ field: "username", operator: "eq", value: "user3" }])}
      >
        查找
      </button>
      <ResourceTable
        resource="sys-user"
        list="/sys/user/departUserList"
        fixedFilter={{ depId: "d1" }}
        sorters={[{ field: "createTime", order: "desc" }]}
        search={search}
        rowKey="id"
        columns={[{ title: "用户账号", dataIndex: "username" }]}
      />
    </>
  );
}

function renderTable() {
  renderWithRefine(<DepartUsers />);
}

/** The pager is antd's simple one in jsdom (no media queries match), so pages are turned with its arrows. */
const nextPage = () => fireEvent.click(document.querySelector(".ant-pagination-next") as HTMLElement);

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
});

describe("ResourceTable", () => {
  it("sends the fixed filter, the fixed order and the page with every request", async () => {
    const seen = serveUsers();
    renderTable();
    expect(await screen.findByText("user1")).toBeInTheDocument();
    expect(screen.getByText("1-10 共15条")).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      depId: "d1",
      column: "createTime",
      order: "desc",
      pageNo: "1",
      pageSize: "10",
    });

    nextPage();
    expect(await screen.findByText("user11")).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ depId: "d1", pageNo: "2" });

    fireEvent.click(screen.getByText("查找"));
    await waitFor(() => expect(screen.queryByText("user11")).toBeNull());
    expect(screen.getByText("user3")).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ depId: "d1", username: "user3", pageNo: "1" });
  });

  it("says 共约 for a total the server only estimated", async () => {
    serveUsers(undefined, true);
    renderTable();
    expect(await screen.findByText("user1")).toBeInTheDocument();
    expect(screen.getByText("1-10 共约15条")).toBeInTheDocument();
  });

  it("keeps the rows shown before when a page fails with HTTP 500, shows the message once and retries", async () => {
    const ui = installUi();
    let failing = true;
    serveUsers((query) =>
      query.pageNo === "2" && failing
        ? HttpResponse.json({ success: false, code: 500, message: "数据库连接失败" }, { status: 500 })
        : undefined,
    );
    renderTable();
    expect(await screen.findByText("user1")).toBeInTheDocument();

    nextPage();
    await waitFor(() => expect(messages("数据库连接失败")).toHaveLength(1));
    expect(ui.notification.error).not.toHaveBeenCalled();
    expect(screen.getByText("user1")).toBeInTheDocument();
    expect(screen.getByText("1-10 共15条")).toBeInTheDocument();

    failing = false;
    nextPage();
    expect(await screen.findByText("user11")).toBeInTheDocument();
    expect(messages("数据库连接失败")).toHaveLength(1);
  });

  it("keeps the rows when a search is refused, and leaves an HTTP error the client showed to the client", async () => {
    const ui = installUi();
    serveUsers((query) => {
      if (query.username !== "user3") return undefined;
      return HttpResponse.json({ success: false, code: 404, message: "" }, { status: 404 });
    });
    renderTable();
    expect(await screen.findByText("user1")).toBeInTheDocument();

    fireEvent.click(screen.getByText("查找"));
    await waitFor(() => expect(ui.notification.error).toHaveBeenCalledTimes(1));
    expect(ui.notification.error.mock.calls[0][0]).toMatchObject({ description: "很抱歉，资源未找到!" });
    expect(screen.getByText("user1")).toBeInTheDocument();
    expect(screen.getByText("user10")).toBeInTheDocument();
    expect(document.querySelectorAll(".ant-message-notice")).toHaveLength(0);
  });
});

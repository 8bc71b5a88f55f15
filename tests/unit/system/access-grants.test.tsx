import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import { HttpResponse, http as mock } from "msw";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useMessageNotificationProvider } from "@/app/notification-provider";
import { uniqueRoleCode } from "@/features/role/role-api";
import { RoleAuthDrawer } from "@/features/role/role-auth-drawer";
import { dataProvider } from "@/providers/data-provider";
import { getSign } from "@/providers/http/sign";
import { validate } from "../components/validate-with-antd";
import { API, queryOf, server, setupMsw } from "../providers/msw";
import { installUi } from "../providers/test-ui";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

const ok = (result: unknown, message = "") => ({ success: true, code: 200, message, result });

const TREE = [
  {
    key: "sys",
    title: "系统管理",
    children: [
      { key: "role", title: "角色管理", children: [{ key: "role-add", title: "添加角色" }] },
      { key: "user", title: "用户管理" },
    ],
  },
];

interface Served {
  trees: Request[];
  grants: Request[];
  saves: { request: Request; body: unknown }[];
}

/** The role's menus: the tree (or `treeFailure`), its grants, and a save that answers `saveAnswer`. */
function serveGrants(treeFailure?: () => Response, saveAnswer = ok(null, "保存成功！")) {
  const served: Served = { trees: [], grants: [], saves: [] };
  server.use(
    mock.get(`${API}/sys/permission/queryTreeList`, ({ request }) => {
      served.trees.push(request);
      return treeFailure?.() ?? HttpResponse.json(ok({ treeList: TREE, ids: [] }));
    }),
    mock.get(`${API}/sys/permission/queryRolePermission`, ({ request }) => {
      served.grants.push(request);
      return HttpResponse.json(ok(["sys", "user"]));
    }),
    mock.post(`${API}/sys/permission/saveRolePermission`, async ({ request }) => {
      served.saves.push({ request, body: await request.clone().json() });
      return HttpResponse.json(saveAnswer);
    }),
  );
  return served;
}

function renderDrawer(onClose = vi.fn()) {
  render(
    <MemoryRouter>
      <ConfigProvider>
        <App>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            notificationProvider={useMessageNotificationProvider}
            options={{
              disableTelemetry: true,
              disableRouteChangeHandler: true,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            <RoleAuthDrawer role={{ id: "r1", roleName: "审计员" }} onClose={onClose} />
          </Refine>
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return onClose;
}

/** The antd messages on screen with this text. */
const messages = (text: string) =>
  [...document.querySelectorAll(".ant-message-notice")].filter((notice) => notice.textContent === text);

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
});

describe("role authorisation drawer", () => {
  it("reads the tree and the role's grants through refine and saves the diff, signed", async () => {
    const served = serveGrants();
    renderDrawer();
    expect(await screen.findByText("角色管理")).toBeInTheDocument();
    expect(queryOf(served.grants[0])).toMatchObject({ roleId: "r1" });
    expect(served.trees[0].headers.get("X-Sign")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "仅保存" }));
    await waitFor(() => expect(messages("保存成功！")).toHaveLength(1));
    const body = { roleId: "r1", permissionIds: "sys,user", lastpermissionIds: "sys,user" };
    expect(served.saves[0].body).toEqual(body);
    expect(served.saves[0].request.headers.get("X-Sign")).toBe(
      getSign("/sys/permission/saveRolePermission", body),
    );
    // The role's grants are read again after the save, wherever they show.
    await waitFor(() => expect(served.grants).toHaveLength(2));
  });

  it("shows a refused save as a warning with the server's message and stays open", async () => {
    serveGrants(undefined, {
      success: false,
      code: 500,
      message: "没有权限，请联系管理员授权",
      result: null,
    });
    const onClose = renderDrawer();
    expect(await screen.findByText("角色管理")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "保存并关闭" }));
    await waitFor(() => expect(messages("没有权限，请联系管理员授权")).toHaveLength(1));
    expect(document.querySelector(".ant-message-notice-warning")).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says why once when the tree fails to load, and shows no menus", async () => {
    installUi();
    serveGrants(() =>
      HttpResponse.json({ success: false, code: 500, message: "数据库连接失败" }, { status: 500 }),
    );
    renderDrawer();
    await waitFor(() => expect(messages("数据库连接失败")).toHaveLength(1));
    expect(await screen.findByText("没有匹配的菜单")).toBeInTheDocument();
    expect(screen.queryByText("角色管理")).toBeNull();
  });
});

describe("role code check", () => {
  it("asks the server through the data provider and shows its refusal", async () => {
    const seen: Request[] = [];
    server.use(
      mock.get(`${API}/sys/role/checkRoleCode`, ({ request }) => {
        seen.push(request);
        const taken = queryOf(request).roleCode === "admin";
        return HttpResponse.json(taken ? { success: false, code: 500, message: "角色编码已存在" } : ok(null));
      }),
    );
    expect(await validate([uniqueRoleCode], "admin")).toEqual(["角色编码已存在"]);
    expect(queryOf(seen[0])).toMatchObject({ roleCode: "admin" });
    expect(await validate([uniqueRoleCode], "auditor")).toEqual([]);
    expect(await validate([uniqueRoleCode], "")).toEqual([]);
    expect(seen).toHaveLength(2);
  });
});

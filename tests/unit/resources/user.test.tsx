import { type DataProvider, Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CrudPage } from "@/components/crud/crud-page";
import { formFields, listFields, rulesFor, searchFields } from "@/components/crud/fields";
import { declMeta } from "@/components/crud/resource-meta";
import type { CustomAction } from "@/components/crud/types";
import { userResource } from "@/features/user/user-resource";
import { accessControlProvider } from "@/providers/access-control";
import { ls, SYS_BUTTON_AUTH, ss, UI_CACHE_DB_DICT_DATA, USER_AUTH } from "@/providers/storage";
import { validate } from "../components/validate-with-antd";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

const http = vi.hoisted(() => ({
  getAction: vi.fn(),
  putAction: vi.fn(),
}));
vi.mock("@/providers/http/client", async (original) => ({
  ...(await original<typeof import("@/providers/http/client")>()),
  getAction: http.getAction,
  putAction: http.putAction,
}));

const custom = (key: string) =>
  (userResource.rowActions ?? []).find(
    (action): action is CustomAction => typeof action === "object" && action.key === key,
  );

afterEach(() => {
  cleanup();
  ls.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe("user resource declaration", () => {
  it("is the system/UserList page with the user: permission prefix and the /sys/user API", () => {
    expect(userResource).toMatchObject({
      name: "sys-user",
      component: "system/UserList",
      authPrefix: "user:",
    });
    expect(userResource.api).toEqual({
      list: "/sys/user/list",
      add: "/sys/user/add",
      edit: "/sys/user/edit",
      delete: "/sys/user/delete",
      deleteBatch: "/sys/user/deleteBatch",
      queryById: "/sys/user/queryById",
      exportXls: "/sys/user/exportXls",
      importExcel: "/sys/user/importExcel",
    });
  });

  it("lists the columns of the brief, searches five fields", () => {
    expect(listFields(userResource).map((field) => field.title)).toEqual([
      "用户账号",
      "用户姓名",
      "头像",
      "性别",
      "生日",
      "手机号",
      "部门",
      "状态",
      "创建时间",
    ]);
    expect(
      searchFields(userResource)
        .map((field) => field.dataIndex)
        .sort(),
    ).toEqual(["phone", "realname", "sex", "status", "username"].sort());
    const status = userResource.fields.find((field) => field.dataIndex === "status");
    expect(status).toMatchObject({ type: "dict", dict: "user_status" });
  });

  it("asks for the password and its confirmation only when adding; departments are edited too", () => {
    const create = formFields(userResource, "create").map((field) => field.dataIndex);
    const edit = formFields(userResource, "edit").map((field) => field.dataIndex);
    const shared = [
      "workNo",
      "post",
      "selectedroles",
      "selecteddeparts",
      "relTenantIds",
      "sex",
      "birthday",
      "phone",
      "email",
      "telephone",
    ];
    expect(create).toEqual(["username", "realname", "password", "confirmpassword", ...shared]);
    expect(edit).toEqual(["username", "realname", ...shared]);
    expect(userResource.fields.find((field) => field.dataIndex === "username")?.lockedOnEdit).toBe(true);
  });

  it("validates the username with the presets and, when adding, its uniqueness on the server", async () => {
    const username = userResource.fields.find((field) => field.dataIndex === "username")!;
    http.getAction.mockResolvedValue({ success: false, message: "用户账号已存在", code: 500, result: null });
    // The form stops at the first failure, so the server is asked only about a well-formed name.
    expect(await validate(rulesFor(username, "create"), "abc", {}, true)).toEqual(["长度4到18个字符"]);
    expect(http.getAction).not.toHaveBeenCalled();
    expect(await validate(rulesFor(username, "create"), "admin", {}, true)).toEqual(["用户账号已存在"]);
    expect(http.getAction).toHaveBeenCalledWith("/sys/user/checkOnlyUser", { username: "admin" });
    http.getAction.mockClear();
    expect(await validate(rulesFor(username, "edit"), "admin", {}, true)).toEqual([]);
    expect(http.getAction).not.toHaveBeenCalled();
  });

  it("checks phone, e-mail and the password confirmation with the form rules' messages", async () => {
    const field = (name: string) => userResource.fields.find((f) => f.dataIndex === name)!;
    expect(await validate(rulesFor(field("phone"), "create"), "12345")).toEqual(["请输入正确手机号"]);
    expect(await validate(rulesFor(field("phone"), "create"), "")).toEqual([]);
    expect(await validate(rulesFor(field("email"), "create"), "x@")).toEqual(["邮箱格式不正确"]);
    expect(
      await validate(rulesFor(field("confirmpassword"), "create"), "Abc@12345", { password: "Abc@123456" }),
    ).toEqual(["两次输入的密码不一样！"]);
    expect(await validate(rulesFor(field("realname"), "create"), "")).toEqual(["请输入用户姓名!"]);
  });

  it("freezes and unfreezes through PUT /sys/user/frozenBatch {ids, status}", async () => {
    const freeze = custom("freeze")!;
    const unfreeze = custom("unfreeze")!;
    expect(freeze.permission).toBe("user:frozenBatch");
    expect(freeze.visible?.({ id: "1", status: 1 })).toBe(true);
    expect(freeze.visible?.({ id: "1", status: "2" })).toBe(false);
    expect(unfreeze.visible?.({ id: "1", status: 2 })).toBe(true);
    http.putAction.mockResolvedValue({ success: true, message: "冻结成功!", code: 200, result: null });
    expect(await freeze.run?.([{ id: "a" }, { id: "b" }])).toEqual({ success: true, message: "冻结成功!" });
    expect(http.putAction).toHaveBeenCalledWith("/sys/user/frozenBatch", { ids: "a,b", status: "2" });
    await unfreeze.run?.([{ id: "a" }]);
    expect(http.putAction).toHaveBeenLastCalledWith("/sys/user/frozenBatch", { ids: "a", status: "1" });
  });
});

describe("user list with the real access rules", () => {
  const codes = ["user:add", "user:edit", "user:delete", "user:frozenBatch"];

  beforeEach(() => {
    ls.set(UI_CACHE_DB_DICT_DATA, {
      sex: [
        { value: "1", text: "男" },
        { value: "2", text: "女" },
      ],
      user_status: [
        { value: "1", text: "正常" },
        { value: "2", text: "冻结" },
      ],
    });
    ss.setJson(
      SYS_BUTTON_AUTH,
      codes.map((action) => ({ action, type: "1", status: "1" })),
    );
  });

  function renderList() {
    const provider = {
      getApiUrl: () => "",
      getList: async () => ({
        data: [
          {
            id: "u1",
            username: "zhangsan",
            realname: "张三",
            sex: 1,
            sex_dictText: "男",
            status: 1,
            status_dictText: "正常",
          },
          { id: "u2", username: "lisi", realname: "李四", sex: 2, status: 2 },
        ],
        total: 2,
      }),
    } as unknown as DataProvider;
    render(
      <MemoryRouter>
        <ConfigProvider>
          <App>
            <Refine
              dataProvider={provider}
              routerProvider={routerProvider}
              accessControlProvider={accessControlProvider}
              resources={[{ name: userResource.name, meta: declMeta(userResource) }]}
              options={{ disableTelemetry: true, disableRouteChangeHandler: true }}
            >
              <CrudPage resource={userResource} />
            </Refine>
          </App>
        </ConfigProvider>
      </MemoryRouter>,
    );
  }

  it("hides 新增 and 冻结 from a user granted only user:edit", async () => {
    ss.setJson(USER_AUTH, [{ action: "user:edit", type: "1" }]);
    renderList();
    expect(await screen.findByText("1-2 共2条")).toBeInTheDocument();
    expect(screen.getAllByText("编辑")).toHaveLength(2);
    expect(screen.queryByText("新增")).not.toBeInTheDocument();
    expect(screen.queryByText("删除")).not.toBeInTheDocument();
    expect(screen.queryByText("冻结", { selector: "button" })).not.toBeInTheDocument();
  });

  it("shows every action to a user holding every code, 冻结 or 解冻 by status", async () => {
    ss.setJson(
      USER_AUTH,
      codes.map((action) => ({ action, type: "1" })),
    );
    renderList();
    expect(await screen.findByText("新增")).toBeInTheDocument();
    expect(screen.getByText("冻结", { selector: "button" })).toBeInTheDocument();
    expect(screen.getByText("解冻", { selector: "button" })).toBeInTheDocument();
    expect(screen.getByText("正常", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(screen.getByText("冻结", { selector: ".ant-tag" })).toBeInTheDocument();
    // Each row's checkbox is named after the row's first column.
    expect(screen.getByRole("checkbox", { name: "选择 zhangsan" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "选择 lisi" })).toBeInTheDocument();
  });
});

import { type DataProvider, type GetListParams, Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMessageNotificationProvider } from "@/app/notification-provider";
import { CrudPage } from "@/components/crud/crud-page";
import { declMeta } from "@/components/crud/resource-meta";
import { defineResource } from "@/components/crud/types";
import { ls, UI_CACHE_DB_DICT_DATA } from "@/providers/storage";

// refine loads react-router's CommonJS build under vitest; share that one instance (one Router context).
vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

const demo = defineResource({
  name: "demo",
  component: "demo/DemoList",
  title: "示例",
  authPrefix: "demo:",
  api: {
    list: "/demo/list",
    add: "/demo/add",
    edit: "/demo/edit",
    delete: "/demo/delete",
    deleteBatch: "/demo/deleteBatch",
  },
  fields: [
    { dataIndex: "name", title: "名称", search: true, rules: [{ required: true, message: "请输入名称!" }] },
    { dataIndex: "sex", title: "性别", type: "dict", dict: "sex", search: true },
    { dataIndex: "age", title: "年龄", type: "number", search: true },
    { dataIndex: "code", title: "编码", search: "eq" },
    { dataIndex: "createTime", title: "创建时间", type: "datetime", sorter: true, form: false },
  ],
});

const records = Array.from({ length: 25 }, (_, index) => ({
  id: `id-${index + 1}`,
  name: `记录${index + 1}`,
  sex: index % 2 === 0 ? "1" : "2",
  age: 20 + index,
  code: `C${index + 1}`,
  createTime: "2024-01-01 10:00:00",
}));

function fakeProvider() {
  const lists: GetListParams[] = [];
  const deleteMany = vi.fn(async ({ ids }: { ids: unknown[] }) => ({ data: ids.map((id) => ({ id })) }));
  const provider = {
    getApiUrl: () => "",
    getList: async (params: GetListParams) => {
      lists.push(params);
      const page = params.pagination?.currentPage ?? 1;
      const size = params.pagination?.pageSize ?? 10;
      return { data: records.slice((page - 1) * size, page * size), total: records.length };
    },
    getOne: async () => ({ data: records[0] }),
    create: async () => ({ data: records[0] }),
    update: async () => ({ data: records[0] }),
    deleteOne: async () => ({ data: records[0] }),
    deleteMany,
  } as unknown as DataProvider;
  return { provider, lists, deleteMany };
}

function renderPage(allowed: (action: string) => boolean = () => true) {
  const fake = fakeProvider();
  render(
    <MemoryRouter initialEntries={["/demo"]}>
      <ConfigProvider locale={zhCN}>
        <App>
          <Refine
            dataProvider={fake.provider}
            routerProvider={routerProvider}
            accessControlProvider={{ can: async ({ action }) => ({ can: allowed(action) }) }}
            notificationProvider={useMessageNotificationProvider}
            resources={[{ name: "demo", meta: declMeta(demo) }]}
            options={{ disableTelemetry: true, disableRouteChangeHandler: true }}
          >
            <CrudPage resource={demo} />
          </Refine>
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return fake;
}

/** Text queries: role queries walk antd's whole table and dialogs, which is very slow under jsdom. */
const button = (text: RegExp) => screen.getByText(text).closest("button") as HTMLButtonElement;
const queryButton = (text: RegExp) => screen.queryByText(text)?.closest("button") ?? null;
const openBatchMenu = async () => {
  fireEvent.mouseEnter(button(/批量操作/));
  fireEvent.click(await screen.findByText("删除", { selector: ".ant-dropdown-menu-title-content" }));
};
const confirmDialog = async () => {
  await waitFor(() => expect(document.querySelector(".ant-modal-confirm")).not.toBeNull());
  return document.querySelector(".ant-modal-confirm") as HTMLElement;
};

beforeEach(() => {
  ls.set(UI_CACHE_DB_DICT_DATA, {
    sex: [
      { value: "1", text: "男" },
      { value: "2", text: "女" },
    ],
  });
});

afterEach(() => {
  cleanup();
  ls.clear();
});

describe("CRUD kit list page", () => {
  it("lists with the default sort, dictionary texts and the pagination text {from}-{to} 共{n}条", async () => {
    const { lists } = renderPage();
    expect(await screen.findByText("1-10 共25条")).toBeInTheDocument();
    expect(screen.getByText("记录1")).toBeInTheDocument();
    expect(screen.getAllByText("男").length).toBeGreaterThan(0);
    expect(lists[0].sorters).toEqual([{ field: "createTime", order: "desc" }]);
    expect(lists[0].pagination).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(lists[0].resource).toBe("demo");
    expect(lists[0].meta).toMatchObject({ api: demo.api });
  });

  it("turns search values into filters (contains for text, eq otherwise) and back to page 1", async () => {
    const { lists } = renderPage();
    await screen.findByText("1-10 共25条");
    fireEvent.change(screen.getByLabelText("名称"), { target: { value: " 记录2 " } });
    fireEvent.change(screen.getByLabelText("编码"), { target: { value: "C2" } });
    fireEvent.click(button(/^查\s*询$/));
    await waitFor(() => expect(lists.at(-1)?.filters?.length).toBe(2), { timeout: 10_000 });
    expect(lists.at(-1)?.filters).toEqual([
      { field: "name", operator: "contains", value: "记录2" },
      { field: "code", operator: "eq", value: "C2" },
    ]);
    expect(lists.at(-1)?.pagination).toMatchObject({ currentPage: 1 });

    fireEvent.click(button(/重\s*置/));
    await waitFor(() => expect(lists.at(-1)?.filters).toEqual([]));
    expect(screen.getByLabelText("名称")).toHaveValue("");
    expect(screen.getByLabelText("编码")).toHaveValue("");
  });

  it("folds more than three search fields behind 展开", async () => {
    renderPage();
    await screen.findByText("1-10 共25条");
    const toggle = button(/展开/);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(button(/收起/)).toHaveAttribute("aria-expanded", "true");
  });

  it("warns 请选择一条记录！ on batch delete with nothing selected", async () => {
    const { deleteMany } = renderPage();
    await screen.findByText("1-10 共25条");
    await openBatchMenu();
    expect(await screen.findByText("请选择一条记录！")).toBeInTheDocument();
    expect(deleteMany).not.toHaveBeenCalled();
  });

  it("names the header's select-all checkbox 全选, in Chinese like the rest", async () => {
    renderPage();
    await screen.findByText("1-10 共25条");
    // A role query over the whole table is slow in jsdom; the header's one checkbox is enough.
    const all = document.querySelector<HTMLInputElement>("thead input[type=checkbox]");
    expect(all?.getAttribute("aria-label")).toBe("全选");
  });

  it("asks 确定要删除这 N 项吗? and deletes the selected rows", async () => {
    const { deleteMany } = renderPage();
    await screen.findByText("1-10 共25条");
    const rows = [
      ...document.querySelectorAll<HTMLInputElement>("tr[data-row-key] input[type=checkbox]"),
    ].slice(0, 2);
    for (const row of rows) fireEvent.click(row);
    expect(document.querySelector(".crud-selection-bar")?.textContent).toContain("已选择 2 项");
    await openBatchMenu();
    const dialog = await confirmDialog();
    expect(within(dialog).getByText("确定要删除这 2 项吗?")).toBeInTheDocument();
    expect(within(dialog).getAllByText("确认删除").length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect(deleteMany).toHaveBeenCalled());
    expect(deleteMany.mock.calls[0][0]).toMatchObject({ resource: "demo", ids: ["id-1", "id-2"] });
  });

  it("shows 新增 only when access control allows create", async () => {
    renderPage((action) => action !== "create");
    await screen.findByText("1-10 共25条");
    expect(queryButton(/新\s*增/)).toBeNull();
    expect(screen.getAllByText("编辑").length).toBeGreaterThan(0);
  });

  it("opens the add form with its rules when 新增 is permitted", async () => {
    renderPage();
    await screen.findByText("1-10 共25条");
    fireEvent.click(button(/新\s*增/));
    const dialog = await waitFor(() => {
      const open = document.querySelector(".ant-modal") as HTMLElement;
      expect(open).not.toBeNull();
      return open;
    });
    expect(within(dialog).getByText("新增")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    expect(await within(dialog).findByText("请输入名称!", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("hides row actions and batch delete without edit/delete permission", async () => {
    renderPage((action) => action === "list");
    await screen.findByText("1-10 共25条");
    expect(screen.queryByText("编辑")).not.toBeInTheDocument();
    expect(queryButton(/批量操作/)).toBeNull();
    expect(screen.queryByText("操作")).not.toBeInTheDocument();
  });
});

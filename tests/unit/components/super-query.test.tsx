import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { superQueryFields } from "@/components/crud/super-query-fields";
import { defineResource } from "@/components/crud/types";
import {
  changeRule,
  encodeSuperQueryParams,
  isEmptyQuery,
  type SuperQueryField,
  selectField,
  toParams,
} from "@/components/super-query/conditions";
import { loadSavedQueries, savedQueryKey, saveQuery } from "@/components/super-query/saved-queries";
import { SuperQueryButton } from "@/components/super-query/super-query-button";
import { dataProvider } from "@/providers/data-provider";
import type { SuperQuery } from "@/providers/list-query";
import { ls, UI_CACHE_DB_DICT_DATA } from "@/providers/storage";
import { API, queryOf, rawQuery, server, setupMsw } from "../providers/msw";

vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

setupMsw();

const fields: SuperQueryField[] = [
  { value: "plateNo", text: "车牌号", type: "string" },
  { value: "status", text: "状态", type: "list", dictCode: "permit_entity_status" },
  { value: "seats", text: "座位数", type: "number" },
];

beforeEach(() => {
  ls.set(UI_CACHE_DB_DICT_DATA, {
    permit_entity_status: [
      { value: "1", text: "正常" },
      { value: "0", text: "停用" },
    ],
  });
});

afterEach(() => {
  cleanup();
  ls.clear();
});

describe("super query conditions", () => {
  it("builds the original's condition objects: arrays joined, empty lines dropped, ISNULL without value", () => {
    const status = selectField({ rule: "in" }, fields[1]);
    const lines = [
      { ...selectField({ rule: "eq" }, fields[0]), val: "京A" },
      { ...status, val: ["1", "0"] },
      {},
      { ...selectField({ rule: "ISNULL" }, fields[2]) },
    ] as Parameters<typeof toParams>[0];
    expect(toParams(lines)).toEqual([
      { rule: "eq", field: "plateNo", val: "京A", type: "string" },
      { rule: "in", field: "status", val: "1,0", type: "list", dictCode: "permit_entity_status" },
      { rule: "ISNULL", field: "seats", val: "", type: "number" },
    ]);
    expect(encodeSuperQueryParams(toParams(lines.slice(0, 1)))).toBe(
      "%5B%7B%22rule%22:%22eq%22,%22field%22:%22plateNo%22,%22val%22:%22%E4%BA%ACA%22,%22type%22:%22string%22%7D%5D",
    );
  });

  it("treats no line, or one incomplete line, as empty (不能查询空条件)", () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([{ rule: "eq" }])).toBe(true);
    expect(isEmptyQuery([{ rule: "eq", field: "plateNo", val: "" }])).toBe(true);
    expect(isEmptyQuery([{ rule: "ISNULL", field: "plateNo" }])).toBe(false);
    expect(isEmptyQuery([{ rule: "datein", field: "d", val: "," }])).toBe(true);
    expect(isEmptyQuery([{ rule: "datein", field: "d", val: "2024-01-01," }])).toBe(false);
  });

  it("keeps the first dictionary value when the rule leaves in; clears it for ISNULL", () => {
    const line = { ...selectField({ rule: "in" }, fields[1]), val: ["1", "0"] };
    expect(changeRule(line, "eq").val).toBe("1");
    expect(changeRule({ ...line, val: "0,1" }, "ne").val).toBe("0");
    expect(changeRule({ rule: "eq", field: "plateNo", val: "x" }, "ISNULL").val).toBeUndefined();
    expect(changeRule({ rule: "eq", field: "plateNo", val: "x" }, "like").val).toBe("x");
  });

  it("offers the declaration's list and search fields with their type and dictionary", () => {
    const decl = defineResource({
      name: "v",
      component: "v/List",
      title: "车辆",
      api: { list: "/v/list" },
      fixedFilter: { region: "east" },
      fields: [
        { dataIndex: "plateNo", title: "车牌号", search: true },
        { dataIndex: "status", title: "状态", type: "dict", dict: "s", render: () => null },
        { dataIndex: "seats", title: "座位数", type: "number" },
        { dataIndex: "validFrom", title: "起", type: "date", list: false, search: true },
        { dataIndex: "region", title: "区域", type: "dict", dict: "r" },
        { dataIndex: "password", title: "密码", type: "password" },
        { dataIndex: "ownerId", title: "车主", control: () => null },
        { dataIndex: "remark", title: "备注", list: false },
        { dataIndex: "vin", title: "车架号", list: false, superQuery: true },
      ],
    });
    expect(superQueryFields(decl)).toEqual([
      { value: "plateNo", text: "车牌号", type: "string" },
      { value: "status", text: "状态", type: "list", dictCode: "s" },
      { value: "seats", text: "座位数", type: "number" },
      { value: "validFrom", text: "起", type: "date" },
      { value: "vin", text: "车架号", type: "string" },
    ]);
  });
});

function renderButton(onSearch: (query: SuperQuery | null) => void, active = false) {
  render(
    <MemoryRouter initialEntries={["/permit/vehicle?x=1"]}>
      <ConfigProvider locale={zhCN}>
        <App>
          <SuperQueryButton fields={fields} active={active} onSearch={onSearch} />
        </App>
      </ConfigProvider>
    </MemoryRouter>,
  );
}

const dialog = async () =>
  waitFor(
    () => {
      const el = document.querySelector(".ant-modal:not(.ant-modal-confirm)") as HTMLElement | null;
      expect(el).not.toBeNull();
      return el as HTMLElement;
    },
    { timeout: 15_000 },
  );

/** Opens an antd Select by its aria-label and picks the option with this text. */
async function pick(label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === "INPUT") as HTMLElement;
  fireEvent.mouseDown(input.closest(".ant-select-selector") as HTMLElement);
  const items = await screen.findAllByText(option, { selector: ".ant-select-item-option-content" });
  fireEvent.click(items.at(-1) as HTMLElement);
}

const byText = (text: RegExp) => screen.getByText(text).closest("button") as HTMLButtonElement;
const KEY = savedQueryKey(undefined, "/permit/vehicle?x=1");

describe("super query builder", { timeout: 60_000 }, () => {
  it("opens 高级查询构造器 (width 1000), warns 不能查询空条件, and runs the built query", async () => {
    const onSearch = vi.fn();
    renderButton(onSearch);
    fireEvent.click(byText(/高级查询/));
    const modal = await dialog();
    expect(within(modal).getByText("高级查询构造器")).toBeInTheDocument();
    expect((modal as HTMLElement).style.width).toBe("1000px");
    fireEvent.click(byText(/^查\s*询$/));
    expect(await screen.findByText("不能查询空条件")).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await pick("第1行查询字段", "车牌号");
    await pick("第1行匹配规则", "以..开始");
    fireEvent.change(screen.getByLabelText("第1行查询值"), { target: { value: "京A" } });
    fireEvent.click(screen.getByLabelText("新增条件"));
    await pick("第2行查询字段", "状态");
    await pick("第2行查询值", "停用");
    await pick("过滤条件匹配", "OR（条件中的任意一个匹配）");
    fireEvent.click(byText(/^查\s*询$/));
    expect(onSearch).toHaveBeenCalledWith({
      matchType: "or",
      params: [
        { rule: "right_like", field: "plateNo", val: "京A", type: "string" },
        { rule: "eq", field: "status", val: "0", type: "list", dictCode: "permit_entity_status" },
      ],
    });

    // What the server receives: superQueryParams = encodeURI(JSON) encoded once more by the HTTP client.
    let request: Request | undefined;
    server.use(
      http.get(`${API}/permit/vehicle/list`, ({ request: r }) => {
        request = r;
        return HttpResponse.json({
          success: true,
          code: 200,
          message: "",
          result: { records: [], total: 0 },
        });
      }),
    );
    const query = onSearch.mock.calls[0][0] as SuperQuery;
    await dataProvider.getList({
      resource: "v",
      meta: { api: { list: "/permit/vehicle/list" }, superQuery: query },
    });
    const expected = JSON.stringify(query.params);
    expect(queryOf(request as Request).superQueryParams).toBe(encodeURI(expected));
    expect(queryOf(request as Request).superQueryMatchType).toBe("or");
    const wire = /superQueryParams=([^&]*)/.exec(rawQuery(request as Request))?.[1] ?? "";
    expect(wire.startsWith("%255B%257B%2522rule%2522")).toBe(true);
    expect(decodeURIComponent(wire)).toBe(encodeURI(expected));

    fireEvent.click(byText(/^重\s*置$/));
    expect(onSearch).toHaveBeenLastCalledWith(null);
    expect(screen.getAllByTestId("super-query-line")).toHaveLength(1);
  });

  it("saves under pro__JSuperQuerySaved_<route>, asks before overwriting a name, and reloads a saved query", async () => {
    const onSearch = vi.fn();
    ls.set(KEY, saveQuery([], "常用", "and", [{ rule: "eq", field: "plateNo", type: "string", val: "旧" }]));
    renderButton(onSearch, true);
    fireEvent.click(byText(/高级查询/));
    await dialog();
    fireEvent.click(byText(/保存查询条件/));
    expect(await screen.findByText("空条件不能保存")).toBeInTheDocument();

    await pick("第1行查询字段", "车牌号");
    fireEvent.change(screen.getByLabelText("第1行查询值"), { target: { value: "新" } });
    fireEvent.click(byText(/保存查询条件/));
    const nameInput = await screen.findByLabelText("保存的名称");
    fireEvent.click(within(nameInput.closest(".ant-modal") as HTMLElement).getByText(/^确\s*定$/));
    expect(await screen.findByText("保存名称不能为空")).toBeInTheDocument();

    fireEvent.change(nameInput, { target: { value: "常用" } });
    fireEvent.click(within(nameInput.closest(".ant-modal") as HTMLElement).getByText(/^确\s*定$/));
    const confirm = await waitFor(() => {
      const el = document.querySelector(".ant-modal-confirm") as HTMLElement | null;
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    expect(within(confirm).getByText("常用 已存在，是否覆盖？")).toBeInTheDocument();
    expect(loadSavedQueries(KEY)[0].records[0].val).toBe("旧");
    fireEvent.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(loadSavedQueries(KEY)[0].records[0].val).toBe("新"));
    expect(loadSavedQueries(KEY)).toHaveLength(1);
    const raw = JSON.parse(localStorage.getItem("pro__JSuperQuerySaved_/permit/vehicle?x=1") ?? "null");
    expect(raw).toEqual({
      value: [
        {
          title: "常用",
          matchType: "and",
          records: [{ rule: "eq", field: "plateNo", type: "string", val: "新" }],
        },
      ],
      expire: null,
    });
    expect(await screen.findByText("保存成功")).toBeInTheDocument();

    // A second name is added beside it; choosing a saved query loads its lines.
    fireEvent.change(screen.getByLabelText("第1行查询值"), { target: { value: "另一个" } });
    fireEvent.click(byText(/保存查询条件/));
    const second = await screen.findByLabelText("保存的名称");
    fireEvent.change(second, { target: { value: "第二个" } });
    fireEvent.keyDown(second, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(loadSavedQueries(KEY).map((q) => q.title)).toEqual(["常用", "第二个"]));
    fireEvent.click(byText(/^常用$/));
    await waitFor(() => expect(screen.getByLabelText("第1行查询值")).toHaveValue("新"));
  });
});

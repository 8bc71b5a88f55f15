import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasIncomplete,
  isEmptyQuery,
  newGroup,
  type SuperQueryField,
  type SuperQueryItem,
  toParams,
} from "@/components/super-query/conditions";
import { SuperQueryButton } from "@/components/super-query/super-query-button";
import { ls } from "@/providers/storage";
import { checkSavedRecords } from "../../../shared/saved-super-query";

vi.mock("react-router", async () =>
  (await import("node:module")).createRequire(import.meta.url)("react-router"),
);

afterEach(() => {
  cleanup();
  ls.clear();
});

const fields: SuperQueryField[] = [
  { value: "plateNo", text: "车牌号", type: "string" },
  { value: "ownerName", text: "车主姓名", type: "string" },
];

describe("super query groups", () => {
  it("sends a group as {matchType, children} among the lines; an empty group is left out", () => {
    const items: SuperQueryItem[] = [
      { rule: "right_like", field: "plateNo", type: "string", val: "京A" },
      {
        matchType: "or",
        children: [{ rule: "eq", field: "ownerName", type: "string", val: "甲" }, { rule: "eq" }],
      },
      newGroup(),
    ];
    expect(toParams(items)).toEqual([
      { rule: "right_like", field: "plateNo", val: "京A", type: "string" },
      { matchType: "or", children: [{ rule: "eq", field: "ownerName", val: "甲", type: "string" }] },
    ]);
    expect(hasIncomplete(items)).toBe(true);
  });

  it("a single group is empty until one of its lines is complete", () => {
    expect(isEmptyQuery([newGroup()])).toBe(true);
    expect(isEmptyQuery([{ matchType: "and", children: [{ rule: "eq", field: "plateNo", val: "x" }] }])).toBe(
      false,
    );
  });

  it("the shared save check keeps one level of groups and refuses a group inside a group", () => {
    const nested = [{ matchType: "or", children: [{ rule: "eq", field: "plateNo", val: "x", extra: 1 }] }];
    expect(checkSavedRecords(nested)).toEqual({
      records: [{ matchType: "or", children: [{ rule: "eq", field: "plateNo", val: "x" }] }],
    });
    expect(checkSavedRecords([{ matchType: "or", children: [{ matchType: "or", children: [] }] }])).toEqual({
      problem: "条件组不能再包含条件组",
    });
  });

  it("the builder adds a group with its own match and lines, and removes it", {
    timeout: 90_000,
  }, async () => {
    const onSearch = vi.fn();
    render(
      <MemoryRouter initialEntries={["/permit/vehicle"]}>
        <ConfigProvider locale={zhCN}>
          <App>
            <SuperQueryButton fields={fields} active={false} onSearch={onSearch} />
          </App>
        </ConfigProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText(/高级查询/).closest("button") as HTMLButtonElement);
    const add = await screen.findByText("添加条件组", undefined, { timeout: 30_000 });
    fireEvent.click(add.closest("button") as HTMLButtonElement);
    const group = screen.getByRole("group", { name: "条件组1" });
    expect(within(group).getByText("匹配")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("第1行查询值"), { target: { value: "京A" } });
    fireEvent.change(within(group).getByLabelText("第1组第1行查询值"), { target: { value: "甲" } });
    fireEvent.click(within(group).getByLabelText("新增条件"));
    expect(within(group).getAllByTestId("super-query-line")).toHaveLength(2);
    fireEvent.click(within(group).getByText("删除条件组").closest("button") as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByRole("group", { name: "条件组1" })).toBeNull());
  });
});

import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { TableProps } from "antd";
import { ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import type { ColumnType } from "antd/es/table/interface";
import type { Key } from "react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListTable } from "@/components/resource-table/list-table";

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  city: string;
}

const page1: Row[] = [
  { id: "a", name: "甲", city: "北京" },
  { id: "b", name: "乙", city: "上海" },
];
const page2: Row[] = [{ id: "c", name: "丙", city: "广州市天河区一个很长很长的地址" }];

const columns = (order: ColumnType<Row>["sortOrder"] = null): ColumnType<Row>[] => [
  {
    key: "name",
    dataIndex: "name",
    title: "名称",
    width: 100,
    fixed: "left",
    sorter: true,
    sortOrder: order,
  },
  { key: "city", dataIndex: "city", title: "城市", width: 120, ellipsis: true },
  { key: "__actions", title: "操作", width: 80, fixed: "right", render: (_v, row) => `编辑${row.name}` },
];

/** A list page's use: its own page, sort and chosen rows. */
function Harness({ onChange }: { onChange: TableProps<Row>["onChange"] }) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Row[]>([]);
  return (
    <ConfigProvider locale={zhCN}>
      <output>{chosen.map((row) => row.name).join(",")}</output>
      <ListTable<Row>
        rowKey="id"
        columns={columns()}
        dataSource={page === 1 ? page1 : page2}
        pagination={{ current: page, pageSize: 2, total: 3, showTotal: (total) => `共${total}条` }}
        onChange={(pagination, filters, sorter, extra) => {
          if (extra.action === "paginate") setPage(pagination.current ?? 1);
          onChange?.(pagination, filters, sorter, extra);
        }}
        rowSelection={{
          selectedRowKeys: chosen.map((row) => row.id) as Key[],
          onChange: (_keys, rows) => setChosen(rows),
          getTitleCheckboxProps: () => ({ "aria-label": "全选" }),
          getCheckboxProps: (row) => ({ "aria-label": `选择 ${row.name}` }),
        }}
        scroll={{ x: 332 }}
      />
    </ConfigProvider>
  );
}

describe("ListTable", () => {
  it("draws the columns and rows, keyed rows, fixed first and last columns and full text as a cut cell's title", () => {
    render(<Harness onChange={vi.fn()} />);
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["", "名称", "城市", "操作"]);
    const rows = document.querySelectorAll("tbody tr[data-row-key]");
    expect([...rows].map((row) => row.getAttribute("data-row-key"))).toEqual(["a", "b"]);
    expect(screen.getByRole("cell", { name: "甲" })).toHaveClass("lt-fix", "lt-fix-left-last");
    expect(screen.getByRole("cell", { name: "编辑甲" })).toHaveClass("lt-fix", "lt-fix-right-first");
    expect(screen.getByRole("cell", { name: "北京" })).toHaveAttribute("title", "北京");
    expect(screen.getByRole("table")).toHaveStyle({ width: "332px" });
  });

  it("cycles a column's sort through ascending, descending and none, by click or Enter, with antd's sorter shape", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ListTable<Row> rowKey="id" columns={columns(null)} dataSource={page1} onChange={onChange} />,
    );
    const header = screen.getByRole("columnheader", { name: "名称" });
    expect(header).toHaveAttribute("tabindex", "0");
    fireEvent.click(header);
    expect(onChange.mock.calls[0][2]).toMatchObject({ columnKey: "name", field: "name", order: "ascend" });
    expect(onChange.mock.calls[0][3]).toMatchObject({ action: "sort" });

    rerender(
      <ListTable<Row> rowKey="id" columns={columns("ascend")} dataSource={page1} onChange={onChange} />,
    );
    expect(screen.getByRole("columnheader", { name: "名称" })).toHaveAttribute("aria-sort", "ascending");
    fireEvent.keyDown(screen.getByRole("columnheader", { name: "名称" }), { key: "Enter" });
    expect(onChange.mock.calls[1][2]).toMatchObject({ order: "descend" });

    rerender(
      <ListTable<Row> rowKey="id" columns={columns("descend")} dataSource={page1} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole("columnheader", { name: "名称" }));
    expect(onChange.mock.calls[2][2]).toMatchObject({ order: null });
    // A column without a sorter is not a button.
    fireEvent.click(screen.getByRole("columnheader", { name: "城市" }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("keeps chosen rows across pages, and the header box chooses or clears the page's rows", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const chosen = () => screen.getByRole("status").textContent;
    fireEvent.click(screen.getByRole("checkbox", { name: "选择 乙" }));
    expect(chosen()).toBe("乙");
    expect(screen.getByRole("checkbox", { name: "全选" })).toHaveProperty("indeterminate", true);

    fireEvent.click(screen.getByTitle("2"));
    expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ current: 2, pageSize: 2 });
    expect(onChange.mock.calls.at(-1)?.[3]).toMatchObject({ action: "paginate" });
    fireEvent.click(screen.getByRole("checkbox", { name: "全选" }));
    expect(chosen()).toBe("乙,丙");

    fireEvent.click(screen.getByTitle("1"));
    expect(screen.getByRole("checkbox", { name: "选择 乙" })).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox", { name: "全选" }));
    expect(chosen()).toBe("丙,甲,乙");
    fireEvent.click(screen.getByRole("checkbox", { name: "全选" }));
    expect(chosen()).toBe("丙");
    expect(screen.getByText("共3条")).toBeInTheDocument();
  });

  it("shows 暂无数据 and no pager when there are no rows", async () => {
    render(
      <ConfigProvider locale={zhCN}>
        <ListTable<Row>
          rowKey="id"
          columns={columns()}
          dataSource={[]}
          pagination={{ current: 1, pageSize: 10, total: 0 }}
        />
      </ConfigProvider>,
    );
    const body = screen.getAllByRole("rowgroup")[1] as HTMLElement;
    expect(await within(body).findByText("暂无数据", { selector: "div" })).toBeInTheDocument();
    expect(document.querySelector(".ant-pagination")).toBeNull();
  });
});

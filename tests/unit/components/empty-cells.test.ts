import type { ColumnType } from "antd/es/table";
import { describe, expect, it } from "vitest";
import { withEmptyMarks } from "@/components/resource-table/empty-cells";

type Row = { costTime?: number | null; name?: string };

const render = (column: unknown, value: unknown) =>
  (column as ColumnType<Row>).render?.(value, {}, 0) ?? "no render";

describe("plain list cells", () => {
  it("show — when the row has no value and the value itself otherwise, 0 included", () => {
    const [cost] = withEmptyMarks<Row>([{ title: "耗时(毫秒)", dataIndex: "costTime" }]) ?? [];
    expect(render(cost, null)).toBe("—");
    expect(render(cost, undefined)).toBe("—");
    expect(render(cost, "  ")).toBe("—");
    expect(render(cost, 0)).toBe(0);
    expect(render(cost, 125)).toBe(125);
  });

  it("keep a column's own rendering, and leave columns without a data field alone", () => {
    const own = (value: unknown) => `[${String(value)}]`;
    const [named, action] =
      withEmptyMarks<Row>([
        { title: "名称", dataIndex: "name", render: own },
        { title: "操作", key: "action" },
      ]) ?? [];
    expect(render(named, null)).toBe("[null]");
    expect(render(action, null)).toBe("no render");
  });
});

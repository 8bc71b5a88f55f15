import { describe, expect, it } from "vitest";
import { searchToFilters } from "@/components/crud/fields";
import { hasRuleSyntax, searchFilter, searchValueText } from "@/components/crud/search-value";
import { defineResource } from "@/components/crud/types";
import { listQuery } from "@/providers/list-query";

describe("search value rules", () => {
  it("wraps a plain value by the field's rule", () => {
    expect(searchValueText("contains", "abc")).toBe("*abc*");
    expect(searchValueText("startswith", "abc")).toBe("abc*");
    expect(searchValueText("endswith", "abc")).toBe("*abc");
    expect(searchValueText("ne", "abc")).toBe("!abc");
    expect(searchValueText("ge", "5")).toBe(">=5");
    expect(searchValueText("le", "2024-01-01")).toBe("<=2024-01-01");
    expect(searchValueText("eq", " abc ")).toBe("abc");
  });

  it("keeps a value typed in the original's syntax as typed", () => {
    for (const typed of ["*abc*", "abc*", "*abc", "!abc", "a,b", ">=5", "<=5", ">= 5"]) {
      expect(hasRuleSyntax(typed)).toBe(true);
      expect(searchValueText("contains", typed)).toBe(typed.trim());
    }
    expect(hasRuleSyntax("*")).toBe(false);
    expect(hasRuleSyntax("abc")).toBe(false);
  });

  it("gives refine filters that the data provider sends as the original's query text", () => {
    const sent = (rule: Parameters<typeof searchFilter>[1], value: unknown) => {
      const filter = searchFilter("name", rule, value);
      return filter ? listQuery({ filters: [filter] }).name : undefined;
    };
    expect(sent("contains", "张")).toBe("*张*");
    expect(sent("startswith", "张")).toBe("张*");
    expect(sent("endswith", "张")).toBe("*张");
    expect(sent("ne", "张")).toBe("!张");
    expect(sent("ge", "5")).toBe(">=5");
    expect(sent("le", "5")).toBe("<=5");
    expect(sent("eq", "张")).toBe("张");
    expect(sent("contains", "张*")).toBe("张*");
    expect(sent("contains", "!张")).toBe("!张");
    expect(sent("contains", "张,李")).toBe("张,李");
    expect(sent("eq", ["1", "2"])).toBe("1,2");
    expect(sent("eq", 5)).toBe("5");
    expect(sent("contains", "   ")).toBeUndefined();
    expect(sent("contains", [])).toBeUndefined();
  });

  it("applies each declared field's rule when the search panel submits", () => {
    const decl = defineResource({
      name: "demo",
      component: "demo/DemoList",
      title: "示例",
      api: { list: "/demo/list" },
      fields: [
        { dataIndex: "name", title: "名称", search: true },
        { dataIndex: "code", title: "编码", search: "startswith" },
        { dataIndex: "age", title: "年龄", type: "number", search: "ge" },
        { dataIndex: "status", title: "状态", type: "dict", dict: "s", search: true },
        { dataIndex: "kind", title: "类别", search: "ne" },
        { dataIndex: "hidden", title: "不搜索" },
      ],
    });
    const filters = searchToFilters(decl, {
      name: " 王 ",
      code: "A1",
      age: 30,
      status: "1",
      kind: "x",
      hidden: "nope",
    });
    expect(listQuery({ filters })).toMatchObject({
      name: "*王*",
      code: "A1*",
      age: ">=30",
      status: "1",
      kind: "!x",
    });
    expect(listQuery({ filters }).hidden).toBeUndefined();
    expect(listQuery({ filters: searchToFilters(decl, { age: ">=30" }) }).age).toBe(">=30");
  });
});

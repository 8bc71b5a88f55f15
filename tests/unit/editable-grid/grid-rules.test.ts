// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages and placeholders hold the original's ${title}, ${key} and ${defaultValue}
import { describe, expect, it } from "vitest";
import { NAMED_PATTERNS, patternRegExp } from "@/components/editable-grid/grid-patterns";
import { checkCell, checkRows, countValues, firstFailure } from "@/components/editable-grid/grid-rules";
import type { GridColumn, GridRow, ValidateRule } from "@/components/editable-grid/grid-types";

const col = (rules: ValidateRule[], extra: Partial<GridColumn> = {}): GridColumn => ({
  key: "code",
  title: "编码",
  type: "input",
  validateRules: rules,
  ...extra,
});
const row = (value: unknown, id = "r1"): GridRow => ({ id, code: value });
const verdict = (pattern: string, value: string) =>
  checkCell(col([{ pattern, message: "bad" }]), row(value), 0);

describe("named patterns with the reference's verdicts", () => {
  const cases: [string, string, boolean][] = [
    ["money", "0", false],
    ["money", "0.", true],
    ["money", "0.5", true],
    ["money", "100.12", true],
    ["money", "100.123", false],
    ["money", "01", false],
    ["e", "jeecg@163.com", true],
    ["e", "a@qq.com", false],
    ["e", "a@b.cn", false],
    ["s6-18", "abc|de", true],
    ["s6-18", "abcde1", false],
    ["n", "1.", false],
    ["n", "-1.5", true],
    ["n", ".5", false],
    ["p", "012345", false],
    ["p", "100000", true],
    ["m", "12800138000", false],
    ["m", "13800138000", true],
    ["n6-16", "12345", false],
    ["n6-16", "123456", true],
    ["*6-16", "ab cd!", true],
    ["*6-16", "abcde", false],
    ["url", "http://example.com:8080/a?b=1#c", true],
    ["url", "http://exa mple.com", false],
    ["s", "Abc", true],
    ["s", "Ab1", false],
    ["z", "-12", true],
    ["z", "1.2", false],
  ];
  it.each(cases)("%s %j -> %s", (pattern, value, passes) => {
    expect(verdict(pattern, value)).toBe(passes ? undefined : "bad");
  });

  it("uses the original's regular expressions", () => {
    expect(NAMED_PATTERNS.m.source).toBe("^1[3456789]\\d{9}$");
    expect(NAMED_PATTERNS.p.source).toBe("^[1-9]\\d{5}$");
    expect(NAMED_PATTERNS.z.source).toBe("^-?\\d+$");
  });

  it("reads any other pattern as a regular expression, text or RegExp, compiled once", () => {
    expect(verdict("^A\\d$", "A1")).toBeUndefined();
    expect(verdict("^A\\d$", "B1")).toBe("bad");
    expect(patternRegExp("^x+$")).toBe(patternRegExp("^x+$"));
    expect(checkCell(col([{ pattern: /^\d+$/, message: "数字" }]), row("x"), 0)).toBe("数字");
  });

  it("skips patterns on empty cells, except * which means required", () => {
    expect(verdict("m", "")).toBeUndefined();
    expect(checkCell(col([{ pattern: "m" }]), row(undefined), 0)).toBeUndefined();
    expect(checkCell(col([{ pattern: "*", message: "必填" }]), row(""), 0)).toBe("必填");
    expect(checkCell(col([{ pattern: "*", message: "必填" }]), row("x"), 0)).toBeUndefined();
  });
});

describe("required, unique and the first failure", () => {
  it("required fails on empty with the default message naming the title", () => {
    expect(checkCell(col([{ required: true }]), row(""), 0)).toBe("编码不能为空");
    expect(checkCell(col([{ required: true }]), row(null), 0)).toBe("编码不能为空");
    expect(checkCell(col([{ required: true }]), row(0), 0)).toBeUndefined();
  });

  it("fills ${title}, ${key} and ${defaultValue} in messages", () => {
    const c = col([{ required: true, message: "${title}(${key})默认${defaultValue}" }], { defaultValue: 7 });
    expect(checkCell(c, row(""), 0)).toBe("编码(code)默认7");
  });

  it("unique: two rows with 'A' fail with the title substituted; two empty cells also fail", () => {
    const c = col([{ unique: true, message: "${title}不能重复" }]);
    const rows = [row("A", "1"), row("A", "2"), row("B", "3")];
    const errors = checkRows(rows, [c]) as Map<string, Record<string, string>>;
    expect(errors.get("1")).toEqual({ code: "编码不能重复" });
    expect(errors.get("2")).toEqual({ code: "编码不能重复" });
    expect(errors.has("3")).toBe(false);

    const empties = [row("", "1"), row(undefined, "2"), row("C", "3")];
    const e2 = checkRows(empties, [c]) as Map<string, Record<string, string>>;
    expect([...e2.keys()]).toEqual(["1", "2"]);
  });

  it("pattern 'only' is the unique rule", () => {
    const c = col([{ pattern: "only" }]);
    const rows = [row("x", "1"), row("x", "2")];
    expect(checkCell(c, rows[0], 0, countValues(rows, "code"))).toBe("编码不能重复");
  });

  it("shows the first failing rule's message", () => {
    const c = col([
      { required: true, message: "必填" },
      { pattern: "z", message: "整数" },
      { pattern: "^\\d{3}$", message: "三位" },
    ]);
    expect(checkCell(c, row(""), 0)).toBe("必填");
    expect(checkCell(c, row("1.5"), 0)).toBe("整数");
    expect(checkCell(c, row("12"), 0)).toBe("三位");
    expect(checkCell(c, row("123"), 0)).toBeUndefined();
  });

  it("firstFailure reports the first row, then the first column", () => {
    const a = col([{ required: true }]);
    const b: GridColumn = { key: "name", title: "名称", type: "input", validateRules: [{ required: true }] };
    const rows: GridRow[] = [
      { id: "1", code: "x", name: "y" },
      { id: "2", code: "x", name: "" },
      { id: "3", code: "", name: "" },
    ];
    const errors = checkRows(rows, [a, b]) as Map<string, Record<string, string>>;
    expect(firstFailure(errors, rows, [a, b])).toEqual({ rowIndex: 1, key: "name", message: "名称不能为空" });
  });
});

describe("custom handlers", () => {
  it("a handler answering at once gives a synchronous verdict", () => {
    const c = col([{ handler: ({ value }, cb) => cb(value !== "bad", "不行: ${title}") }]);
    expect(checkCell(c, row("ok"), 0)).toBeUndefined();
    expect(checkCell(c, row("bad"), 0)).toBe("不行: 编码");
  });

  it("a handler answering later makes the check wait, and the rules after it still run", async () => {
    const c = col([
      { handler: (_cell, cb) => setTimeout(() => cb(true), 1) },
      { pattern: "z", message: "整数" },
    ]);
    const pending = checkCell(c, row("x"), 0);
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toBe("整数");
    const errors = await checkRows([row("1", "a"), row("y", "b")], [c]);
    expect([...errors.keys()]).toEqual(["b"]);
  });
});

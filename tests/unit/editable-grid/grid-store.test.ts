// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages and placeholders hold the original's ${title}, ${key} and ${defaultValue}
import { describe, expect, it } from "vitest";
import { GridStore } from "@/components/editable-grid/grid-store";
import {
  FormValidationError,
  TabsValidationError,
  validateFormAndGrids,
  validateGrids,
} from "@/components/editable-grid/grid-tabs";
import type { GridColumn, GridRow } from "@/components/editable-grid/grid-types";

const plate: GridColumn = {
  key: "plate",
  title: "车牌号",
  type: "input",
  validateRules: [{ required: true }, { unique: true, message: "${title}不能重复" }],
};
const rows = (): GridRow[] => [
  { id: "1", plate: "京A1" },
  { id: "2", plate: "京A2" },
  { id: "3", plate: "京A3" },
];

describe("grid store", () => {
  it("a change tells the changed row only", () => {
    const store = new GridStore(rows(), [plate]);
    const told: string[] = [];
    for (const id of ["1", "2", "3"]) store.subscribeRow(id, () => told.push(id));
    const before = store.rowState("1");
    store.setCell("2", "plate", "京B2");
    expect(told).toEqual(["2"]);
    expect(store.rowState("1")).toBe(before);
    expect(store.rowState("2")?.row.plate).toBe("京B2");
  });

  it("a duplicate marks both rows, and correcting one clears both", () => {
    const store = new GridStore(rows(), [plate]);
    store.setCell("3", "plate", "京A1");
    expect(store.rowState("1")?.errors).toEqual({ plate: "车牌号不能重复" });
    expect(store.rowState("3")?.errors).toEqual({ plate: "车牌号不能重复" });
    store.setCell("3", "plate", "京A9");
    expect(store.rowState("1")?.errors).toBeUndefined();
    expect(store.rowState("3")?.errors).toBeUndefined();
  });

  it("Escape puts the value back as it was when the edit began", () => {
    const store = new GridStore(rows(), [plate]);
    store.beginEdit("1", "plate");
    expect(store.rowState("1")?.editing).toBe("plate");
    store.setCell("1", "plate", "x");
    store.endEdit(true);
    expect(store.rowState("1")?.row.plate).toBe("京A1");
    expect(store.rowState("1")?.editing).toBeUndefined();
  });

  it("validateAll marks every failing cell; a live update merges into the row with the same id", () => {
    const store = new GridStore([...rows(), { id: "4", plate: "" }], [plate]);
    const errors = store.validateAll() as Map<string, Record<string, string>>;
    expect([...errors.keys()]).toEqual(["4"]);
    expect(store.mergeRow({ id: "4", plate: "京C1" })).toBe(true);
    expect(store.rowState("4")?.errors).toBeUndefined();
    expect(store.mergeRow({ id: "x", plate: "1" })).toBe(false);
  });
});

describe("grids in tabs and form plus grids", () => {
  const ok = (values: Record<string, unknown>[]) => ({ getValues: () => Promise.resolve(values) });
  const bad = { getValues: () => Promise.reject(new Error("车牌号不能为空")) };

  it("checks one after another and reports the first failure's index and tab key", async () => {
    let thirdChecked = false;
    const third = {
      getValues: () => {
        thirdChecked = true;
        return Promise.resolve([]);
      },
    };
    const failure = await validateGrids([
      { key: "vehicles", grid: ok([{ a: 1 }]) },
      { key: "visitors", grid: bad },
      { key: "other", grid: third },
    ]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TabsValidationError);
    expect(failure).toMatchObject({ index: 1, tabKey: "visitors", message: "车牌号不能为空" });
    expect(thirdChecked).toBe(false);
    await expect(validateGrids([{ key: "a", grid: ok([{ x: 1 }]) }])).resolves.toEqual({ a: [{ x: 1 }] });
  });

  it("rejects when the form fails, before any grid", async () => {
    const form = { validateFields: () => Promise.reject(new Error("form")) };
    await expect(validateFormAndGrids(form, [{ key: "a", grid: ok([]) }])).rejects.toBeInstanceOf(
      FormValidationError,
    );
    const good = { validateFields: () => Promise.resolve({ title: "x" }) };
    await expect(validateFormAndGrids(good, [{ key: "a", grid: ok([{ y: 2 }]) }])).resolves.toEqual({
      form: { title: "x" },
      grids: { a: [{ y: 2 }] },
    });
  });
});

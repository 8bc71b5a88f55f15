import type { GridColumn, GridRow } from "@/components/editable-grid";

const kinds = [
  { value: "1", text: "小型车" },
  { value: "2", text: "大型车" },
  { value: "3", text: "货车" },
];

/** 20 columns of mixed types, with rules of every kind the grid checks. */
export function benchColumns(): GridColumn[] {
  const columns: GridColumn[] = [
    { key: "code", title: "编码", type: "input", validateRules: [{ required: true }, { unique: true }] },
    {
      key: "plate",
      title: "车牌号",
      type: "input",
      validateRules: [{ required: true }, { pattern: "^[\\u4e00-\\u9fa5][A-Z][A-Z0-9]{5,6}$" }],
    },
    {
      key: "mobile",
      title: "手机号",
      type: "input",
      validateRules: [{ pattern: "m", message: "请输入正确手机号" }],
    },
    { key: "email", title: "邮箱", type: "input", validateRules: [{ pattern: "e" }] },
    { key: "name", title: "姓名", type: "input", validateRules: [{ required: true }] },
    { key: "company", title: "单位", type: "input" },
    { key: "qty", title: "数量", type: "inputNumber", statistics: true, validateRules: [{ pattern: "z" }] },
    { key: "price", title: "金额", type: "inputNumber", validateRules: [{ pattern: "money" }] },
    { key: "weight", title: "重量", type: "inputNumber", validateRules: [{ pattern: "n" }] },
    { key: "kind", title: "车辆类型", type: "select", options: kinds, validateRules: [{ required: true }] },
    { key: "kinds", title: "准行类型", type: "list_multi", options: kinds },
    { key: "level", title: "等级", type: "radio", options: kinds },
    { key: "ok", title: "有效", type: "checkbox", customValue: ["Y", "N"] },
    { key: "meta", title: "标记", type: "checkbox_meta" },
    { key: "from", title: "开始日期", type: "date", validateRules: [{ required: true }] },
    { key: "to", title: "结束日期", type: "date" },
    { key: "at", title: "登记时间", type: "datetime" },
    { key: "time", title: "入场时间", type: "time" },
    { key: "remark", title: "备注", type: "textarea" },
    { key: "tags", title: "标签", type: "tags" },
  ];
  return columns;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

/** `count` rows; one in a hundred breaks a rule, so validate-all finds failures as in real use. */
export function benchRows(count: number): GridRow[] {
  const rows: GridRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const bad = i % 100 === 7;
    rows[i] = {
      id: `r${i}`,
      code: `C${pad(i, 6)}`,
      plate: bad ? "bad" : `京A${pad(i % 100000, 5)}`,
      mobile: `13${pad(i % 1000000000, 9)}`,
      email: `user${i}@example.com`,
      name: bad ? "" : `访客${i}`,
      company: `第${i % 37}单位`,
      qty: i % 9,
      price: `${i % 500}.5`,
      weight: `${(i % 70) + 0.25}`,
      kind: String((i % 3) + 1),
      kinds: "1,2",
      level: String((i % 3) + 1),
      ok: i % 2 === 0 ? "Y" : "N",
      meta: i % 3 === 0,
      from: `2026-0${(i % 9) + 1}-1${i % 9}`,
      to: "2026-12-31",
      at: `2026-11-2${i % 9} 08:${pad(i % 60, 2)}:00`,
      time: `0${i % 10}:30:00`,
      remark: i % 5 === 0 ? "一段较长的备注文字，用来看看省略号" : "",
      tags: "京A;沪B",
    };
  }
  return rows;
}

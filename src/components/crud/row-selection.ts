import type { CheckboxProps } from "antd";

type RowCheckProps = Partial<Omit<CheckboxProps, "checked" | "defaultChecked">>;

/**
 * Row-selection props that name each row's checkbox or radio for screen readers (`选择 张三`), and the
 * header's checkbox 全选 (antd names it in English whatever the locale). `nameOf` gives the text a
 * person would recognise the row by.
 */
export function namedRowChecks<T>(nameOf: (record: T) => unknown) {
  return {
    getTitleCheckboxProps: () => ({ "aria-label": "全选" }),
    getCheckboxProps: (record: T): RowCheckProps => {
      const name = nameOf(record);
      const text = typeof name === "string" || typeof name === "number" ? String(name) : "";
      const label = text ? `选择 ${text}` : "选择此行";
      // antd hands unknown props on to the input, but its type lists no aria attributes.
      const aria = { "aria-label": label };
      return { title: label, ...aria };
    },
  };
}

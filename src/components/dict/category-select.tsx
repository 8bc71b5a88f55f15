import { App, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import {
  categoryNames,
  checkTreeCondition,
  type DictTreeNode,
  type LabeledValue,
  loadCategoryChildren,
  loadCategoryRoot,
} from "@/providers/dict-lookups";
import { DictError } from "./dict-error";
import { withChildren } from "./tree-dict-select";
import { splitValues } from "./use-dict";

export interface CategorySelectProps {
  /** code of the category whose children are offered ('' for the top level) */
  pcode?: string;
  condition?: string;
  multiple?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** JCategorySelect: a category tree (sys_category) below `pcode`, children loaded on expand. */
export function CategorySelect({
  pcode = "",
  condition,
  multiple,
  value,
  onChange,
  placeholder = "请选择",
  disabled,
  id,
}: CategorySelectProps) {
  const { message } = App.useApp();
  const problem = checkTreeCondition(condition);
  const [nodes, setNodes] = useState<DictTreeNode[]>([]);
  const [labels, setLabels] = useState<LabeledValue[]>([]);

  useEffect(() => {
    if (problem) return;
    let live = true;
    loadCategoryRoot(pcode, condition)
      .then((roots) => live && setNodes(roots))
      .catch((e: unknown) => live && message.error(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [problem, pcode, condition, message]);

  const values = splitValues(value);
  const valueKey = values.join(",");
  useEffect(() => {
    if (valueKey === "") {
      setLabels([]);
      return;
    }
    let live = true;
    categoryNames(valueKey.split(",")).then((found) => live && setLabels(found));
    return () => {
      live = false;
    };
  }, [valueKey]);

  if (problem) return <DictError message={problem} />;
  const shown = values.map((v) => ({ value: v, label: labels.find((l) => l.value === v)?.label ?? v }));

  return (
    <TreeSelect
      id={id}
      allowClear
      labelInValue
      treeCheckable={multiple}
      treeCheckStrictly={multiple}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: "100%" }}
      treeData={nodes}
      value={multiple ? shown : shown[0]}
      loadData={async (node) => {
        const key = String(node.key);
        if (node.children) return;
        const children = await loadCategoryChildren(key).catch(() => []);
        setNodes((old) => withChildren(old, key, children));
      }}
      onChange={(next: LabeledValue | LabeledValue[] | undefined) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        setLabels(list.map((l) => ({ value: String(l.value), label: String(l.label) })));
        onChange?.(list.length ? list.map((l) => String(l.value)).join(",") : undefined);
      }}
    />
  );
}

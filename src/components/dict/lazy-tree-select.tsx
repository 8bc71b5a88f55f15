import { App, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import type { DictTreeNode, LabeledValue } from "@/providers/dict-lookups";
import { DictError } from "./dict-error";
import { splitValues } from "./use-dict";

export interface LazyTreeSelectProps {
  /** a configuration error shown instead of the select */
  problem?: string;
  /** the top level; keep it stable (memoised), it is loaded again when it changes */
  loadRoot: () => Promise<DictTreeNode[]>;
  /** the children of a node, on expand */
  loadChildren: (key: string) => Promise<DictTreeNode[]>;
  /** texts of stored values (a form opened on a stored record); keep it stable too */
  lookupLabels: (values: string[]) => Promise<LabeledValue[]>;
  multiple?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** What a tree dictionary widget takes as a form control. */
export type TreeSelectFieldProps = Pick<
  LazyTreeSelectProps,
  "multiple" | "value" | "onChange" | "placeholder" | "disabled" | "id"
>;

/** Replaces the children of `key` in a tree (immutably). */
export function withChildren(nodes: DictTreeNode[], key: string, children: DictTreeNode[]): DictTreeNode[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children, isLeaf: children.length === 0 }
      : n.children
        ? { ...n, children: withChildren(n.children, key, children) }
        : n,
  );
}

/** A tree select loaded level by level, holding one or several values as `a,b` (the tree dictionary widgets). */
export function LazyTreeSelect({
  problem,
  loadRoot,
  loadChildren,
  lookupLabels,
  multiple,
  value,
  onChange,
  placeholder = "请选择",
  disabled,
  id,
}: LazyTreeSelectProps) {
  const { message } = App.useApp();
  const [nodes, setNodes] = useState<DictTreeNode[]>([]);
  const [labels, setLabels] = useState<LabeledValue[]>([]);

  useEffect(() => {
    if (problem) return;
    let live = true;
    loadRoot()
      .then((roots) => live && setNodes(roots))
      .catch((e: unknown) => live && message.error(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [problem, loadRoot, message]);

  const values = splitValues(value);
  const valueKey = values.join(",");
  useEffect(() => {
    if (problem || valueKey === "") {
      setLabels([]);
      return;
    }
    let live = true;
    lookupLabels(valueKey.split(",")).then((found) => live && setLabels(found));
    return () => {
      live = false;
    };
  }, [problem, lookupLabels, valueKey]);

  if (problem) return <DictError message={problem} />;
  const shown = values.map((v) => ({ value: v, label: labels.find((l) => l.value === v)?.label ?? v }));

  return (
    <TreeSelect
      id={id}
      allowClear
      labelInValue
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={multiple}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: "100%" }}
      styles={{ popup: { root: { maxHeight: 400, overflow: "auto" } } }}
      treeData={nodes}
      value={multiple ? shown : shown[0]}
      loadData={async (node) => {
        const key = String(node.key);
        if (node.children) return;
        const children = await loadChildren(key).catch(() => []);
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

import { App, TreeSelect } from "antd";
import { useCallback, useEffect, useState } from "react";
import {
  checkTreeCondition,
  type DictTreeNode,
  type LabeledValue,
  loadTreeLevel,
  translateDict,
} from "@/providers/dict-lookups";
import { DictError } from "./dict-error";
import { splitValues } from "./use-dict";

export interface TreeDictSelectProps {
  /** `table,text,code` on the server's whitelist */
  dict?: string;
  pidField?: string;
  /** value of the root's parent (default: rows without a parent) */
  pidValue?: string;
  hasChildField?: string;
  /** a JSON object string of column = value conditions */
  condition?: string;
  multiple?: boolean;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

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

/** JTreeSelect: a tree dictionary loaded level by level, one or several values as `a,b`. */
export function TreeDictSelect({
  dict,
  pidField = "pid",
  pidValue = "",
  hasChildField,
  condition,
  multiple,
  value,
  onChange,
  placeholder = "请选择",
  disabled,
  id,
}: TreeDictSelectProps) {
  const { message } = App.useApp();
  const problem = !dict ? "字典Code不能为空!" : checkTreeCondition(condition);
  const [nodes, setNodes] = useState<DictTreeNode[]>([]);
  const [labels, setLabels] = useState<LabeledValue[]>([]);

  const level = useCallback(
    (pid: string) => loadTreeLevel({ dict: dict ?? "", pid, pidField, hasChildField, condition }),
    [dict, pidField, hasChildField, condition],
  );

  useEffect(() => {
    if (problem) return;
    let live = true;
    level(pidValue)
      .then((roots) => live && setNodes(roots))
      .catch((e: unknown) => live && message.error(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [problem, level, pidValue, message]);

  const values = splitValues(value);
  const valueKey = values.join(",");
  useEffect(() => {
    if (problem || valueKey === "") {
      setLabels([]);
      return;
    }
    let live = true;
    translateDict(dict ?? "", valueKey.split(",")).then((found) => live && setLabels(found));
    return () => {
      live = false;
    };
  }, [problem, dict, valueKey]);

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
        const children = await level(key).catch(() => []);
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

import { TreeSelect, type TreeSelectProps } from "antd";
import { useMemo } from "react";
import type { DepartNode } from "@/features/depart/depart-api";
import { useDepartTree } from "@/features/depart/use-depart-tree";

interface Option {
  value: string;
  title: string;
  children?: Option[];
}

/** Department nodes as tree options whose value is the org code (what the permit tables store). */
function toOptions(nodes: readonly DepartNode[]): Option[] {
  return nodes.map((node) => ({
    value: node.orgCode ?? node.id,
    title: node.departName,
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));
}

/** 所属部门: the department tree (refine's cached department list), stored as org code. */
export function DepartSelect(props: Omit<TreeSelectProps<string>, "treeData">) {
  const { nodes } = useDepartTree();
  const options = useMemo(() => toOptions(nodes), [nodes]);
  return (
    <TreeSelect<string>
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder="请选择所属部门"
      popupMatchSelectWidth={false}
      {...props}
      treeData={options}
    />
  );
}

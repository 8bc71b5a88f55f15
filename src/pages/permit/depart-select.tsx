import { TreeSelect, type TreeSelectProps } from "antd";
import { useEffect, useState } from "react";
import type { FieldDecl } from "@/components/crud/types";
import { type DepartNode, loadDepartTree } from "@/pages/system/depart/depart-api";

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

let cached: Promise<Option[]> | undefined;

/** 所属部门: the department tree, one request per page load, stored as org code. */
export function DepartSelect(props: Omit<TreeSelectProps<string>, "treeData">) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    cached ??= loadDepartTree().then(toOptions);
    cached
      .then((loaded) => live && setOptions(loaded))
      .catch(() => {
        cached = undefined;
      });
    return () => {
      live = false;
    };
  }, []);
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

/** The owning-department field of the permit resources: picked from the tree, listed by name. */
export const departField: FieldDecl = {
  dataIndex: "orgCode",
  title: "所属部门",
  search: "eq",
  width: 110,
  control: () => <DepartSelect />,
  render: (value, record) => String(record.orgCode_dictText || value || ""),
};

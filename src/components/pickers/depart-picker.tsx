import { Button, Empty, Input, Modal, Spin, Tree } from "antd";
import { type Key, useMemo, useState } from "react";
import { type DepartTreeNode, filterTree, flattenTree, useDepartNodes } from "./depart-tree";
import { PickerInput } from "./picker-input";
import type { PickerProps } from "./types";

export const DEPART_PICKER_WIDTH = 500;

/** The tree's checked keys: `{checked}` when parent and child are unlinked. */
type Checked = Key[] | { checked: Key[]; halfChecked: Key[] };
const checkedKeys = (c: Checked): string[] => (Array.isArray(c) ? c : c.checked).map(String);

/**
 * JSelectDepart: the department tree with a search box, checkable; with several values the check can be
 * linked (parent and children together) or unlinked. Stores ids, shows department names.
 */
export function DepartPicker({
  value,
  onChange,
  multi,
  onPick,
  placeholder = "请选择部门",
  disabled,
  id,
}: PickerProps) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [checked, setChecked] = useState<string[]>([]);
  const [linked, setLinked] = useState(false);
  const values = value ? value.split(",").filter(Boolean) : [];
  // The names of stored ids need the tree, which is small and read once (refine keeps it).
  const { nodes, loaded } = useDepartNodes({ enabled: open || values.length > 0 });
  const tree = loaded ? nodes : undefined;
  const all = useMemo(() => flattenTree(tree ?? []), [tree]);

  const labels = values.map((v) => all.find((n) => n.key === v)?.title ?? v);
  const shown = useMemo(() => filterTree(tree ?? [], keyword.trim()), [tree, keyword]);

  return (
    <>
      <PickerInput
        id={id}
        labels={tree ? labels : []}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => {
          setChecked(values);
          setKeyword("");
          setOpen(true);
        }}
        onClear={() => onChange?.(undefined)}
      />
      <Modal
        open={open}
        title="选择部门"
        width={DEPART_PICKER_WIDTH}
        okText="确定"
        cancelText="关闭"
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => {
          setOpen(false);
          const rows = checked
            .map((k) => all.find((n) => n.key === k))
            .filter((n): n is DepartTreeNode => !!n);
          onPick?.(rows.map((r) => ({ ...r })));
          onChange?.(checked.length ? checked.join(",") : undefined);
        }}
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            {multi && (
              <Button style={{ float: "left" }} onClick={() => setLinked(!linked)}>
                {linked ? "取消关联" : "父子关联"}
              </Button>
            )}
            <CancelBtn />
            <OkBtn />
          </>
        )}
      >
        <Input.Search
          allowClear
          placeholder="请输入部门名称"
          style={{ marginBottom: 8 }}
          onSearch={setKeyword}
          onChange={(e) => e.target.value === "" && setKeyword("")}
        />
        <div style={{ height: 400, overflow: "auto" }}>
          {tree === undefined ? (
            <Spin style={{ display: "block", marginTop: 80 }} />
          ) : shown.length === 0 ? (
            <Empty description="暂无数据" />
          ) : (
            <Tree<DepartTreeNode>
              checkable
              defaultExpandAll
              key={keyword}
              checkStrictly={!multi || !linked}
              treeData={shown}
              checkedKeys={checked}
              onCheck={(next, info) => {
                const keys = checkedKeys(next as Checked);
                // One department: the last one checked replaces the one before.
                setChecked(multi ? keys : info.checked ? [String(info.node.key)] : []);
              }}
              onSelect={(_, info) => {
                const key = String(info.node.key);
                if (!multi) setChecked([key]);
                else setChecked(checked.includes(key) ? checked.filter((k) => k !== key) : [...checked, key]);
              }}
            />
          )}
        </div>
      </Modal>
    </>
  );
}

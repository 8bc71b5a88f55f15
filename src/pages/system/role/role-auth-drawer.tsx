import { App, Button, Drawer, Empty, Input, Space, Spin, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useEffect, useMemo, useState } from "react";
import {
  displayChecks,
  indexTree,
  matchingKeys,
  type PermissionNode,
  parentKeys,
  savePayload,
  toggleKey,
} from "./permission-checks";
import { loadPermissionTree, loadRolePermissions, saveRolePermission } from "./role-api";

export interface RoleRef {
  id: string;
  roleName: string;
}

function toData(nodes: readonly PermissionNode[], keep?: ReadonlySet<string>): DataNode[] {
  return nodes
    .filter((node) => !keep || keep.has(node.key))
    .map((node) => ({
      key: node.key,
      title: node.title ?? "",
      children: node.children?.length ? toData(node.children, keep) : undefined,
    }));
}

/** 角色权限配置: the permission tree of one role, saved as a diff against what it loaded. */
export function RoleAuthDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const { message } = App.useApp();
  const [tree, setTree] = useState<PermissionNode[]>([]);
  const [initial, setInitial] = useState<Set<string>>(new Set());
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const index = useMemo(() => indexTree(tree), [tree]);

  useEffect(() => {
    let live = true;
    Promise.all([loadPermissionTree(), loadRolePermissions(role.id)])
      .then(([nodes, ids]) => {
        if (!live) return;
        setTree(nodes);
        setInitial(new Set(ids));
        setGranted(new Set(ids));
        setExpanded(parentKeys(indexTree(nodes)));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [role.id]);

  const matches = useMemo(() => matchingKeys(index, search), [index, search]);
  const treeData = useMemo(
    () => toData(tree, search.trim() ? new Set(matches) : undefined),
    [tree, search, matches],
  );

  const save = async (close: boolean) => {
    setSaving(true);
    try {
      const answer = await saveRolePermission(savePayload(role.id, granted, initial));
      if (!answer.success) {
        message.warning(answer.message || "保存失败");
        return;
      }
      message.success(answer.message || "保存成功！");
      // The next save is a diff against what is stored now.
      setInitial(new Set(granted));
      if (close) onClose();
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <Space style={{ display: "flex", justifyContent: "flex-end" }}>
      <Button onClick={onClose}>取消</Button>
      <Button loading={saving} onClick={() => void save(false)}>
        仅保存
      </Button>
      <Button type="primary" loading={saving} onClick={() => void save(true)}>
        保存并关闭
      </Button>
    </Space>
  );

  return (
    <Drawer open title={`角色权限配置：${role.roleName}`} width={650} onClose={onClose} footer={footer}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setExpanded(parentKeys(index))}>
          展开全部
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          折叠全部
        </Button>
        <Button size="small" onClick={() => setGranted(new Set(index.keys))}>
          全部勾选
        </Button>
        <Button size="small" onClick={() => setGranted(new Set())}>
          取消全选
        </Button>
      </Space>
      <Input.Search
        allowClear
        placeholder="搜索菜单或按钮"
        style={{ marginBottom: 12 }}
        onSearch={(value) => {
          setSearch(value);
          if (value.trim()) setExpanded(matchingKeys(index, value));
        }}
      />
      <Spin spinning={loading}>
        {treeData.length === 0 && !loading ? (
          <Empty description="没有匹配的菜单" />
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            checkedKeys={displayChecks(index, granted)}
            onCheck={(_keys, info) =>
              setGranted((now) => toggleKey(index, now, String(info.node.key), info.checked))
            }
          />
        )}
      </Spin>
    </Drawer>
  );
}

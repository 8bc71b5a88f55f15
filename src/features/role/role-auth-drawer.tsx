import { App, Button, Drawer, Empty, Input, Space, Spin, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useEffect, useMemo, useState } from "react";
import { DataRuleGrantDrawer } from "@/components/screen-kit/data-rule-grant";
import type { Answer } from "@/components/screen-kit/use-report-answer";
import type { JeecgResult } from "@/providers/http/client";
import {
  displayChecks,
  indexTree,
  matchingKeys,
  type PermissionNode,
  parentKeys,
  savePayload,
  toggleKey,
} from "./permission-checks";
import {
  loadPermissionTree,
  loadRoleDataRules,
  loadRolePermissions,
  saveRoleDataRules,
  saveRolePermission,
} from "./role-api";

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

/** Where a grant tree reads and writes: a role's, a department's or a department role's menus. */
export interface GrantSource {
  title: string;
  loadTree: () => Promise<PermissionNode[]>;
  loadGranted: () => Promise<string[]>;
  /** Saves the grants as a diff against what the editor started from. */
  save: (permissionIds: string, lastpermissionIds: string) => Promise<Answer>;
  dataRules?: {
    load: (
      permissionId: string,
    ) => Promise<JeecgResult<{ datarule?: { id: string; ruleName: string }[]; drChecked?: string }>>;
    save: (permissionId: string, dataRuleIds: string) => Promise<Answer>;
  };
}

/** 角色权限配置: the permission tree of one role (saveRolePermission), with data rules per menu. */
export function RoleAuthDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const source = useMemo<GrantSource>(
    () => ({
      title: `角色权限配置：${role.roleName}`,
      loadTree: loadPermissionTree,
      loadGranted: () => loadRolePermissions(role.id),
      save: (permissionIds, lastpermissionIds) =>
        saveRolePermission({ roleId: role.id, permissionIds, lastpermissionIds }),
      dataRules: {
        load: (permissionId) => loadRoleDataRules(permissionId, role.id),
        save: (permissionId, ids) => saveRoleDataRules(permissionId, role.id, ids),
      },
    }),
    [role],
  );
  return <GrantTreeDrawer source={source} onClose={onClose} />;
}

/** A permission tree with check, half-check, expand and search, saved as a diff against what it loaded. */
export function GrantTreeDrawer({ source, onClose }: { source: GrantSource; onClose: () => void }) {
  const { message } = App.useApp();
  const [tree, setTree] = useState<PermissionNode[]>([]);
  const [initial, setInitial] = useState<Set<string>>(new Set());
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [rulesOf, setRulesOf] = useState<{ key: string; title: string } | null>(null);
  const index = useMemo(() => indexTree(tree), [tree]);

  useEffect(() => {
    let live = true;
    Promise.all([source.loadTree(), source.loadGranted()])
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
  }, [source]);

  const matches = useMemo(() => matchingKeys(index, search), [index, search]);
  const treeData = useMemo(
    () => toData(tree, search.trim() ? new Set(matches) : undefined),
    [tree, search, matches],
  );

  const save = async (close: boolean) => {
    setSaving(true);
    try {
      const body = savePayload("", granted, initial);
      const answer = await source.save(body.permissionIds, body.lastpermissionIds);
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
    <Drawer open title={source.title} width={650} onClose={onClose} footer={footer}>
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
      <p style={{ color: "rgba(0,0,0,0.45)", margin: "0 0 12px" }}>
        勾选授予的菜单和按钮{source.dataRules ? "；点击已授权菜单的名称可配置其数据规则" : ""}。
      </p>
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
            // Clicking a saved grant's title opens its data rules.
            selectedKeys={rulesOf ? [rulesOf.key] : []}
            onSelect={(_keys, info) => {
              if (!source.dataRules) return;
              const key = String(info.node.key);
              if (!initial.has(key)) {
                message.info("请先勾选并保存该菜单，再配置数据规则");
                return;
              }
              setRulesOf({ key, title: index.titles.get(key) ?? "" });
            }}
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
      {rulesOf && source.dataRules && (
        <DataRuleGrantDrawer
          key={rulesOf.key}
          menuTitle={rulesOf.title}
          load={() => source.dataRules?.load(rulesOf.key) ?? Promise.reject()}
          save={(ids) => source.dataRules?.save(rulesOf.key, ids) ?? Promise.reject()}
          onClose={() => setRulesOf(null)}
        />
      )}
    </Drawer>
  );
}

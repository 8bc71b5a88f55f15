import { App, Button, Drawer, Empty, Input, Space, Spin, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useEffect, useMemo, useState } from "react";
import { useResourceRead } from "@/components/resource-table/use-resource-read";
import { DataRuleGrantDrawer } from "@/components/screen-kit/data-rule-grant";
import { useReportedAction } from "@/components/screen-kit/use-reported-action";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import type { GrantSource } from "./grant-source";
import {
  displayChecks,
  indexTree,
  matchingKeys,
  type PermissionNode,
  parentKeys,
  savePayload,
  toggleKey,
} from "./permission-checks";

const NO_NODES: PermissionNode[] = [];

function toData(nodes: readonly PermissionNode[], keep?: ReadonlySet<string>): DataNode[] {
  return nodes
    .filter((node) => !keep || keep.has(node.key))
    .map((node) => ({
      key: node.key,
      title: node.title ?? "",
      children: node.children?.length ? toData(node.children, keep) : undefined,
    }));
}

const idsOf = (result: unknown): string[] => (Array.isArray(result) ? result.map(String) : []);

/**
 * A permission tree with check, half-check, expand and search, saved as a diff against what it loaded. The
 * tree and the grants are refine reads: a failed read shows its message and keeps the answer shown before.
 * The editor starts from the grants once both reads have answered (a cached answer is read again first).
 */
export function GrantTreeDrawer({ source, onClose }: { source: GrantSource; onClose: () => void }) {
  const { message } = App.useApp();
  const treeRead = useResourceRead<{ treeList?: PermissionNode[] }>(source.tree);
  const grantedRead = useResourceRead<unknown>(source.granted);
  const run = useReportedAction(source.refreshes, { success: "保存成功！", failure: "保存失败" });
  const tree = treeRead.result?.treeList ?? NO_NODES;
  const [initial, setInitial] = useState<Set<string> | null>(null);
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [saving, setSaving] = useState(false);
  const [rulesOf, setRulesOf] = useState<{ key: string; title: string } | null>(null);
  const index = useMemo(() => indexTree(initial ? tree : NO_NODES), [tree, initial]);

  const ready = treeRead.settled && grantedRead.settled;
  const loadedTree = treeRead.result?.treeList;
  const loadedIds = grantedRead.result;
  useEffect(() => {
    if (initial || !ready || loadedTree === undefined || loadedIds === undefined) return;
    const ids = idsOf(loadedIds);
    setInitial(new Set(ids));
    setGranted(new Set(ids));
    setExpanded(parentKeys(indexTree(loadedTree)));
  }, [initial, ready, loadedTree, loadedIds]);

  const loading = initial === null && !ready;
  const matches = useMemo(() => matchingKeys(index, search), [index, search]);
  const treeData = useMemo(
    () => toData(initial ? tree : NO_NODES, search.trim() ? new Set(matches) : undefined),
    [tree, initial, search, matches],
  );

  const save = async (close: boolean) => {
    setSaving(true);
    try {
      const { permissionIds, lastpermissionIds } = savePayload("", granted, initial ?? new Set());
      const body = { ...source.save.body, permissionIds, lastpermissionIds };
      if (!(await run({ url: source.save.url, method: "post", body }))) return;
      // The next save is a diff against what is stored now.
      setInitial(new Set(granted));
      if (close) onClose();
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
      <p style={{ color: TERTIARY_TEXT, margin: "0 0 12px" }}>
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
              if (!initial?.has(key)) {
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
          grant={source.dataRules(rulesOf.key)}
          onClose={() => setRulesOf(null)}
        />
      )}
    </Drawer>
  );
}

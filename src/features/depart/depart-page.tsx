import { useDelete, useUpdate } from "@refinedev/core";
import { Button, Col, Empty, Input, Popconfirm, Row, Space, Spin, Tabs, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { useMemo, useState } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";
import { Panel } from "@/components/layout/panel";
import { useCode } from "@/components/screen-kit/use-code";
import { GrantTreeDrawer } from "@/features/role/grant-tree-drawer";
import { departGrantSource } from "./depart-access-api";
import { DepartAddModal } from "./depart-add-modal";
import type { DepartNode, DepartValues } from "./depart-api";
import { DepartDetails } from "./depart-details";
import { DepartRolesTab } from "./depart-roles-tab";
import { DepartUsersTab } from "./depart-users-tab";
import { DEPART_API, DEPART_RESOURCE as RESOURCE, useDepartTree } from "./use-depart-tree";

function toData(nodes: readonly DepartNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: node.title,
    children: node.children?.length ? toData(node.children) : undefined,
  }));
}

function find(nodes: readonly DepartNode[], key: string): DepartNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const below = find(node.children ?? [], key);
    if (below) return below;
  }
  return undefined;
}

type Adding = { parent?: DepartNode } | null;

/** 部门管理: the department tree on the left, the selected department's details on the right. */
export default function DepartPage() {
  const [keyWord, setKeyWord] = useState("");
  const { nodes: tree, loading } = useDepartTree(keyWord);
  const { mutateAsync: update } = useUpdate();
  const { mutate: remove } = useDelete();
  const [selectedKey, setSelectedKey] = useState<string>();
  const [adding, setAdding] = useState<Adding>(null);
  const canAdd = useCode(RESOURCE, "depart:add");
  const canEdit = useCode(RESOURCE, "depart:edit");
  const canDelete = useCode(RESOURCE, "depart:delete");
  const canUsers = useCode(RESOURCE, "depart:users");
  const canRoles = useCode(RESOURCE, "depart:role");
  const canAuthorize = useCode(RESOURCE, "depart:authorize");
  const [granting, setGranting] = useState(false);
  const selected = selectedKey ? find(tree, selectedKey) : undefined;
  // One department's grants: the drawer starts afresh for another department (its key).
  const grantSource = useMemo(
    () => (granting && selected ? departGrantSource(selected) : null),
    [granting, selected],
  );

  const save = async (values: DepartValues) => {
    if (!selected) return;
    await update({
      resource: RESOURCE,
      id: selected.id,
      values,
      meta: { api: DEPART_API },
      successNotification: successNotice(TEXT.edited),
      errorNotification: errorNotice,
    }).catch(() => undefined);
  };
  const removeSelected = () => {
    if (!selected) return;
    remove(
      {
        resource: RESOURCE,
        id: selected.id,
        meta: { api: DEPART_API },
        successNotification: successNotice(TEXT.deleted),
        errorNotification: errorNotice,
      },
      { onSuccess: () => setSelectedKey(undefined) },
    );
  };

  return (
    <Row gutter={16}>
      {/* Room for the tree's four buttons on one line. */}
      <Col xs={24} md={10} xl={9}>
        <Panel title="组织机构">
          <Space wrap style={{ marginBottom: 12 }}>
            {canAdd && (
              <Button type="primary" onClick={() => setAdding({})}>
                添加一级部门
              </Button>
            )}
            {canAdd && (
              <Button disabled={!selected} onClick={() => setAdding({ parent: selected })}>
                添加子部门
              </Button>
            )}
            {canAuthorize && (
              <Button disabled={!selected} onClick={() => setGranting(true)}>
                部门权限
              </Button>
            )}
            {canDelete && (
              <Popconfirm title="确定删除该部门吗?" disabled={!selected} onConfirm={removeSelected}>
                <Button danger disabled={!selected}>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
          <Input.Search
            allowClear
            placeholder="请输入部门名称"
            style={{ marginBottom: 12 }}
            onSearch={(value) => setKeyWord(value.trim())}
          />
          <Spin spinning={loading}>
            <Tree
              blockNode
              defaultExpandAll
              key={tree.length}
              treeData={toData(tree)}
              selectedKeys={selectedKey ? [selectedKey] : []}
              onSelect={(keys) => keys.length > 0 && setSelectedKey(String(keys[0]))}
            />
          </Spin>
        </Panel>
      </Col>
      <Col xs={24} md={14} xl={15}>
        <Panel title={selected ? selected.departName : "部门信息"}>
          {selected ? (
            <Tabs
              key={selected.id}
              destroyOnHidden
              items={[
                {
                  key: "info",
                  label: "基本信息",
                  children: <DepartDetails node={selected} canEdit={canEdit} onSave={save} />,
                },
                ...(canUsers
                  ? [{ key: "users", label: "部门用户", children: <DepartUsersTab departId={selected.id} /> }]
                  : []),
                ...(canRoles
                  ? [{ key: "roles", label: "部门角色", children: <DepartRolesTab departId={selected.id} /> }]
                  : []),
              ]}
            />
          ) : (
            <Empty description="请先在左侧选择一个部门" />
          )}
        </Panel>
      </Col>
      {grantSource && (
        <GrantTreeDrawer key={selected?.id} source={grantSource} onClose={() => setGranting(false)} />
      )}
      {adding && <DepartAddModal parent={adding.parent} onClosed={() => setAdding(null)} />}
    </Row>
  );
}

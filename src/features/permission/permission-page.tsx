import { PlusOutlined } from "@ant-design/icons";
import { useCreate, useDelete, useList, useUpdate } from "@refinedev/core";
import { Button, Divider, Popconfirm, Space, Table, Tag } from "antd";
import { useMemo, useState } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";
import { TextLink } from "@/components/crud/text-link";
import { Panel } from "@/components/layout/panel";
import { useLastLoaded } from "@/components/resource-table/use-last-loaded";
import { useCode } from "@/components/screen-kit/use-code";
import { MenuIcon } from "@/components/shell/icons";
import { DataRuleDrawer } from "./data-rule-drawer";
import { MenuFormDrawer } from "./menu-form-drawer";
import {
  MENU_API,
  MENU_TYPES,
  type MenuRow,
  type MenuValues,
  parentOptions,
  withoutEmptyChildren,
} from "./permission-api";

const RESOURCE = "sys-permission";

const notices = (success: string) => ({
  successNotification: successNotice(success),
  errorNotification: errorNotice,
});
type Editing = { row?: MenuRow; parentId?: string } | null;

const TYPE_COLORS = ["blue", "cyan", "orange"];

/** 菜单管理: the menu tree as a table, add/edit in a drawer, delete with its subtree. */
export default function PermissionPage() {
  // The whole menu tree at once; a failed reload keeps the tree shown before.
  const { result, query } = useList<MenuRow>({
    resource: RESOURCE,
    meta: { api: MENU_API },
    pagination: { mode: "off" },
    errorNotification: errorNotice,
  });
  const loaded = useLastLoaded(query.isSuccess ? result.data : undefined);
  const rows = useMemo(() => withoutEmptyChildren(loaded ?? []), [loaded]);
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const { mutate: remove } = useDelete();
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = useCode(RESOURCE, "permission:add");
  const canEdit = useCode(RESOURCE, "permission:edit");
  const canDelete = useCode(RESOURCE, "permission:delete");
  const canRules = useCode(RESOURCE, "permission:dataRule");
  const [rulesOf, setRulesOf] = useState<MenuRow | null>(null);

  const parents = useMemo(() => parentOptions(rows), [rows]);

  const save = async (values: MenuValues) => {
    const id = editing?.row?.id;
    const saved = id
      ? update({ resource: RESOURCE, id, values, meta: { api: MENU_API }, ...notices(TEXT.edited) })
      : create({ resource: RESOURCE, values, meta: { api: MENU_API }, ...notices(TEXT.created) });
    if (await saved.then(() => true).catch(() => false)) setEditing(null);
  };

  const columns = [
    { title: "菜单名称", dataIndex: "name", key: "name" },
    {
      title: "菜单类型",
      dataIndex: "menuType",
      key: "menuType",
      width: 100,
      render: (value: number) => (
        <Tag color={TYPE_COLORS[value]}>{MENU_TYPES.find((t) => t.value === value)?.label ?? value}</Tag>
      ),
    },
    {
      title: "图标",
      dataIndex: "icon",
      key: "icon",
      width: 70,
      align: "center" as const,
      render: (value: string | null) => (value ? <MenuIcon name={value} /> : null),
    },
    { title: "组件", dataIndex: "component", key: "component" },
    { title: "路径", dataIndex: "url", key: "url" },
    { title: "授权标识", dataIndex: "perms", key: "perms" },
    { title: "排序", dataIndex: "sortNo", key: "sortNo", width: 70 },
    {
      title: "操作",
      key: "action",
      width: 230,
      fixed: "right" as const,
      render: (_: unknown, row: MenuRow) => (
        <Space size={0} split={<Divider type="vertical" />}>
          {canEdit && <TextLink onClick={() => setEditing({ row })}>编辑</TextLink>}
          {canAdd && row.menuType !== 2 && (
            <TextLink onClick={() => setEditing({ parentId: row.id })}>添加下级</TextLink>
          )}
          {canRules && row.menuType !== 2 && <TextLink onClick={() => setRulesOf(row)}>数据规则</TextLink>}
          {canDelete && (
            <Popconfirm
              title="确定删除吗?"
              onConfirm={() =>
                remove({ resource: RESOURCE, id: row.id, meta: { api: MENU_API }, ...notices(TEXT.deleted) })
              }
            >
              <TextLink>删除</TextLink>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Panel>
      {canAdd && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({})}
        >
          新增
        </Button>
      )}
      <Table<MenuRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: "max-content" }}
      />
      {editing && (
        <MenuFormDrawer
          row={editing.row}
          parentId={editing.parentId}
          parents={parents}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {rulesOf && <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />}
    </Panel>
  );
}

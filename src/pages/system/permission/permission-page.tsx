import { PlusOutlined } from "@ant-design/icons";
import { Button, Divider, Popconfirm, Space, Table, Tag } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { Panel } from "@/components/layout/panel";
import { MenuIcon } from "@/components/shell/icons";
import { useCode } from "../shared/use-code";
import { type Answer, useReportAnswer } from "../shared/use-report-answer";
import { DataRuleDrawer } from "./data-rule-drawer";
import { MenuFormDrawer } from "./menu-form-drawer";
import {
  addMenu,
  deleteMenu,
  editMenu,
  loadMenus,
  MENU_TYPES,
  type MenuRow,
  type MenuValues,
  parentOptions,
  withoutEmptyChildren,
} from "./permission-api";

const RESOURCE = "sys-permission";
type Editing = { row?: MenuRow; parentId?: string } | null;

const TYPE_COLORS = ["blue", "cyan", "orange"];

/** 菜单管理: the menu tree as a table, add/edit in a drawer, delete with its subtree. */
export default function PermissionPage() {
  const reportAnswer = useReportAnswer();
  const [rows, setRows] = useState<MenuRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = useCode(RESOURCE, "permission:add");
  const canEdit = useCode(RESOURCE, "permission:edit");
  const canDelete = useCode(RESOURCE, "permission:delete");
  const canRules = useCode(RESOURCE, "permission:dataRule");
  const [rulesOf, setRulesOf] = useState<MenuRow | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(withoutEmptyChildren(await loadMenus()));
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const parents = useMemo(() => parentOptions(rows), [rows]);

  const report = async (call: Promise<Answer>) => {
    const ok = await reportAnswer(call);
    if (ok) await load();
    return ok;
  };

  const save = async (values: MenuValues) => {
    const id = editing?.row?.id;
    if (await report(id ? editMenu(id, values) : addMenu(values))) setEditing(null);
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
            <Popconfirm title="确定删除吗?" onConfirm={() => report(deleteMenu(row.id))}>
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
        loading={loading}
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

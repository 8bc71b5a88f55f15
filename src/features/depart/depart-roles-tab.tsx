import { PlusOutlined } from "@ant-design/icons";
import { useDelete } from "@refinedev/core";
import { Button, Divider, Form, Input, Popconfirm, Space } from "antd";
import { useMemo, useState } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";
import { TextLink } from "@/components/crud/text-link";
import { ResourceTable } from "@/components/resource-table";
import { ResourceFormModal } from "@/components/resource-table/resource-form-modal";
import { type Row, text } from "@/components/screen-kit/row";
import { GrantTreeDrawer } from "@/features/role/grant-tree-drawer";
import { type DepartRoleValues, departRoleGrantSource } from "./depart-access-api";

const CODE = /^[A-Za-z0-9_]+$/;

const ROLE_API = {
  list: "/sys/sysDepartRole/list",
  add: "/sys/sysDepartRole/add",
  edit: "/sys/sysDepartRole/edit",
  delete: "/sys/sysDepartRole/delete",
};

function RoleForm({ departId, row, onClosed }: { departId: string; row?: Row; onClosed: () => void }) {
  return (
    <ResourceFormModal<DepartRoleValues>
      resource="sys-depart-role"
      api={ROLE_API}
      id={row ? text(row.id) : undefined}
      initialValues={row}
      fixedValues={{ departId }}
      title={row ? "编辑部门角色" : "新增部门角色"}
      name="depart-role"
      onClosed={onClosed}
    >
      <Form.Item
        name="roleName"
        label="部门角色名称"
        rules={[
          { required: true, message: "请输入部门角色名称!" },
          { min: 2, max: 30, message: "长度在 2 到 30 个字符" },
        ]}
      >
        <Input placeholder="请输入部门角色名称" />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label="部门角色编码"
        rules={[
          { required: true, message: "请输入部门角色编码!" },
          { pattern: CODE, message: "只允许字母、数字、下划线" },
        ]}
      >
        <Input placeholder="请输入部门角色编码" maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input.TextArea rows={3} maxLength={255} />
      </Form.Item>
    </ResourceFormModal>
  );
}

/** 部门角色: a department's own roles, each with its menus (out of the department's) and data rules. */
export function DepartRolesTab({ departId }: { departId: string }) {
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [granting, setGranting] = useState<Row | null>(null);
  const { mutate: remove } = useDelete();
  const source = useMemo(
    () =>
      granting
        ? departRoleGrantSource(departId, { id: text(granting.id), roleName: text(granting.roleName) })
        : null,
    [departId, granting],
  );

  const columns = [
    { title: "部门角色名称", dataIndex: "roleName", key: "roleName" },
    { title: "部门角色编码", dataIndex: "roleCode", key: "roleCode" },
    { title: "描述", dataIndex: "description", key: "description" },
    {
      title: "操作",
      key: "action",
      width: 160,
      render: (_: unknown, row: Row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <TextLink onClick={() => setEditing({ row })}>编辑</TextLink>
          <TextLink onClick={() => setGranting(row)}>授权</TextLink>
          <Popconfirm
            title="确定删除吗?"
            onConfirm={() =>
              remove({
                resource: "sys-depart-role",
                id: text(row.id),
                meta: { api: ROLE_API },
                successNotification: successNotice(TEXT.deleted),
                errorNotification: errorNotice,
              })
            }
          >
            <TextLink>删除</TextLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ marginBottom: 12 }}
        onClick={() => setEditing({})}
      >
        新增部门角色
      </Button>
      <ResourceTable<Row>
        resource="sys-depart-role"
        list={ROLE_API.list}
        fixedFilter={{ deptId: departId }}
        size="middle"
        rowKey={(row) => text(row.id)}
        columns={columns}
        locale={{ emptyText: "该部门暂无角色" }}
      />
      {editing && <RoleForm departId={departId} row={editing.row} onClosed={() => setEditing(null)} />}
      {source && <GrantTreeDrawer key={source.title} source={source} onClose={() => setGranting(null)} />}
    </>
  );
}

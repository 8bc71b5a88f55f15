import { PlusOutlined } from "@ant-design/icons";
import { Button, Divider, Form, Input, Popconfirm, Space, Table } from "antd";
import { useMemo, useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { GrantTreeDrawer } from "../role/role-auth-drawer";
import { FormModal } from "../shared/form-modal";
import { type Row, text, usePagedList } from "../shared/use-paged-list";
import { useReportAnswer } from "../shared/use-report-answer";
import {
  addDepartRole,
  type DepartRoleValues,
  deleteDepartRole,
  departRoleGrantSource,
  editDepartRole,
} from "./depart-access-api";

const CODE = /^[A-Za-z0-9_]+$/;

function RoleForm({
  row,
  onSave,
  onCancel,
}: {
  row?: Row;
  onSave: (values: DepartRoleValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<DepartRoleValues>();
  return (
    <FormModal title={row ? "编辑部门角色" : "新增部门角色"} form={form} onSave={onSave} onCancel={onCancel}>
      <Form form={form} name="depart-role" layout="vertical" initialValues={row} autoComplete="off">
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
      </Form>
    </FormModal>
  );
}

/** 部门角色: a department's own roles, each with its menus (out of the department's) and data rules. */
export function DepartRolesTab({ departId }: { departId: string }) {
  const reportAnswer = useReportAnswer();
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [granting, setGranting] = useState<Row | null>(null);
  const list = usePagedList("/sys/sysDepartRole/list", { deptId: departId });
  const source = useMemo(
    () =>
      granting
        ? departRoleGrantSource(departId, { id: text(granting.id), roleName: text(granting.roleName) })
        : null,
    [departId, granting],
  );

  const save = async (values: DepartRoleValues) => {
    const id = editing?.row ? text(editing.row.id) : "";
    if (await reportAnswer(id ? editDepartRole(id, values) : addDepartRole(departId, values))) {
      setEditing(null);
      list.reload();
    }
  };

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
            onConfirm={async () => {
              if (await reportAnswer(deleteDepartRole(text(row.id)))) list.reload();
            }}
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
      <Table<Row>
        size="middle"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        locale={{ emptyText: "该部门暂无角色" }}
        pagination={list.pagination}
      />
      {editing && <RoleForm row={editing.row} onSave={save} onCancel={() => setEditing(null)} />}
      {source && <GrantTreeDrawer key={source.title} source={source} onClose={() => setGranting(null)} />}
    </>
  );
}

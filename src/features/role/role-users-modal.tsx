import { Button, Modal, Popconfirm } from "antd";
import { useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { ResourceTable } from "@/components/resource-table";
import { useResourceAction } from "@/components/resource-table/use-resource-action";
import { type Row, text } from "@/components/screen-kit/row";
import type { RoleRef } from "./role-auth-drawer";
import { UserPickerModal } from "./user-picker-modal";

/** 角色用户: the users holding one role, with 添加用户 and 移除. */
export function RoleUsersModal({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const [picking, setPicking] = useState(false);
  const run = useResourceAction(["sys-user"]);

  const remove = (userId: string) =>
    run({ url: "/sys/user/deleteUserRole", method: "delete", query: { roleId: role.id, userId } });

  const add = async (userIds: string[]) => {
    const body = { roleId: role.id, userIdList: userIds };
    if (await run({ url: "/sys/user/addSysUserRole", method: "post", body })) setPicking(false);
  };

  const columns = [
    { title: "用户账号", dataIndex: "username" },
    { title: "用户姓名", dataIndex: "realname" },
    { title: "状态", dataIndex: "status_dictText" },
    {
      title: "操作",
      key: "action",
      width: 90,
      render: (_: unknown, row: Row) => (
        <Popconfirm title="确定移除该用户吗?" onConfirm={() => remove(text(row.id))}>
          <TextLink>移除</TextLink>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Modal open title={`角色用户：${role.roleName}`} width={800} footer={null} onCancel={onClose}>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setPicking(true)}>
        添加用户
      </Button>
      <ResourceTable<Row>
        resource="sys-user"
        list="/sys/user/userRoleList"
        fixedFilter={{ roleId: role.id }}
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
      />
      {picking && <UserPickerModal onOk={add} onCancel={() => setPicking(false)} />}
    </Modal>
  );
}

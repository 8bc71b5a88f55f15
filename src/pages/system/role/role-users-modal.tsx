import { Button, Modal, Popconfirm, Table } from "antd";
import { useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { type Row, text, usePagedList } from "../shared/use-paged-list";
import { useReportAnswer } from "../shared/use-report-answer";
import { addRoleUsers, removeRoleUser } from "./role-api";
import type { RoleRef } from "./role-auth-drawer";
import { UserPickerModal } from "./user-picker-modal";

/** 角色用户: the users holding one role, with 添加用户 and 移除. */
export function RoleUsersModal({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const reportAnswer = useReportAnswer();
  const [picking, setPicking] = useState(false);
  const list = usePagedList("/sys/user/userRoleList", { roleId: role.id });

  const remove = async (userId: string) => {
    if (await reportAnswer(removeRoleUser(role.id, userId))) list.reload();
  };

  const add = async (userIds: string[]) => {
    if (await reportAnswer(addRoleUsers(role.id, userIds))) {
      setPicking(false);
      list.reload();
    }
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
      <Table<Row>
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
      {picking && <UserPickerModal onOk={add} onCancel={() => setPicking(false)} />}
    </Modal>
  );
}

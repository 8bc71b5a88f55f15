import { PlusOutlined } from "@ant-design/icons";
import { Button, Popconfirm, Table } from "antd";
import { useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { UserPickerModal } from "../role/user-picker-modal";
import { type Row, text, usePagedList } from "../shared/use-paged-list";
import { useReportAnswer } from "../shared/use-report-answer";
import { addDepartUsers, removeDepartUser } from "./depart-access-api";

/** 部门用户: the users of one department, 添加已有用户 and 取消关联. */
export function DepartUsersTab({ departId }: { departId: string }) {
  const reportAnswer = useReportAnswer();
  const [picking, setPicking] = useState(false);
  const list = usePagedList("/sys/user/departUserList", { depId: departId });

  const columns = [
    { title: "用户账号", dataIndex: "username", key: "username" },
    { title: "用户姓名", dataIndex: "realname", key: "realname" },
    { title: "手机号", dataIndex: "phone", key: "phone" },
    { title: "状态", dataIndex: "status_dictText", key: "status" },
    {
      title: "操作",
      key: "action",
      width: 100,
      render: (_: unknown, row: Row) => (
        <Popconfirm
          title="确定取消该用户与部门的关联吗?"
          onConfirm={async () => {
            if (await reportAnswer(removeDepartUser(departId, text(row.id)))) list.reload();
          }}
        >
          <TextLink>取消关联</TextLink>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ marginBottom: 12 }}
        onClick={() => setPicking(true)}
      >
        添加已有用户
      </Button>
      <Table<Row>
        size="middle"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        locale={{ emptyText: "该部门暂无用户" }}
        pagination={list.pagination}
      />
      {picking && (
        <UserPickerModal
          onCancel={() => setPicking(false)}
          onOk={async (userIds) => {
            if (await reportAnswer(addDepartUsers(departId, userIds))) {
              setPicking(false);
              list.reload();
            }
          }}
        />
      )}
    </>
  );
}

import { PlusOutlined } from "@ant-design/icons";
import { Button, Popconfirm } from "antd";
import { useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { ResourceTable } from "@/components/resource-table";
import { useResourceAction } from "@/components/resource-table/use-resource-action";
import { type Row, text } from "@/components/screen-kit/row";
import { UserPickerModal } from "@/features/role/user-picker-modal";

/** 部门用户: the users of one department, 添加已有用户 and 取消关联. */
export function DepartUsersTab({ departId }: { departId: string }) {
  const [picking, setPicking] = useState(false);
  const run = useResourceAction(["sys-user"]);

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
          onConfirm={() =>
            run({
              url: "/sys/user/deleteUserInDepart",
              method: "delete",
              query: { depId: departId, userId: text(row.id) },
            })
          }
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
      <ResourceTable<Row>
        resource="sys-user"
        list="/sys/user/departUserList"
        fixedFilter={{ depId: departId }}
        size="middle"
        rowKey={(row) => text(row.id)}
        columns={columns}
        locale={{ emptyText: "该部门暂无用户" }}
      />
      {picking && (
        <UserPickerModal
          onCancel={() => setPicking(false)}
          onOk={async (userIds) => {
            const body = { depId: departId, userIdList: userIds };
            if (await run({ url: "/sys/user/editSysDepartWithUser", method: "post", body }))
              setPicking(false);
          }}
        />
      )}
    </>
  );
}

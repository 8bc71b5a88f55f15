import { Button, Divider, Modal, Popconfirm, Space } from "antd";
import { type Key, useState } from "react";
import { namedRowChecks } from "@/components/crud/row-selection";
import { TextLink } from "@/components/crud/text-link";
import type { CrudRecord } from "@/components/crud/types";
import { ResourceTable } from "@/components/resource-table";
import { type ServerAction, useResourceAction } from "@/components/resource-table/use-resource-action";
import { type Row, text } from "@/components/screen-kit/row";

/**
 * 用户回收站: logically deleted users, restored (取回) or deleted for good (彻底删除). They are users too, so a
 * restore reloads the user lists as well.
 */
export function RecycleBinModal({ onClose }: { onClose: () => void }) {
  const [selected, setSelected] = useState<Key[]>([]);
  const run = useResourceAction(["sys-user"]);

  const act = async (action: ServerAction) => {
    if (await run(action)) setSelected([]);
  };
  const restore = (ids: string[]) =>
    act({ url: "/sys/user/putRecycleBin", method: "put", body: { userIds: ids.join(",") } });
  const purge = (ids: string[]) =>
    act({ url: "/sys/user/deleteRecycleBin", method: "delete", query: { userIds: ids.join(",") } });

  const columns = [
    { title: "用户账号", dataIndex: "username", key: "username" },
    { title: "用户姓名", dataIndex: "realname", key: "realname" },
    { title: "手机号", dataIndex: "phone", key: "phone" },
    { title: "部门", dataIndex: "orgCodeTxt", key: "orgCodeTxt" },
    { title: "删除时间", dataIndex: "updateTime", key: "updateTime", width: 170 },
    {
      title: "操作",
      key: "action",
      width: 140,
      align: "center" as const,
      render: (_: unknown, row: CrudRecord) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Popconfirm title="确定要还原吗?" onConfirm={() => restore([text(row.id)])}>
            <TextLink>取回</TextLink>
          </Popconfirm>
          <Popconfirm title="确定要彻底删除吗?（不可恢复）" onConfirm={() => purge([text(row.id)])}>
            <TextLink>彻底删除</TextLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const ids = selected.map(String);
  return (
    <Modal open title="用户回收站" width={1000} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Popconfirm title="确定要还原选中的用户吗?" disabled={!ids.length} onConfirm={() => restore(ids)}>
          <Button type="primary" disabled={!ids.length}>
            批量还原
          </Button>
        </Popconfirm>
        <Popconfirm
          title="确定要彻底删除选中的用户吗?（不可恢复）"
          disabled={!ids.length}
          onConfirm={() => purge(ids)}
        >
          <Button danger disabled={!ids.length}>
            批量删除
          </Button>
        </Popconfirm>
      </Space>
      <ResourceTable<CrudRecord>
        resource="sys-user"
        list="/sys/user/recycleBin"
        paged={false}
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        locale={{ emptyText: "回收站是空的" }}
        rowSelection={{
          ...namedRowChecks((row: Row) => row.username),
          selectedRowKeys: selected,
          onChange: setSelected,
        }}
      />
    </Modal>
  );
}

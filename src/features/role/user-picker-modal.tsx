import type { CrudFilter } from "@refinedev/core";
import { Input, Modal } from "antd";

import { type Key, useState } from "react";
import { namedRowChecks } from "@/components/crud/row-selection";
import { ResourceTable } from "@/components/resource-table";
import { type Row, text } from "@/components/screen-kit/row";

const columns = [
  { title: "用户账号", dataIndex: "username" },
  { title: "用户姓名", dataIndex: "realname" },
  { title: "状态", dataIndex: "status_dictText" },
];

/** 选择用户: users from /sys/user/list, searched by account, several at once. */
export function UserPickerModal({
  onOk,
  onCancel,
}: {
  onOk: (userIds: string[]) => Promise<void>;
  onCancel: () => void;
}) {
  const [search, setSearch] = useState<CrudFilter[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);

  return (
    <Modal
      open
      title="选择用户"
      width={800}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: selected.length === 0 }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onOk(selected.map(String));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Input.Search
        allowClear
        placeholder="请输入用户账号"
        style={{ width: 260, marginBottom: 12 }}
        onSearch={(value) => setSearch([{ field: "username", operator: "contains", value: value.trim() }])}
      />
      <ResourceTable<Row>
        resource="sys-user"
        list="/sys/user/list"
        search={search}
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        rowSelection={{
          ...namedRowChecks((row: Row) => row.username),
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: setSelected,
        }}
      />
    </Modal>
  );
}

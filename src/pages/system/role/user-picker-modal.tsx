import { Input, Modal, Table } from "antd";
import { type Key, useState } from "react";
import { type Row, text, usePagedList } from "../shared/use-paged-list";

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
  const [username, setUsername] = useState("");
  const [selected, setSelected] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);
  const list = usePagedList("/sys/user/list", username ? { username: `*${username}*` } : {});

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
        onSearch={(value) => {
          setUsername(value.trim());
          list.setPageNo(1);
        }}
      />
      <Table<Row>
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: setSelected }}
        pagination={list.pagination}
      />
    </Modal>
  );
}

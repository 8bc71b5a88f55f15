import { Button, Divider, Modal, Popconfirm, Space, Table } from "antd";
import { type Key, useCallback, useEffect, useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import type { CrudRecord } from "@/components/crud/types";
import { text } from "../shared/use-paged-list";
import { useReportAnswer } from "../shared/use-report-answer";
import { loadRecycleBin, purgeUsers, restoreUsers } from "./user-api";

/** 用户回收站: logically deleted users, restored (取回) or deleted for good (彻底删除). */
export function RecycleBinModal({ onClose }: { onClose: (changed: boolean) => void }) {
  const reportAnswer = useReportAnswer();
  const [rows, setRows] = useState<CrudRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Key[]>([]);
  const [changed, setChanged] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await loadRecycleBin());
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (call: Promise<{ success: boolean; message: string }>, restored: boolean) => {
    if (!(await reportAnswer(call))) return;
    if (restored) setChanged(true);
    setSelected([]);
    await load();
  };
  const restore = (ids: string[]) => act(restoreUsers(ids), true);
  const purge = (ids: string[]) => act(purgeUsers(ids), false);

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
    <Modal open title="用户回收站" width={1000} footer={null} onCancel={() => onClose(changed)}>
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
      <Table<CrudRecord>
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: "回收站是空的" }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}

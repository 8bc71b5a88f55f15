import { Divider, Modal, Popconfirm, Space, Table } from "antd";
import { useCallback, useEffect, useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { type Row, text } from "../shared/use-paged-list";
import { type Answer, useReportAnswer } from "../shared/use-report-answer";
import { loadDeletedDicts, purgeDict, restoreDict } from "./dict-api";

/** 字典回收站: deleted dictionaries, 取回 (restore) or 彻底删除 (delete with their items). */
export function DictRecycleBin({ onClose, onRestored }: { onClose: () => void; onRestored: () => void }) {
  const reportAnswer = useReportAnswer();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await loadDeletedDicts();
      if (answer.success) setRows(answer.result ?? []);
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (call: Promise<Answer>, restored: boolean) => {
    if (!(await reportAnswer(call))) return;
    if (restored) onRestored();
    await load();
  };

  const columns = [
    { title: "字典名称", dataIndex: "dictName" },
    { title: "字典编码", dataIndex: "dictCode" },
    { title: "描述", dataIndex: "description" },
    {
      title: "操作",
      key: "action",
      width: 140,
      render: (_: unknown, row: Row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <TextLink onClick={() => void run(restoreDict(text(row.id)), true)}>取回</TextLink>
          <Popconfirm title="确定彻底删除吗?" onConfirm={() => run(purgeDict(text(row.id)), false)}>
            <TextLink>彻底删除</TextLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal open title="字典回收站" width={800} footer={null} onCancel={onClose}>
      <Table<Row>
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
      />
    </Modal>
  );
}

import { Badge, Button, Divider, Drawer, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { TextLink } from "@/components/crud/text-link";
import { type Row, text, usePagedList } from "../shared/use-paged-list";
import { type Answer, useReportAnswer } from "../shared/use-report-answer";
import { addDictItem, type DictItemValues, deleteDictItem, editDictItem } from "./dict-api";
import { DictItemForm } from "./dict-item-form";

export interface DictRef {
  id: string;
  dictName: string;
}

type Editing = { item?: Row } | null;

/** 字典配置: the items of one dictionary, in sort order, with add, edit and delete. */
export function DictItemsDrawer({ dict, onClose }: { dict: DictRef; onClose: () => void }) {
  const reportAnswer = useReportAnswer();
  const [editing, setEditing] = useState<Editing>(null);
  const list = usePagedList("/sys/dictItem/list", { dictId: dict.id, column: "sortOrder", order: "asc" });

  const report = async (call: Promise<Answer>) => {
    const ok = await reportAnswer(call);
    if (ok) list.reload();
    return ok;
  };

  const save = async (values: DictItemValues) => {
    const id = editing?.item ? text(editing.item.id) : "";
    const ok = await report(id ? editDictItem(id, values) : addDictItem(dict.id, values));
    if (ok) setEditing(null);
    return ok;
  };

  const remove = async (id: string) => {
    await report(deleteDictItem(id));
  };

  const columns = [
    { title: "名称", dataIndex: "itemText" },
    { title: "数据值", dataIndex: "itemValue" },
    { title: "排序值", dataIndex: "sortOrder", width: 80 },
    {
      title: "状态",
      dataIndex: "status",
      width: 90,
      render: (value: unknown) =>
        Number(value) === 1 ? (
          <Badge status="success" text="启用" />
        ) : (
          <Badge status="default" text="不启用" />
        ),
    },
    {
      title: "操作",
      key: "action",
      width: 110,
      render: (_: unknown, row: Row) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <TextLink onClick={() => setEditing({ item: row })}>编辑</TextLink>
          <Popconfirm title="确定删除吗?" onConfirm={() => remove(text(row.id))}>
            <TextLink>删除</TextLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Drawer open title={`字典列表：${dict.dictName}`} width={700} onClose={onClose}>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({})}>
        新增
      </Button>
      <Table<Row>
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
      {editing && <DictItemForm item={editing.item} onSave={save} onCancel={() => setEditing(null)} />}
    </Drawer>
  );
}

import { useDelete } from "@refinedev/core";
import { Badge, Button, Divider, Drawer, Popconfirm, Space } from "antd";
import { useState } from "react";
import { errorNotice, successNotice, TEXT } from "@/components/crud/notices";
import { TextLink } from "@/components/crud/text-link";
import { ResourceTable } from "@/components/resource-table";
import { type Row, text } from "@/components/screen-kit/row";
import { DICT_ITEM_API } from "./dict-api";
import { DictItemForm } from "./dict-item-form";

export interface DictRef {
  id: string;
  dictName: string;
}

type Editing = { item?: Row } | null;

const SORT_ORDER = [{ field: "sortOrder", order: "asc" }] as const;

/** 字典配置: the items of one dictionary, in sort order, with add, edit and delete. */
export function DictItemsDrawer({ dict, onClose }: { dict: DictRef; onClose: () => void }) {
  const [editing, setEditing] = useState<Editing>(null);
  const { mutate: remove } = useDelete();

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
          <Popconfirm
            title="确定删除吗?"
            onConfirm={() =>
              remove({
                resource: "sys-dict-item",
                id: text(row.id),
                meta: { api: DICT_ITEM_API },
                successNotification: successNotice(TEXT.deleted),
                errorNotification: errorNotice,
              })
            }
          >
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
      <ResourceTable<Row>
        resource="sys-dict-item"
        list={DICT_ITEM_API.list}
        fixedFilter={{ dictId: dict.id }}
        sorters={SORT_ORDER}
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
      />
      {editing && <DictItemForm dictId={dict.id} item={editing.item} onClosed={() => setEditing(null)} />}
    </Drawer>
  );
}

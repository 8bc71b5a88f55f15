import { Divider, Modal, Popconfirm, Space } from "antd";
import { TextLink } from "@/components/crud/text-link";
import { ResourceTable } from "@/components/resource-table";
import { useResourceAction } from "@/components/resource-table/use-resource-action";
import { type Row, text } from "@/components/screen-kit/row";

/**
 * 字典回收站: deleted dictionaries, 取回 (restore) or 彻底删除 (delete with their items). They are dictionaries
 * too, so a restore reloads the dictionary list as well.
 */
export function DictRecycleBin({ onClose }: { onClose: () => void }) {
  const run = useResourceAction(["sys-dict"]);
  const columns = [
    { title: "字典名称", dataIndex: "dictName" },
    { title: "字典编码", dataIndex: "dictCode" },
    { title: "描述", dataIndex: "description" },
    {
      title: "操作",
      key: "action",
      width: 140,
      render: (_: unknown, row: Row) => {
        const id = encodeURIComponent(text(row.id));
        return (
          <Space size={0} split={<Divider type="vertical" />}>
            <TextLink onClick={() => void run({ url: `/sys/dict/back/${id}`, method: "put" })}>取回</TextLink>
            <Popconfirm
              title="确定彻底删除吗?"
              onConfirm={() => run({ url: `/sys/dict/deletePhysic/${id}`, method: "delete" })}
            >
              <TextLink>彻底删除</TextLink>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Modal open title="字典回收站" width={800} footer={null} onCancel={onClose}>
      <ResourceTable<Row>
        resource="sys-dict"
        list="/sys/dict/deleteList"
        paged={false}
        size="small"
        rowKey={(row) => text(row.id)}
        columns={columns}
      />
    </Modal>
  );
}

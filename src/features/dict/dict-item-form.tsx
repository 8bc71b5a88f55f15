import { Form, Input, InputNumber, Radio } from "antd";
import { ResourceFormModal } from "@/components/resource-table/resource-form-modal";
import { type Row, text } from "@/components/screen-kit/row";
import { DICT_ITEM_API, type DictItemValues } from "./dict-api";

/** 新增/编辑 of one dictionary item of `dictId`. */
export function DictItemForm({
  dictId,
  item,
  onClosed,
}: {
  dictId: string;
  item?: Row;
  onClosed: () => void;
}) {
  const initial: Partial<DictItemValues> = item
    ? {
        itemText: text(item.itemText),
        itemValue: text(item.itemValue),
        description: text(item.description),
        sortOrder: typeof item.sortOrder === "number" ? item.sortOrder : undefined,
        status: Number(item.status ?? 1),
      }
    : { sortOrder: 1, status: 1 };

  return (
    <ResourceFormModal<DictItemValues>
      resource="sys-dict-item"
      api={DICT_ITEM_API}
      id={item ? text(item.id) : undefined}
      initialValues={initial}
      fixedValues={{ dictId }}
      title={item ? "编辑字典项" : "新增字典项"}
      name="dict-item"
      onClosed={onClosed}
    >
      <Form.Item name="itemText" label="名称" rules={[{ required: true, message: "请输入名称!" }]}>
        <Input placeholder="请输入名称" maxLength={100} />
      </Form.Item>
      <Form.Item name="itemValue" label="数据值" rules={[{ required: true, message: "请输入数据值!" }]}>
        <Input placeholder="请输入数据值" maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input placeholder="请输入描述" maxLength={255} />
      </Form.Item>
      <Form.Item name="sortOrder" label="排序值">
        <InputNumber min={0} max={999999} precision={0} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="status" label="是否启用">
        <Radio.Group
          options={[
            { value: 1, label: "启用" },
            { value: 0, label: "不启用" },
          ]}
        />
      </Form.Item>
    </ResourceFormModal>
  );
}

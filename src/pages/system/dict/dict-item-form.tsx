import { Form, Input, InputNumber, Modal, Radio } from "antd";
import { useState } from "react";
import { type Row, text } from "../shared/use-paged-list";
import type { DictItemValues } from "./dict-api";

/** 新增/编辑 of one dictionary item; `onSave` answers whether the server took it. */
export function DictItemForm({
  item,
  onSave,
  onCancel,
}: {
  item?: Row;
  onSave: (values: DictItemValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<DictItemValues>();
  const [busy, setBusy] = useState(false);
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
    <Modal
      open
      title={item ? "编辑字典项" : "新增字典项"}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          await onSave(values);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
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
      </Form>
    </Modal>
  );
}

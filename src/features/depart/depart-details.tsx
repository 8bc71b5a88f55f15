import { Button, Empty, Form, Input } from "antd";
import { useEffect, useState } from "react";
import type { DepartNode, DepartValues } from "./depart-api";
import { DepartFields } from "./depart-fields";

const valuesOf = (node: DepartNode): DepartValues & { orgCode?: string } => ({
  departName: node.departName,
  orgCode: node.orgCode,
  orgCategory: node.orgCategory ?? undefined,
  departOrder: node.departOrder ?? undefined,
  mobile: node.mobile ?? undefined,
  fax: node.fax ?? undefined,
  address: node.address ?? undefined,
  memo: node.memo ?? undefined,
});

/** 基本信息 of the selected department; saving needs depart:edit. */
export function DepartDetails({
  node,
  canEdit,
  onSave,
}: {
  node?: DepartNode;
  canEdit: boolean;
  onSave: (values: DepartValues) => Promise<void>;
}) {
  const [form] = Form.useForm<DepartValues>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (node) form.setFieldsValue(valuesOf(node));
  }, [node, form]);

  if (!node) return <Empty description="请先在左侧选择一个部门" />;
  return (
    <Form form={form} layout="vertical" disabled={!canEdit} style={{ maxWidth: 640 }}>
      <Form.Item name="orgCode" label="机构编码">
        <Input disabled />
      </Form.Item>
      <DepartFields />
      {canEdit && (
        <Button
          type="primary"
          loading={busy}
          onClick={async () => {
            const values = await form.validateFields();
            setBusy(true);
            try {
              await onSave(values);
            } finally {
              setBusy(false);
            }
          }}
        >
          保存
        </Button>
      )}
    </Form>
  );
}

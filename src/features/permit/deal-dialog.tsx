import { App, Button, Form, Input, Modal, Space } from "antd";
import { useState } from "react";
import type { ActionDialogProps } from "@/components/crud/types";
import { STATUS, statusOf, useTransition } from "./application-api";

/** 处理: approve or reject one application with an opinion (required to reject). */
export function DealDialog({ records, onClose }: ActionDialogProps) {
  const record = records[0];
  const { message } = App.useApp();
  const [form] = Form.useForm<{ opinion?: string }>();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(true);
  const [changed, setChanged] = useState(false);
  const runTransition = useTransition();
  const finalStep = statusOf(record) === STATUS.inReview;

  const act = async (action: "approve" | "reject") => {
    const rules = action === "reject" ? ["opinion"] : [];
    try {
      if (action === "reject") await form.validateFields(rules);
    } catch {
      return;
    }
    setBusy(true);
    try {
      const outcome = await runTransition(action, record, form.getFieldValue("opinion"));
      if (outcome.success) message.success(outcome.message || "操作成功");
      else message.warning(outcome.message || "操作失败");
      // Either way the list shows the record's current state (a lost race included).
      setChanged(true);
      setOpen(false);
    } catch {
      // The HTTP client reported the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`处理通行证申请 ${String(record.applicationNo ?? "")}`}
      width={520}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(changed)}
      footer={
        <Space>
          <Button onClick={() => setOpen(false)}>取消</Button>
          <Button danger loading={busy} onClick={() => void act("reject")}>
            驳回
          </Button>
          <Button type="primary" loading={busy} onClick={() => void act("approve")}>
            {finalStep ? "终审通过" : "初审通过"}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="permit-deal">
        <Form.Item
          label="审批意见"
          name="opinion"
          rules={[{ required: true, whitespace: true, message: "请填写驳回意见" }]}
          extra="驳回时必须填写意见；通过时可留空。"
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请输入审批意见" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

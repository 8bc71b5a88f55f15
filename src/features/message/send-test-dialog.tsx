import { Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import type { ActionDialogProps } from "@/components/crud/types";
import { useReportedAction } from "@/components/screen-kit/use-reported-action";
import { receiverProblem } from "../../../shared/modules/message";
import { MESSAGE_TYPES } from "../../../shared/modules/message-template";
import { checkField } from "../../../shared/modules/module-rules";
import { MESSAGE_RESOURCE, SEND_MSG_URL, testDataText } from "./message-api";

const TYPE_TEXT: Readonly<Record<(typeof MESSAGE_TYPES)[number], string>> = {
  "1": "短信",
  "2": "邮件",
  "4": "系统消息",
};

const RECEIVER_HINT: Readonly<Record<string, string>> = {
  "1": "手机号，多个用逗号分隔",
  "2": "邮箱，多个用逗号分隔",
  "4": "用户账号，多个用逗号分隔",
};

interface SendValues {
  msgType: string;
  receiver: string;
  testData: string;
}

/**
 * 发送测试: one message of this template to the receivers given, filled from the test data; the server
 * queues it and the sender delivers it, so it shows in 消息管理 at once.
 */
export function SendTestDialog({ records, onClose }: ActionDialogProps) {
  const template = records[0];
  const [form] = Form.useForm<SendValues>();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const send = useReportedAction([MESSAGE_RESOURCE], { success: "发送消息任务添加成功！" });
  const type = Form.useWatch("msgType", form) ?? String(template.templateType ?? "4");

  const submit = async () => {
    let values: SendValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const done = await send({
        url: SEND_MSG_URL,
        method: "post",
        body: { templateCode: String(template.templateCode ?? ""), ...values },
      });
      if (done) {
        setSent(true);
        setOpen(false);
      }
    } finally {
      setBusy(false);
    }
  };

  const initialType = MESSAGE_TYPES.find((t) => t === String(template.templateType)) ?? "4";
  return (
    <Modal
      open={open}
      title={`发送测试：${String(template.templateName ?? template.templateCode ?? "")}`}
      width={600}
      okText="发送"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterClose={() => onClose(sent)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="message-send-test"
        initialValues={{
          msgType: initialType,
          receiver: "",
          testData: testDataText(template.templateTestJson),
        }}
      >
        <Form.Item label="发送方式" name="msgType" rules={[{ required: true, message: "请选择发送方式!" }]}>
          <Select options={MESSAGE_TYPES.map((value) => ({ value, label: TYPE_TEXT[value] }))} />
        </Form.Item>
        <Form.Item
          label="接收人"
          name="receiver"
          dependencies={["msgType"]}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                // The type the form holds now: the watched value is a render behind.
                const chosen = String(form.getFieldValue("msgType") ?? "");
                const problem = receiverProblem(chosen, typeof value === "string" ? value : "");
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder={RECEIVER_HINT[type]} maxLength={1000} />
        </Form.Item>
        <Form.Item
          label="测试数据"
          name="testData"
          extra="JSON 对象，键为模板中 ${name} 占位符的名称"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                const problem = checkField({ title: "测试数据", check: "jsonObject" }, String(value ?? ""));
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input.TextArea rows={6} maxLength={1000} spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { sameAs } from "@/components/crud/rules";
import { useReportAnswer } from "../shared/use-report-answer";
import { PASSWORD_RULES } from "./password-rules";
import { type PasswordReset, resetPassword } from "./user-api";

/** 修改密码 of another account (user:changePassword): the new password twice; the user's sessions end. */
export function PasswordModal({ username, onClose }: { username: string; onClose: () => void }) {
  const [form] = Form.useForm<PasswordReset>();
  const [busy, setBusy] = useState(false);
  const reportAnswer = useReportAnswer();

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      if (await reportAnswer(resetPassword({ ...values, username }))) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="修改密码"
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      maskClosable={false}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} autoComplete="off">
        <Form.Item label="用户账号">
          <Input value={username} disabled />
        </Form.Item>
        <Form.Item name="password" label="登录密码" rules={PASSWORD_RULES} validateFirst>
          <Input.Password autoComplete="new-password" placeholder="请输入登录密码" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          dependencies={["password"]}
          rules={[{ required: true, message: "请重新输入登录密码!" }, sameAs("password")]}
        >
          <Input.Password autoComplete="new-password" placeholder="请重新输入登录密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

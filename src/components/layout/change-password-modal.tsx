import { Alert, App, Form, Input, Modal } from "antd";
import { useState } from "react";
import { sameAs } from "@/components/crud/rules";
import type { PasswordChange } from "@/providers/login-ways";

type PasswordValues = Omit<PasswordChange, "username">;

/** The server's verdict on a change; an HTTP failure the error catalogue has shown rejects instead. */
export interface PasswordSaved {
  success: boolean;
  message: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  username: string;
  /** Sends the change: through refine inside the app, directly from the login page, which has no refine. */
  save: (change: PasswordChange) => Promise<PasswordSaved>;
  /** Called after the server accepted the new password. */
  onDone: () => void;
  onCancel: () => void;
  /** A change required at login: no close icon, no mask or Esc dismissal, and a note saying why. */
  blocking?: boolean;
  cancelText?: string;
}

const labelCol = { xs: { span: 24 }, sm: { span: 5 } };
const wrapperCol = { xs: { span: 24 }, sm: { span: 16 } };

/** The password dialog (the original's UserPassword.vue): PUT sys/user/updatePassword. */
export function ChangePasswordModal({
  open,
  username,
  save,
  onDone,
  onCancel,
  blocking = false,
  cancelText = "取消",
}: ChangePasswordModalProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  const submit = async () => {
    let values: PasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      // The form shows what is missing.
      return;
    }
    if (!username) {
      message.warning("当前系统无登录用户!");
      return;
    }
    setSaving(true);
    try {
      const res = await save({ username, ...values });
      if (res.success) {
        message.success(res.message || "密码修改成功");
        form.resetFields();
        onDone();
      } else {
        message.warning(res.message || "密码修改失败");
      }
    } catch {
      // The HTTP client has already shown the error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      width={800}
      open={open}
      okText="确定"
      cancelText={cancelText}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onCancel}
      closable={!blocking}
      maskClosable={false}
      keyboard={!blocking}
      destroyOnHidden
    >
      {blocking && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          message="为了账号安全，请先修改初始密码后再进入系统。"
        />
      )}
      <Form form={form} labelCol={labelCol} wrapperCol={wrapperCol} autoComplete="off" preserve={false}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: "请输入旧密码!" }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={[{ required: true, message: "请输入新密码!" }]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={["password"]}
          rules={[{ required: true, message: "请确认新密码!" }, sameAs("password")]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

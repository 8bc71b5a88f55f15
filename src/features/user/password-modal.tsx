import { useModalForm } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { sameAs } from "@/components/crud/rules";
import { useReportedAction } from "@/components/screen-kit/use-reported-action";
import { PASSWORD_RULES } from "./password-rules";
import type { PasswordReset } from "./user-api";

type PasswordValues = Omit<PasswordReset, "username">;

const NOTHING_TO_RELOAD: readonly string[] = [];

/**
 * 修改密码 of another account (user:changePassword): the new password twice; the user's sessions end. The
 * dialog is refine's modal form; the save is PUT /sys/user/changePassword with the username, not an edit of
 * the user record (which would send its id), and nothing listed changes.
 */
export function PasswordModal({ username, onClose }: { username: string; onClose: () => void }) {
  const run = useReportedAction(NOTHING_TO_RELOAD);
  const [saving, setSaving] = useState(false);
  const { modalProps, formProps, form, close } = useModalForm<BaseRecord, HttpError, PasswordValues>({
    resource: "sys-user",
    action: "edit",
    id: username,
    queryOptions: { enabled: false },
    defaultVisible: true,
    redirect: false,
    syncWithLocation: false,
    warnWhenUnsavedChanges: false,
  });
  const save = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const body: PasswordReset = { ...values, username };
      if (await run({ url: "/sys/user/changePassword", method: "put", body })) close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      {...modalProps}
      title="修改密码"
      width={600}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      maskClosable={false}
      afterClose={onClose}
    >
      <Form<PasswordValues>
        {...formProps}
        onFinish={save}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        autoComplete="off"
      >
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

import { Form, Input } from "antd";
import { sameAs } from "@/components/crud/rules";
import { FormModal } from "@/components/screen-kit/form-modal";
import { useReportAnswer } from "@/components/screen-kit/use-report-answer";
import { PASSWORD_RULES } from "./password-rules";
import { type PasswordReset, resetPassword } from "./user-api";

/** 修改密码 of another account (user:changePassword): the new password twice; the user's sessions end. */
export function PasswordModal({ username, onClose }: { username: string; onClose: () => void }) {
  const [form] = Form.useForm<PasswordReset>();
  const reportAnswer = useReportAnswer();
  const save = async (values: PasswordReset) => {
    if (await reportAnswer(resetPassword({ ...values, username }))) onClose();
  };

  return (
    <FormModal title="修改密码" width={600} form={form} onSave={save} onCancel={onClose}>
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
    </FormModal>
  );
}

import { Button, Form, Input } from "antd";
import { useState } from "react";
import { rules } from "@/components/crud/rules";
import { fullNavigation } from "@/components/shell/full-navigation";
import { LOGIN_PATH } from "@/components/shell/guard";
import { useNotice } from "@/components/shell/notice-context";
import { DragSlider } from "@/components/widgets/drag-slider";
import { PASSWORD_PATTERN } from "@/features/user/password-rules";
import { checkOnlyUser, register } from "@/providers/login-ways";
import { REGISTER_RESULT_KEY } from "./register-result-page";
import { SmsCodeInput } from "./sms-code-input";
import { UserCard } from "./user-card";

interface RegisterForm {
  username: string;
  password: string;
  password2: string;
  mobile: string;
  captcha: string;
}

/** /user/register: an account bound to a phone proven by an SMS code (mode 1), behind the slider check. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const [verified, setVerified] = useState(false);
  const [saving, setSaving] = useState(false);
  const notification = useNotice();

  const unique = (field: "username" | "phone", message: string) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const text = String(value ?? "").trim();
      if (text === "") return;
      const answer = await checkOnlyUser(field, text);
      if (!answer.success) throw new Error(message);
    },
    validateTrigger: "onBlur",
  });

  const submit = async (values: RegisterForm) => {
    if (!verified) {
      notification.warning({ message: "提示", description: "请先完成滑块验证", duration: 4 });
      return;
    }
    setSaving(true);
    const answer = await register({
      username: values.username.trim(),
      password: values.password,
      phone: values.mobile.trim(),
      smscode: values.captcha.trim(),
    });
    setSaving(false);
    if (!answer.success) {
      notification.error({ message: "注册失败", description: answer.message || "注册失败", duration: 4 });
      return;
    }
    sessionStorage.setItem(REGISTER_RESULT_KEY, values.username.trim());
    fullNavigation.assign("/user/register-result");
  };

  return (
    <UserCard title="注册">
      <Form form={form} size="large" onFinish={submit} autoComplete="off">
        <Form.Item
          name="username"
          rules={[...rules.userName, unique("username", "用户名已存在")]}
          validateTrigger={["onChange", "onBlur"]}
        >
          <Input placeholder="用户名" aria-label="用户名" />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: "请输入密码" },
            { pattern: PASSWORD_PATTERN, message: "密码由8位数字、大小写字母和特殊符号组成!" },
          ]}
        >
          <Input.Password
            placeholder="至少8位密码，含字母、数字和特殊符号"
            aria-label="密码"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="password2"
          dependencies={["password"]}
          rules={[
            { required: true, message: "请输入确认密码" },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue("password")) throw new Error("两次输入的密码不一样！");
              },
            }),
          ]}
        >
          <Input.Password placeholder="确认密码" aria-label="确认密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="mobile"
          rules={[...rules.mobile, unique("phone", "手机号已被注册")]}
          validateTrigger={["onChange", "onBlur"]}
        >
          <Input placeholder="11 位手机号" aria-label="手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="captcha" rules={[{ required: true, message: "请输入验证码" }]}>
          <SmsCodeInput
            mode="1"
            mobile={() => String(form.getFieldValue("mobile") ?? "")}
            onInvalidMobile={() => form.validateFields(["mobile"]).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item>
          <DragSlider onSuccess={() => setVerified(true)} />
        </Form.Item>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving} style={{ flex: 1 }}>
            注册
          </Button>
          <a href={LOGIN_PATH} style={{ color: "#0958d9" }}>
            使用已有账户登录
          </a>
        </div>
      </Form>
    </UserCard>
  );
}

import { Button, Form, Input, Result, Steps } from "antd";
import { useState } from "react";
import { rules } from "@/components/crud/rules";
import { LOGIN_PATH } from "@/components/shell/guard";
import { useNotice } from "@/components/shell/notice-context";
import { DragSlider } from "@/components/widgets/drag-slider";
import { PASSWORD_PATTERN } from "@/features/user/password-rules";
import { passwordChange, phoneVerification } from "@/providers/login-ways";
import { SmsCodeInput } from "./sms-code-input";
import { UserCard } from "./user-card";

const STEPS = [{ title: "安全验证" }, { title: "手机验证" }, { title: "更改密码" }, { title: "完成" }];

interface Proof {
  phone: string;
  smscode: string;
  username: string;
}

function PhoneStep({ onVerified }: { onVerified: (proof: Proof) => void }) {
  const [form] = Form.useForm<{ phone: string; smscode: string }>();
  const [checking, setChecking] = useState(false);
  const notification = useNotice();
  const submit = async (values: { phone: string; smscode: string }) => {
    setChecking(true);
    const answer = await phoneVerification(values.phone.trim(), values.smscode.trim());
    setChecking(false);
    if (!answer.success || !answer.result) {
      notification.error({ message: "提示", description: answer.message || "手机验证失败", duration: 4 });
      return;
    }
    onVerified({
      phone: values.phone.trim(),
      smscode: answer.result.smscode,
      username: answer.result.username,
    });
  };
  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="off">
      <Form.Item name="phone" rules={rules.mobile}>
        <Input placeholder="绑定的手机号" aria-label="手机号" maxLength={11} />
      </Form.Item>
      <Form.Item name="smscode" rules={[{ required: true, message: "请输入验证码" }]}>
        <SmsCodeInput
          mode="2"
          mobile={() => String(form.getFieldValue("phone") ?? "")}
          onInvalidMobile={() => form.validateFields(["phone"]).catch(() => undefined)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={checking}>
        下一步
      </Button>
    </Form>
  );
}

function PasswordStep({ proof, onChanged }: { proof: Proof; onChanged: () => void }) {
  const [saving, setSaving] = useState(false);
  const notification = useNotice();
  const submit = async (values: { password: string }) => {
    setSaving(true);
    const answer = await passwordChange({ ...proof, password: values.password });
    setSaving(false);
    if (!answer.success) {
      notification.error({ message: "提示", description: answer.message || "重置密码失败！", duration: 4 });
      return;
    }
    onChanged();
  };
  return (
    <Form size="large" onFinish={submit} autoComplete="off">
      <p style={{ margin: "0 0 16px", color: "rgba(0,0,0,0.65)" }}>
        账号：<strong>{proof.username}</strong>
      </p>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: "请输入新密码" },
          { pattern: PASSWORD_PATTERN, message: "密码由8位数字、大小写字母和特殊符号组成!" },
        ]}
      >
        <Input.Password placeholder="新密码" aria-label="新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={["password"]}
        rules={[
          { required: true, message: "请确认新密码" },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue("password")) throw new Error("两次输入的密码不一样！");
            },
          }),
        ]}
      >
        <Input.Password placeholder="确认新密码" aria-label="确认新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={saving}>
        提交
      </Button>
    </Form>
  );
}

/** /user/alteration: forgot password in four steps (slider, phone code, new password, done). */
export default function AlterationPage() {
  const [current, setCurrent] = useState(0);
  const [proof, setProof] = useState<Proof>();
  const [human, setHuman] = useState(false);
  return (
    <UserCard title="找回密码" wide>
      <Steps current={current} items={STEPS} size="small" style={{ marginBottom: 32 }} />
      <div style={{ maxWidth: 400, margin: "0 auto" }}>
        {current === 0 && (
          <>
            <p style={{ margin: "0 0 16px", color: "rgba(0,0,0,0.65)" }}>请先完成安全验证。</p>
            <DragSlider onSuccess={() => setHuman(true)} />
            <Button
              type="primary"
              size="large"
              block
              disabled={!human}
              style={{ marginTop: 24 }}
              onClick={() => setCurrent(1)}
            >
              下一步
            </Button>
          </>
        )}
        {current === 1 && (
          <PhoneStep
            onVerified={(found) => {
              setProof(found);
              setCurrent(2);
            }}
          />
        )}
        {current === 2 && proof && <PasswordStep proof={proof} onChanged={() => setCurrent(3)} />}
        {current === 3 && (
          <Result
            status="success"
            title="密码修改完成！"
            subTitle={proof ? `账号 ${proof.username} 请使用新密码登录。` : undefined}
            extra={
              <Button type="primary" size="large" href={LOGIN_PATH}>
                返回登录
              </Button>
            }
          />
        )}
        <div style={{ marginTop: 16, textAlign: "center" }}>
          {current < 3 && (
            <a href={LOGIN_PATH} style={{ color: "#0958d9" }}>
              返回登录
            </a>
          )}
        </div>
      </div>
    </UserCard>
  );
}

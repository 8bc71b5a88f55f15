import { MailOutlined, MobileOutlined } from "@ant-design/icons";
import { type FormEvent, useState } from "react";
import { useNotice } from "@/components/shell/notice-context";
import type { LoginResult } from "@/providers/auth-provider";
import { MOBILE_PATTERN, phoneLogin, sendSmsCode } from "@/providers/login-ways";
import { LoginField } from "./login-field";
import { LoginInput } from "./login-input";
import { useSmsCountdown } from "./use-sms-countdown";

interface PhoneErrors {
  mobile?: string;
  captcha?: string;
}

function mobileError(mobile: string): string | undefined {
  if (mobile.trim() === "") return "请输入手机号";
  if (!MOBILE_PATTERN.test(mobile.trim())) return "请输入正确手机号";
  return undefined;
}

/** Mobile number + SMS code (/sys/sms mode "0", then /sys/phoneLogin). */
export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const [mobile, setMobile] = useState("");
  const [captcha, setCaptcha] = useState("");
  const [errors, setErrors] = useState<PhoneErrors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useSmsCountdown();
  const notification = useNotice();

  const sendCode = async () => {
    const problem = mobileError(mobile);
    setErrors((current) => ({ ...current, mobile: problem }));
    if (problem) return;
    setSending(true);
    const answer = await sendSmsCode(mobile.trim(), "0");
    setSending(false);
    if (answer.success) {
      countdown.start();
      notification.success({ message: "提示", description: "验证码发送成功，请注意查收短信", duration: 4 });
    } else {
      notification.error({ message: "提示", description: answer.message || "验证码发送失败", duration: 4 });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: PhoneErrors = {
      mobile: mobileError(mobile),
      captcha: captcha.trim() === "" ? "请输入验证码" : undefined,
    };
    setErrors(found);
    if (found.mobile || found.captcha) return;
    setSubmitting(true);
    try {
      onLoggedIn(await phoneLogin(mobile.trim(), captcha.trim()));
    } catch (error) {
      const description = error instanceof Error ? error.message : "请求出现错误，请稍后再试";
      notification.error({ message: "登录失败", description, duration: 4 });
    } finally {
      setSubmitting(false);
    }
  };

  const waiting = countdown.left > 0;
  return (
    <form onSubmit={submit} noValidate aria-label="手机号登录">
      <LoginField id="login-mobile" label="手机号" error={errors.mobile}>
        <LoginInput
          id="login-mobile"
          icon={<MobileOutlined />}
          placeholder="手机号"
          autoComplete="tel"
          maxLength={11}
          value={mobile}
          invalid={Boolean(errors.mobile)}
          onChange={(value) => {
            setMobile(value);
            setErrors((current) => ({ ...current, mobile: undefined }));
          }}
        />
      </LoginField>
      <div style={{ display: "flex", gap: 12 }}>
        <div style={{ flex: "1 1 auto", minWidth: 0 }}>
          <LoginField id="login-sms" label="短信验证码" error={errors.captcha}>
            <LoginInput
              id="login-sms"
              icon={<MailOutlined />}
              placeholder="请输入验证码"
              autoComplete="one-time-code"
              maxLength={6}
              value={captcha}
              invalid={Boolean(errors.captcha)}
              onChange={(value) => {
                setCaptcha(value);
                setErrors((current) => ({ ...current, captcha: undefined }));
              }}
            />
          </LoginField>
        </div>
        <button
          type="button"
          className="login-secondary"
          disabled={waiting || sending}
          aria-busy={sending}
          onClick={sendCode}
        >
          {waiting ? `${countdown.left} s` : "获取验证码"}
        </button>
      </div>
      <button type="submit" className="login-submit" aria-busy={submitting} disabled={submitting}>
        {submitting && <span className="login-submit-spinner" aria-hidden="true" />}
        登录
      </button>
    </form>
  );
}

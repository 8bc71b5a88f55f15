import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { type FormEvent, useState } from "react";
import { appConfig } from "@/app-config";
import { useNotice } from "@/components/shell/notice-context";
import { authProvider, type LoginResult } from "@/providers/auth-provider";
import { CaptchaField } from "./captcha-field";
import { LoginField } from "./login-field";
import { LoginInput } from "./login-input";
import { isCaptchaMessage, type LoginErrors, type LoginValues, validateLogin } from "./login-values";
import { useCaptcha } from "./use-captcha";

function isLoginResult(value: unknown): value is LoginResult {
  return (
    typeof value === "object" && value !== null && typeof (value as { token?: unknown }).token === "string"
  );
}

const EMPTY: LoginValues = { username: "", password: "", captcha: "" };

/** Account + password (+ captcha when the server or the configuration asks for it). */
export function AccountLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [needCaptcha, setNeedCaptcha] = useState(() => appConfig().alwaysCaptcha);
  const captcha = useCaptcha(needCaptcha);
  const [submitting, setSubmitting] = useState(false);
  const notification = useNotice();

  const change = (key: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values, needCaptcha);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    const answer = await authProvider.login({
      username: values.username.trim(),
      password: values.password,
      ...(needCaptcha ? { captcha: values.captcha.trim(), checkKey: captcha.key } : {}),
    });
    setSubmitting(false);
    if (answer.success && isLoginResult(answer.loginResult)) {
      onLoggedIn(answer.loginResult);
      return;
    }
    const description = answer.error?.message || "请求出现错误，请稍后再试";
    notification.error({ message: "登录失败", description, duration: 4 });
    // A used captcha is spent: show a fresh one after every failed try.
    if (needCaptcha) captcha.refresh();
    else if (isCaptchaMessage(description)) setNeedCaptcha(true);
    setValues((current) => ({ ...current, captcha: "" }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="账号密码登录">
      <LoginField id="login-username" label="用户名" error={errors.username}>
        <LoginInput
          id="login-username"
          icon={<UserOutlined />}
          placeholder="请输入用户名"
          autoComplete="username"
          value={values.username}
          invalid={Boolean(errors.username)}
          onChange={change("username")}
        />
      </LoginField>
      <LoginField id="login-password" label="密码" error={errors.password}>
        <LoginInput
          id="login-password"
          type="password"
          icon={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          value={values.password}
          invalid={Boolean(errors.password)}
          onChange={change("password")}
        />
      </LoginField>
      {needCaptcha && (
        <CaptchaField
          captcha={captcha}
          value={values.captcha}
          error={errors.captcha}
          onChange={change("captcha")}
        />
      )}
      <button type="submit" className="login-submit" aria-busy={submitting} disabled={submitting}>
        {submitting && <span className="login-submit-spinner" aria-hidden="true" />}
        登录
      </button>
    </form>
  );
}

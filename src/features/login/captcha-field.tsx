import { SafetyCertificateOutlined } from "@ant-design/icons";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { LoginField } from "./login-field";
import { LoginInput } from "./login-input";
import type { Captcha } from "./use-captcha";

const imageButton = {
  flex: "0 0 120px",
  height: 40,
  padding: 0,
  border: "1px solid #d9d9d9",
  borderRadius: 8,
  background: "#fff",
  cursor: "pointer",
  overflow: "hidden",
} as const;

/** Captcha input plus its image; clicking the image loads a new one. */
export function CaptchaField({
  captcha,
  value,
  error,
  onChange,
}: {
  captcha: Captcha;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div style={{ display: "flex", gap: 12 }}>
      <div style={{ flex: "1 1 auto", minWidth: 0 }}>
        <LoginField id="login-captcha" label="验证码" error={error}>
          <LoginInput
            id="login-captcha"
            icon={<SafetyCertificateOutlined />}
            placeholder="请输入验证码"
            autoComplete="off"
            maxLength={8}
            value={value}
            invalid={Boolean(error)}
            onChange={onChange}
          />
        </LoginField>
      </div>
      <button
        type="button"
        onClick={captcha.refresh}
        title="看不清？点击刷新"
        aria-label="看不清？换一张"
        style={imageButton}
      >
        {captcha.image ? (
          <img
            src={captcha.image}
            alt="验证码"
            style={{ width: "100%", height: "100%", objectFit: "fill" }}
          />
        ) : (
          <span style={{ color: TERTIARY_TEXT }}>{captcha.loading ? "加载中…" : "获取验证码"}</span>
        )}
      </button>
    </div>
  );
}

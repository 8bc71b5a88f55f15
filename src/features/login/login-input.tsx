import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { type ReactNode, useState } from "react";
import "./login-page.css";

export interface LoginInputProps {
  id: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: string;
  type?: "text" | "password";
  maxLength?: number;
  invalid?: boolean;
}

/** A large input with a prefix icon (and a show/hide toggle for passwords). */
export function LoginInput({
  id,
  icon,
  value,
  onChange,
  placeholder,
  autoComplete,
  type = "text",
  maxLength,
  invalid,
}: LoginInputProps) {
  const [visible, setVisible] = useState(false);
  const isPassword = type === "password";
  return (
    <div className={invalid ? "login-input is-error" : "login-input"}>
      <span className="login-input-icon" aria-hidden="true">
        {icon}
      </span>
      <input
        id={id}
        type={isPassword && !visible ? "password" : "text"}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {isPassword && (
        <button
          type="button"
          className="login-input-toggle"
          aria-label={visible ? "隐藏密码" : "显示密码"}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </div>
  );
}

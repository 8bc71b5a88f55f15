import { useEffect, useRef, useState } from "react";
import { appConfig } from "@/app-config";
import { UserLayout } from "@/components/layout/user-layout";
import { useNotice } from "@/components/shell/notice-context";
import { casLogin, casService } from "@/providers/login-ways";
import { AccountLoginForm } from "./account-login-form";
import { OtherWays } from "./other-ways";
import { PhoneLoginForm } from "./phone-login-form";
import { useLoginFinish } from "./use-login-finish";

const card = {
  width: "100%",
  maxWidth: 400,
  padding: "28px 32px 24px",
  background: "#fff",
  borderRadius: 8,
  boxShadow: "0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)",
  boxSizing: "border-box",
} as const;

type Tab = "account" | "phone";
const TABS: readonly { key: Tab; label: string }[] = [
  { key: "account", label: "账号密码登录" },
  { key: "phone", label: "手机号登录" },
];

/** A CAS server sends the browser back here with `?ticket=`: the server validates it (single sign-on). */
function useCasTicket(finish: ReturnType<typeof useLoginFinish>["finish"]) {
  const notification = useNotice();
  const [validating, setValidating] = useState(
    () => new URLSearchParams(window.location.search).get("ticket") !== null,
  );
  const started = useRef(false);
  useEffect(() => {
    const ticket = new URLSearchParams(window.location.search).get("ticket");
    if (!ticket || started.current) return;
    started.current = true;
    const service = casService(window.location.href);
    window.history.replaceState(null, "", service);
    const failed = (description: string) =>
      notification.error({ message: "登录失败", description, duration: 4 });
    casLogin(ticket, service)
      .then((outcome) => (outcome.success ? finish(outcome.login) : failed(outcome.message)))
      .catch((error: unknown) => failed(error instanceof Error ? error.message : "单点登录失败"))
      .finally(() => setValidating(false));
  }, [finish, notification]);
  return validating;
}

export default function LoginPage() {
  const [tab, setTab] = useState<Tab>("account");
  const { finish, element } = useLoginFinish();
  const validating = useCasTicket(finish);

  return (
    <UserLayout>
      <section style={card} aria-label="登录">
        <div className="login-tabs" role="tablist">
          {TABS.map(({ key, label }) => (
            <button
              key={key}
              id={`login-tab-${key}`}
              type="button"
              role="tab"
              className="login-tab"
              aria-selected={tab === key}
              aria-controls={`login-panel-${key}`}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <div id={`login-panel-${tab}`} role="tabpanel" aria-labelledby={`login-tab-${tab}`}>
          {validating ? (
            <p role="status" style={{ textAlign: "center", color: "rgba(0,0,0,0.65)" }}>
              正在验证单点登录…
            </p>
          ) : tab === "account" ? (
            <AccountLoginForm onLoggedIn={finish} />
          ) : (
            <PhoneLoginForm onLoggedIn={finish} />
          )}
        </div>
        <div className="login-links">
          <a className="login-link" href="/user/alteration">
            忘记密码
          </a>
          {appConfig().allowRegister && (
            <a className="login-link" href="/user/register">
              注册账户
            </a>
          )}
        </div>
        <OtherWays />
      </section>
      {element}
    </UserLayout>
  );
}

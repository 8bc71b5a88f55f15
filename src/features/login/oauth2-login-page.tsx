import { useEffect, useRef, useState } from "react";
import "./login-page.css";
import { appConfig } from "@/app-config";
import { UserLayout } from "@/components/layout/user-layout";
import { fullNavigation } from "@/components/shell/full-navigation";
import { isOAuth2AppEnv, LOGIN_PATH } from "@/components/shell/guard";
import { thirdLogin } from "@/providers/login-ways";
import { thirdLoginStart } from "./other-ways";
import { useLoginFinish } from "./use-login-finish";

const box = {
  width: "100%",
  maxWidth: 400,
  padding: "32px",
  background: "#fff",
  borderRadius: 8,
  boxShadow: "0 6px 16px rgba(0,0,0,0.08)",
  textAlign: "center",
  boxSizing: "border-box",
} as const;

/** The messenger a WeCom or DingTalk browser signs in with. */
function messengerType(userAgent: string): string {
  return /dingtalk/i.test(userAgent) ? "dingtalk" : "wechat_enterprise";
}

/**
 * /oauth2-app/login: the provider sends the browser back here with `oauth2LoginToken` and `thirdType`,
 * and the server exchanges them for a session. Inside WeCom/DingTalk without a token it starts the
 * provider's sign-in; elsewhere it goes to the account login, as the original's OAuth2Login does.
 */
export default function OAuth2LoginPage() {
  const { finish, element } = useLoginFinish();
  const [failed, setFailed] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const token = query.get("oauth2LoginToken");
    const thirdType = query.get("thirdType");
    if (!token || !thirdType) {
      const authorizeUrl = appConfig().thirdLoginAuthorizeUrl;
      if (authorizeUrl && isOAuth2AppEnv(navigator.userAgent)) {
        fullNavigation.replace(
          thirdLoginStart(authorizeUrl, messengerType(navigator.userAgent), window.location.origin, ""),
        );
      } else {
        fullNavigation.replace(LOGIN_PATH);
      }
      return;
    }
    thirdLogin(token, thirdType)
      .then(finish)
      .catch((error: unknown) => {
        const description = error instanceof Error ? error.message : "第三方登录失败";
        setFailed(description);
      });
  }, [finish]);

  return (
    <UserLayout>
      <section style={box} aria-label="第三方登录">
        {failed ? (
          <>
            <p role="alert" style={{ margin: "0 0 16px", color: "#cf1322" }}>
              {failed}
            </p>
            <a className="login-link" href={LOGIN_PATH}>
              返回账号登录
            </a>
          </>
        ) : (
          <p role="status" style={{ margin: 0, color: "rgba(0,0,0,0.65)" }}>
            正在登录，请稍候…
          </p>
        )}
      </section>
      {element}
    </UserLayout>
  );
}

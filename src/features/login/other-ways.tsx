import { appConfig } from "@/app-config";
import { OAUTH2_LOGIN_PATH } from "@/components/shell/guard";
import { casLoginUrl } from "@/providers/login-ways";

/** Providers the third-party page knows (the original's login icons). */
const THIRD_TYPES = [
  { type: "github", label: "GitHub" },
  { type: "wechat_enterprise", label: "企业微信" },
  { type: "dingtalk", label: "钉钉" },
] as const;

/** Where the provider sends the browser back with `oauth2LoginToken` and `thirdType`. */
export function thirdLoginStart(
  authorizeUrl: string,
  thirdType: string,
  origin: string,
  search: string,
): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set("thirdType", thirdType);
  url.searchParams.set("redirect_uri", `${origin}${OAUTH2_LOGIN_PATH}${search}`);
  return url.toString();
}

/** Third-party and single sign-on entries, shown only when the deployment configures them. */
export function OtherWays() {
  const { casServerUrl, thirdLoginAuthorizeUrl } = appConfig();
  if (!casServerUrl && !thirdLoginAuthorizeUrl) return null;
  return (
    <nav className="login-other" aria-label="其他登录方式">
      <span>其他登录方式</span>
      {thirdLoginAuthorizeUrl &&
        THIRD_TYPES.map(({ type, label }) => (
          <a
            key={type}
            className="login-link"
            href={thirdLoginStart(
              thirdLoginAuthorizeUrl,
              type,
              window.location.origin,
              window.location.search,
            )}
          >
            {label}
          </a>
        ))}
      {casServerUrl && (
        <a className="login-link" href={casLoginUrl(casServerUrl, window.location.href)}>
          单点登录
        </a>
      )}
    </nav>
  );
}

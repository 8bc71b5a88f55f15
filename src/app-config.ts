/**
 * Runtime settings of the web app. `/config.js`, served beside `index.html`, sets `window.__APP_CONFIG__`
 * so one build can point at our server or at an existing JeecgBoot backend.
 */

export interface AppConfig {
  /** API prefix, relative (`/jeecg-boot`) or absolute (`https://host/jeecg-boot`). */
  apiBaseUrl: string;
  /** Prefix of static files; default `<apiBaseUrl>/sys/common/static` as the original. */
  staticDomainUrl: string;
  /** IANA zone the backend reads `X-TIMESTAMP` in. */
  backendTimeZone: string;
  /** Show the login captcha from the start (an original backend always requires it). */
  alwaysCaptcha: boolean;
  /**
   * Offer 注册账户 on the login page. Our server says whether registration is open; a configuration that
   * does not say (an original backend) keeps the original's link.
   */
  allowRegister: boolean;
  /** X-Sign secret; must match the backend's `SIGN_SECRET` / `jeecg.signatureSecret`. */
  signSecret: string;
  /** CAS server base URL: the login page offers single sign-on when set. */
  casServerUrl?: string;
  /** Third-party sign-in page (`?thirdType=&redirect_uri=`): the login page offers third-party login when set. */
  thirdLoginAuthorizeUrl?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<Record<keyof AppConfig, unknown>>;
  }
}

/** The original's secret; the backend default is the same. */
export const DEFAULT_SIGN_SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Read on every call so a test (or a late `/config.js`) can change it. */
export function appConfig(): AppConfig {
  const raw = typeof window === "undefined" ? undefined : window.__APP_CONFIG__;
  const apiBaseUrl = withoutTrailingSlash(nonEmpty(raw?.apiBaseUrl) ?? "/jeecg-boot");
  const staticDomainUrl = withoutTrailingSlash(
    nonEmpty(raw?.staticDomainUrl) ?? `${apiBaseUrl}/sys/common/static`,
  );
  return {
    apiBaseUrl,
    staticDomainUrl,
    backendTimeZone: nonEmpty(raw?.backendTimeZone) ?? "Asia/Shanghai",
    alwaysCaptcha: raw?.alwaysCaptcha === true,
    allowRegister: raw?.allowRegister !== false,
    signSecret: nonEmpty(raw?.signSecret) ?? DEFAULT_SIGN_SECRET,
    casServerUrl: nonEmpty(raw?.casServerUrl),
    thirdLoginAuthorizeUrl: nonEmpty(raw?.thirdLoginAuthorizeUrl),
  };
}

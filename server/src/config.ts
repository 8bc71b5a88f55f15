import path from "node:path";
import { type PasswordPolicy, parsePasswordPolicy } from "./core/password-policy-config.ts";
import { DEFAULT_HASH_COST, HASH_COST_RANGE } from "./core/passwords.ts";
import { REPO_ROOT } from "./repo-root.ts";

/** Every setting of the server, read once from the environment at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** context path of the API, e.g. `/jeecg-boot` (no trailing slash) */
  apiPrefix: string;
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded database */
  databaseUrl: string | undefined;
  /** admin password for the first seed; generated when absent */
  adminPassword: string | undefined;
  /** a session ends this many hours after its login however active it is; SESSION_MAX_HOURS */
  sessionMaxHours: number;
  /** password of the demo account jeecg, seeded with the demo data only; generated when absent */
  demoPassword: string | undefined;
  signSecret: string;
  /** IANA zone the server reads and writes local date-times in */
  timeZone: string;
  corsOrigins: string[];
  /** Fastify `trustProxy`: off, a hop count or a list of proxy addresses/CIDRs (never "any address") */
  trustProxy: false | number | string[];
  loginCaptcha: "auto" | "always";
  /** `log` writes SMS codes to the server log; an http(s) URL receives them */
  smsGateway: string;
  /** identity provider that validates third-party login tokens (GET <url>?token=&thirdType=); unset: off */
  thirdLoginUrl: string | undefined;
  /** CAS server base URL for single sign-on (`<url>/p3/serviceValidate`); unset: off */
  casServerUrl: string | undefined;
  /** provider page the login page sends the browser to for third-party login (`?thirdType=&redirect_uri=`) */
  thirdLoginAuthorizeUrl: string | undefined;
  logLevel: LogLevel;
  /** seed the permit demo data set (vehicles, drivers, applicants, permits) on first start; SEED_DEMO, default true */
  seedDemo: boolean;
  /** whether anyone may create an account through `/sys/user/register`; ALLOW_REGISTER, default false */
  allowRegister: boolean;
  /** folder of the built SPA */
  staticDir: string;
  /** largest file `/sys/common/upload` accepts; UPLOAD_MAX_MB, default 10 as the original */
  uploadMaxBytes: number;
  /** what one account may keep stored through `/sys/common/upload` in all; UPLOAD_QUOTA_MB, default 500 */
  uploadQuotaBytes: number;
  /** hosts a data source's connection test may reach (DATA_SOURCE_HOSTS, comma list; empty: none) */
  dataSourceHosts: string[];
  /** password policy for add, change and reset (PASSWORD_MIN_LENGTH, PASSWORD_CHAR_CLASSES) */
  passwordPolicy: PasswordPolicy;
  /** scrypt cost (log2 N) of new password hashes; PASSWORD_HASH_COST, default 15 */
  passwordHashCost: number;
  /** mail server of the message centre, `smtp(s)://user:pass@host:port`; SMTP_URL, unset: mail cannot be sent */
  smtpUrl: string | undefined;
  /** sender address of that mail; SMTP_FROM, default the SMTP user when it is an address */
  smtpFrom: string | undefined;
  /** how often the message centre's sender looks for due messages; MESSAGE_SEND_INTERVAL_MS, 0: never */
  messageSendIntervalMs: number;
  /** bearer token a Prometheus scraper presents to `GET /metrics`; METRICS_TOKEN, unset: /metrics refuses */
  metricsToken: string | undefined;
  /** Redis shared by every instance for sessions and dictionaries, `redis://…`; REDIS_URL, unset: none */
  redisUrl: string | undefined;
}

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

const LOG_LEVELS: readonly LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export const DEFAULT_SIGN_SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";

/** A bad setting: main prints the message and exits without a stack trace. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === "" ? undefined : v;
  };
  const bad = (name: string, value: string, want: string) =>
    problems.push(`${name}=${JSON.stringify(value)}: ${want}`);

  const port = parsePort(get("PORT") ?? "8080");
  if (port === undefined) bad("PORT", get("PORT") ?? "", "must be an integer from 0 to 65535");

  const apiPrefix = get("API_PREFIX") ?? "/jeecg-boot";
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(apiPrefix)) {
    bad("API_PREFIX", apiPrefix, "must start with / and contain path segments only, without a trailing /");
  }

  const databaseUrl = get("DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL: must be a postgres:// or postgresql:// URL");
  }

  const adminPassword = get("ADMIN_PASSWORD");
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push("ADMIN_PASSWORD: must have at least 8 characters");
  }
  const demoPassword = get("DEMO_PASSWORD");
  if (demoPassword !== undefined && demoPassword.length < 8) {
    problems.push("DEMO_PASSWORD: must have at least 8 characters");
  }

  const signSecret = get("SIGN_SECRET") ?? DEFAULT_SIGN_SECRET;
  if (signSecret.includes("${")) problems.push("SIGN_SECRET: looks like an unresolved placeholder");

  const timeZone = get("TIME_ZONE") ?? get("TZ") ?? "Asia/Shanghai";
  if (!isTimeZone(timeZone)) bad("TIME_ZONE", timeZone, "must be an IANA time zone such as Asia/Shanghai");

  const corsOrigins = (get("CORS_ORIGINS") ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/$/, ""))
    .filter(Boolean);
  for (const o of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(o))
      bad("CORS_ORIGINS", o, "each origin must look like https://host[:port]");
  }

  const trustProxy = parseTrustProxy(get("TRUST_PROXY"));
  if (trustProxy === undefined) {
    problems.push(
      "TRUST_PROXY: true would believe any client's X-Forwarded-For; give the number of proxies in front or their addresses",
    );
  }

  const loginCaptcha = get("LOGIN_CAPTCHA") ?? "auto";
  if (loginCaptcha !== "auto" && loginCaptcha !== "always")
    bad("LOGIN_CAPTCHA", loginCaptcha, "must be auto or always");

  const smsGateway = get("SMS_GATEWAY") ?? "log";
  if (smsGateway !== "log" && !/^https?:\/\/\S+$/.test(smsGateway)) {
    bad("SMS_GATEWAY", smsGateway, "must be log or an http(s) URL");
  }

  const thirdLoginUrl = get("THIRD_LOGIN_URL");
  if (thirdLoginUrl !== undefined && !isHttpUrl(thirdLoginUrl)) {
    bad("THIRD_LOGIN_URL", thirdLoginUrl, "must be an http(s) URL");
  }
  const casServerUrl = get("CAS_SERVER_URL")?.replace(/\/+$/, "");
  if (casServerUrl !== undefined && !isHttpUrl(casServerUrl)) {
    bad("CAS_SERVER_URL", casServerUrl, "must be an http(s) URL");
  }

  const metricsToken = get("METRICS_TOKEN");
  if (metricsToken !== undefined && metricsToken.length < 16) {
    bad("METRICS_TOKEN", "(hidden)", "must be at least 16 characters");
  }

  const thirdLoginAuthorizeUrl = get("THIRD_LOGIN_AUTHORIZE_URL");
  if (thirdLoginAuthorizeUrl !== undefined && !isHttpUrl(thirdLoginAuthorizeUrl)) {
    bad("THIRD_LOGIN_AUTHORIZE_URL", thirdLoginAuthorizeUrl, "must be an http(s) URL");
  }

  const logLevel = (get("LOG_LEVEL") ?? "info").toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel))
    bad("LOG_LEVEL", logLevel, `must be one of ${LOG_LEVELS.join(", ")}`);

  const host = get("HOST") ?? "0.0.0.0";

  const seedDemoText = (get("SEED_DEMO") ?? "true").toLowerCase();
  if (!["true", "yes", "1", "false", "no", "0"].includes(seedDemoText))
    bad("SEED_DEMO", seedDemoText, "must be true or false");

  // Off unless turned on: a self-registered account is signed in, and every signed-in account reads
  // some data (dictionaries, pickers), so an open door is a choice an operator makes.
  const allowRegisterText = (get("ALLOW_REGISTER") ?? "false").toLowerCase();
  if (!["true", "yes", "1", "false", "no", "0"].includes(allowRegisterText))
    bad("ALLOW_REGISTER", allowRegisterText, "must be true or false");

  const uploadQuotaMb = get("UPLOAD_QUOTA_MB") ?? "500";
  if (!/^\d{1,6}$/.test(uploadQuotaMb) || Number(uploadQuotaMb) < 1)
    bad("UPLOAD_QUOTA_MB", uploadQuotaMb, "must be a whole number of megabytes, at least 1");

  const sessionMaxHours = get("SESSION_MAX_HOURS") ?? "24";
  if (!/^\d{1,4}$/.test(sessionMaxHours) || Number(sessionMaxHours) < 1)
    bad("SESSION_MAX_HOURS", sessionMaxHours, "must be a whole number of hours, at least 1");

  const uploadMaxMb = get("UPLOAD_MAX_MB") ?? "10";
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(uploadMaxMb) || Number(uploadMaxMb) <= 0)
    bad("UPLOAD_MAX_MB", uploadMaxMb, "must be a positive number of megabytes");

  const dataSourceHosts = (get("DATA_SOURCE_HOSTS") ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const h of dataSourceHosts) {
    if (!/^[a-z0-9.:_-]+$/.test(h))
      bad("DATA_SOURCE_HOSTS", h, "each entry must be a host name or IP address");
  }

  const smtpUrl = get("SMTP_URL");
  let smtpUser: string | undefined;
  if (smtpUrl !== undefined) {
    try {
      const url = new URL(smtpUrl);
      if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || url.hostname === "") throw new Error();
      smtpUser = decodeURIComponent(url.username);
    } catch {
      problems.push("SMTP_URL: must look like smtp://user:password@host:port or smtps://…");
    }
  }
  const smtpFrom = get("SMTP_FROM") ?? (smtpUser?.includes("@") ? smtpUser : undefined);
  if (smtpUrl !== undefined && smtpFrom === undefined) {
    problems.push("SMTP_FROM: required with SMTP_URL when the SMTP user is no mail address");
  }

  const messageSendIntervalMs = get("MESSAGE_SEND_INTERVAL_MS") ?? "5000";
  if (
    !/^\d{1,7}$/.test(messageSendIntervalMs) ||
    (Number(messageSendIntervalMs) > 0 && Number(messageSendIntervalMs) < 100)
  )
    bad(
      "MESSAGE_SEND_INTERVAL_MS",
      messageSendIntervalMs,
      "must be 0 (off) or whole milliseconds, at least 100",
    );

  const redisUrl = get("REDIS_URL");
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    problems.push("REDIS_URL: must look like redis://[:password@]host:port[/db] or rediss://…");
  }

  const passwordPolicy = parsePasswordPolicy(get("PASSWORD_MIN_LENGTH"), get("PASSWORD_CHAR_CLASSES"), bad);
  const passwordHashCost = get("PASSWORD_HASH_COST") ?? String(DEFAULT_HASH_COST);
  if (
    !/^\d{2}$/.test(passwordHashCost) ||
    Number(passwordHashCost) < HASH_COST_RANGE.min ||
    Number(passwordHashCost) > HASH_COST_RANGE.max
  )
    bad(
      "PASSWORD_HASH_COST",
      passwordHashCost,
      `must be a whole number from ${HASH_COST_RANGE.min} to ${HASH_COST_RANGE.max}`,
    );

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port as number,
    host,
    apiPrefix,
    dataDir: path.resolve(get("DATA_DIR") ?? "./data"),
    databaseUrl,
    adminPassword,
    demoPassword,
    sessionMaxHours: Number(sessionMaxHours),
    signSecret,
    timeZone,
    corsOrigins,
    trustProxy: trustProxy ?? false,
    loginCaptcha: loginCaptcha as AppConfig["loginCaptcha"],
    smsGateway,
    thirdLoginUrl,
    casServerUrl,
    thirdLoginAuthorizeUrl,
    logLevel: logLevel as LogLevel,
    seedDemo: ["true", "yes", "1"].includes(seedDemoText),
    allowRegister: ["true", "yes", "1"].includes(allowRegisterText),
    staticDir: path.resolve(get("STATIC_DIR") ?? path.join(REPO_ROOT, "dist")),
    uploadMaxBytes: Math.round(Number(uploadMaxMb) * 1024 * 1024),
    uploadQuotaBytes: Number(uploadQuotaMb) * 1024 * 1024,
    dataSourceHosts,
    passwordPolicy,
    passwordHashCost: Number(passwordHashCost),
    smtpUrl,
    smtpFrom,
    messageSendIntervalMs: Number(messageSendIntervalMs),
    metricsToken,
    redisUrl,
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= 65535 ? n : undefined;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Undefined for true/yes, which would trust whatever address a client claims. */
function parseTrustProxy(text: string | undefined): AppConfig["trustProxy"] | undefined {
  if (text === undefined) return false;
  const t = text.toLowerCase();
  if (t === "true" || t === "yes") return undefined;
  if (t === "false" || t === "no" || t === "0") return false;
  if (/^\d+$/.test(t)) return Number(t);
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

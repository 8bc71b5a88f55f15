/**
 * The other ways in: SMS codes, phone login, third-party and CAS login, the tenant and
 * department chosen after a login, registration and the forgot-password flow. Every login stores its
 * session through `storeLogin`, like the password login.
 */
import { LoginError, type LoginResult, storeLogin } from "./auth-provider";
import {
  getPlain,
  isHttpRequestError,
  type JeecgResult,
  messageOf,
  postAction,
  putAction,
  request,
} from "./http/client";
import { session, type UserInfo } from "./session";
import { ls, SEVEN_DAYS, TENANT_ID, USER_INFO } from "./storage";

/** smsmode of /sys/sms: "0" login, "1" register, "2" forgot password. */
export type SmsMode = "0" | "1" | "2";

/** Seconds before another code may be asked for (the original's client countdown). */
export const SMS_COUNTDOWN = 60;

/** Mobile rule of the forms: `1[3-9]` and 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

export interface Outcome<T = unknown> {
  success: boolean;
  message: string;
  result?: T;
}

/** A Result envelope, or the body of an HTTP error, as a plain outcome (never throws). */
async function outcome<T>(call: Promise<JeecgResult<T>>): Promise<Outcome<T>> {
  try {
    const answer = await call;
    return { success: answer.success === true, message: messageOf(answer) ?? "", result: answer.result };
  } catch (error) {
    const data: unknown = isHttpRequestError(error) ? error.response?.data : undefined;
    return { success: false, message: messageOf(data) || "请求出现错误，请稍后再试" };
  }
}

/** POST /sys/sms: sends a 6-digit code; the code itself never comes back. */
export function sendSmsCode(mobile: string, smsmode: SmsMode): Promise<Outcome> {
  return outcome(postAction("/sys/sms", { mobile, smsmode }));
}

/** Accepts a login answer only with code 200 and a token (the original's check), then stores it. */
function acceptLogin(answer: unknown): LoginResult {
  const code = isObject(answer) ? answer.code : undefined;
  const result = isObject(answer) ? answer.result : undefined;
  if (String(code) !== "200" || !isObject(result) || typeof result.token !== "string") {
    throw new LoginError(messageOf(answer) || "登录失败", answer);
  }
  const login = result as LoginResult;
  storeLogin(login);
  return login;
}

async function loginCall(call: () => Promise<unknown>): Promise<LoginResult> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    const data: unknown = isHttpRequestError(error) ? error.response?.data : undefined;
    throw new LoginError(messageOf(data) || "登录失败", data, isHttpRequestError(error) ? 500 : 0);
  }
  return acceptLogin(answer);
}

/** POST /sys/phoneLogin with the SMS code; a wrong code answers success:true but code 0, a refusal. */
export function phoneLogin(mobile: string, captcha: string): Promise<LoginResult> {
  return loginCall(() => request({ url: "/sys/phoneLogin", method: "post", data: { mobile, captcha } }));
}

/** GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}: the provider's token for a session. */
export function thirdLogin(token: string, thirdType: string): Promise<LoginResult> {
  const path = `/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(thirdType)}`;
  return loginCall(() => getPlain(path));
}

/** What a CAS validation answers: the stored login, or the server's refusal as it came. */
export type CasOutcome = { success: true; login: LoginResult } | { success: false; message: string };

/**
 * GET /sys/cas/client/validateLogin: the CAS ticket for a session (`service` as sent to the CAS login).
 * A refusal resolves with the server's `success:false` answer, as the original's ValidateLogin; only a
 * failed request rejects.
 */
export async function casLogin(ticket: string, service: string): Promise<CasOutcome> {
  const answer = await getPlain<unknown>("/sys/cas/client/validateLogin", { ticket, service });
  if (answer.success !== true) return { success: false, message: messageOf(answer) || "单点登录失败" };
  return { success: true, login: acceptLogin(answer) };
}

/** Where the CAS server sends the browser back: this page without the ticket. */
export function casService(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("ticket");
  return url.toString();
}

/** The CAS login page for a service URL. */
export function casLoginUrl(casServerUrl: string, service: string): string {
  return `${casServerUrl.replace(/\/+$/, "")}/login?service=${encodeURIComponent(service)}`;
}

/** The tenant the session acts in (empty: none), kept 7 days as the original. */
export function chooseTenant(id: string | number | undefined): void {
  const value = id === undefined || id === null ? "" : String(id);
  ls.set(TENANT_ID, value, SEVEN_DAYS);
  session.set({ tenantid: value });
}

/** PUT /sys/selectDepart: the chosen department becomes the user's current one. */
export async function selectDepart(orgCode: string, username: string): Promise<Outcome<UserInfo>> {
  const answer = await outcome(
    putAction<{ userInfo?: UserInfo }>("/sys/selectDepart", { orgCode, username }),
  );
  const info = answer.result?.userInfo;
  if (answer.success && isObject(info)) {
    ls.set(USER_INFO, info, SEVEN_DAYS);
    session.set({ info });
  }
  return { success: answer.success, message: answer.message, result: info };
}

/** What the password dialog sends to change the signed-in user's password. */
export interface PasswordChange {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * PUT sys/user/updatePassword from the login page, which runs without refine (a password change required at
 * login); inside the app the dialog sends the same call through refine. An HTTP failure rejects: the error
 * catalogue has shown it.
 */
export async function updatePassword(change: PasswordChange): Promise<Outcome> {
  const answer = await putAction("sys/user/updatePassword", { ...change });
  return { success: answer.success === true, message: messageOf(answer) };
}

export interface RegisterValues {
  username: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}

/** POST /sys/user/register. */
export function register(values: RegisterValues): Promise<Outcome> {
  return outcome(postAction("/sys/user/register", { ...values }));
}

/** GET /sys/user/checkOnlyUser: success when no account holds the value yet. */
export function checkOnlyUser(field: "username" | "phone" | "email", value: string): Promise<Outcome> {
  return outcome(getPlain("/sys/user/checkOnlyUser", { [field]: value }));
}

/** POST /sys/user/phoneVerification: step 1 of the alteration flow; answers the username. */
export function phoneVerification(
  phone: string,
  smscode: string,
): Promise<Outcome<{ smscode: string; username: string }>> {
  return outcome(postAction("/sys/user/phoneVerification", { phone, smscode }));
}

/** POST /sys/user/passwordChange: step 2 of the alteration flow. */
export function passwordChange(values: {
  username: string;
  password: string;
  smscode: string;
  phone: string;
}): Promise<Outcome> {
  return outcome(postAction("/sys/user/passwordChange", { ...values }));
}

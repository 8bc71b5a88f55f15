import { userTenants } from "../../core/auth-hook.ts";
import { takeCaptcha } from "../../core/captcha.ts";
import { clearLoginFailures, loginWait, recordLoginFailure, waitMessage } from "../../core/login-delay.ts";
import { CAPTCHA_AFTER_FAILURES, failureState, recordFailure } from "../../core/login-failures.ts";
import { loginLogText, writeLoginLog } from "../../core/login-log.ts";
import { decoyHash, verifyPassword } from "../../core/passwords.ts";
import { fail, ok, type Result } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import { createSession, pruneExpiredSessions } from "../../core/sessions.ts";
import type { Db, Row } from "../../db/client.ts";
import { loadAllDictItems } from "../dict/dict-cache.ts";
import { loadEffectiveTenants, loadUserDeparts, loadUserInfo, settleCurrentDepart } from "./user-info.ts";

export const LOGIN_MESSAGES = {
  captchaMissing: "验证码无效",
  captchaWrong: "验证码错误",
  unknownUser: "该用户不存在，请注册",
  frozen: "该用户已冻结",
  wrongPassword: "用户名或密码错误",
  tenantsFrozen: "与该用户关联的租户均已被冻结，无法登录！",
  wait: waitMessage,
  success: "登录成功",
} as const;

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string | null;
  checkKey?: string | number | null;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  url: string;
}

/** The sys_user columns a login needs; every way in finds its user through findLoginUser. */
export interface LoginUser {
  id: string;
  username: string;
  realname: string | null;
  password: string | null;
  status: number;
  org_code: string | null;
  rel_tenant_ids: string | null;
  must_change_password: boolean;
}

export type LoginUserKey = { username: string } | { phone: string } | { thirdId: string; thirdType: string };

/** A user that is not logically deleted, found by username, phone or third-party binding. */
export async function findLoginUser(db: Db, key: LoginUserKey): Promise<LoginUser | undefined> {
  const select = `SELECT id, username, realname, password, status, org_code, rel_tenant_ids, must_change_password
     FROM sys_user WHERE del_flag = 0`;
  if ("username" in key) return db.one<LoginUser>(`${select} AND username = $1`, [key.username]);
  if ("phone" in key) return db.one<LoginUser>(`${select} AND phone = $1`, [key.phone]);
  return db.one<LoginUser>(`${select} AND third_id = $1 AND third_type = $2 ORDER BY id LIMIT 1`, [
    key.thirdId,
    key.thirdType,
  ]);
}

/**
 * POST /sys/login in the original's order of checks, with our captcha rule (after three failed logins
 * of the account, or always) and the wait per account and address. An unknown user, a wrong password
 * and a frozen user with a wrong password get one answer after the same work; that the account is
 * frozen is said only to whoever knows its password.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: RequestMeta): Promise<Result<unknown>> {
  const { db, config } = ctx;
  const username = input.username.trim();
  const captcha = (input.captcha ?? "").toString().trim();
  const checkKey = (input.checkKey ?? "").toString().trim();
  const log = (content: string, realname?: string | null) =>
    writeLoginLog(db, { content, username, realname: realname ?? null, ip: meta.ip, requestUrl: meta.url });

  const failures = await failureState(db, username);
  const captchaRequired = config.loginCaptcha === "always" || failures.count >= CAPTCHA_AFTER_FAILURES;
  // A captcha sent unasked (a client that always shows it) is still checked, as the original does.
  if (captchaRequired || captcha) {
    if (!captcha) return fail(LOGIN_MESSAGES.captchaMissing);
    if (!(await takeCaptcha(db, checkKey, captcha))) return fail(LOGIN_MESSAGES.captchaWrong);
  }

  const wait = await loginWait(db, username, meta.ip);
  if (wait !== undefined) {
    await log(loginLogText.waiting(username));
    return fail(LOGIN_MESSAGES.wait(wait));
  }

  const user = await findLoginUser(db, { username });
  const passwordOk = await verifyPassword(input.password, user?.password ?? (await decoyHash()));
  if (!user || !passwordOk) {
    await recordFailure(db, username, { lock: false });
    await recordLoginFailure(db, username, meta.ip);
    if (!user) await log(loginLogText.unknownUser());
    else if (user.status === 2) await log(loginLogText.frozen(username), user.realname);
    else await log(loginLogText.wrongPassword(username), user.realname);
    return fail(LOGIN_MESSAGES.wrongPassword);
  }
  if (user.status === 2) {
    await log(loginLogText.frozen(username), user.realname);
    return fail(LOGIN_MESSAGES.frozen);
  }
  return completeLogin(ctx, user, meta);
}

/**
 * The user checks every other way in (phone, third party, CAS) shares with password login once it
 * has found its user: frozen, or this address waiting after failed password logins. Undefined when
 * the user may go on.
 */
export async function refuseUser(
  ctx: AppContext,
  user: LoginUser,
  meta: RequestMeta,
): Promise<Result<unknown> | undefined> {
  const log = (content: string) =>
    writeLoginLog(ctx.db, {
      content,
      username: user.username,
      realname: user.realname,
      ip: meta.ip,
      requestUrl: meta.url,
    });
  if (user.status === 2) {
    await log(loginLogText.frozen(user.username));
    return fail(LOGIN_MESSAGES.frozen);
  }
  const wait = await loginWait(ctx.db, user.username, meta.ip);
  if (wait !== undefined) {
    await log(loginLogText.waiting(user.username));
    return fail(LOGIN_MESSAGES.wait(wait));
  }
  return undefined;
}

/**
 * After the credentials of any way in: the tenant check, then a new session and the password login's
 * answer (`登录成功`, code 200) with its login log line.
 */
export async function completeLogin(
  ctx: AppContext,
  user: LoginUser,
  meta: RequestMeta,
  opts: { logText?: string } = {},
): Promise<Result<unknown>> {
  const { db } = ctx;
  const log = (content: string) =>
    writeLoginLog(db, {
      content,
      username: user.username,
      realname: user.realname,
      ip: meta.ip,
      requestUrl: meta.url,
    });
  const tenantIds = userTenants(user.rel_tenant_ids);
  const tenantList = await loadEffectiveTenants(db, tenantIds);
  if (tenantIds.length > 0 && tenantList.length === 0) {
    await log(LOGIN_MESSAGES.tenantsFrozen);
    return fail(LOGIN_MESSAGES.tenantsFrozen);
  }

  await clearLoginFailures(db, user.username, meta.ip);
  await pruneExpiredSessions(db);

  const result = await sessionAnswer(ctx, user, tenantIds.length > 0 ? tenantList : undefined, meta);
  await log(opts.logText ?? loginLogText.success(user.username));
  return ok(result, LOGIN_MESSAGES.success);
}

/** The login `result`: token, userInfo without secrets, departments, tenants and every dictionary. */
async function sessionAnswer(
  ctx: AppContext,
  user: LoginUser,
  tenantList: Row[] | undefined,
  meta: RequestMeta,
) {
  const { db } = ctx;
  const departs = await loadUserDeparts(db, user.id);
  const { multiDepart } = await settleCurrentDepart(db, user.id, user.org_code, departs);
  const session = await createSession(db, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  const userInfo = await loadUserInfo(db, user.id);
  const result: Record<string, unknown> = {
    multi_depart: multiDepart,
    departs,
    token: session.token,
    userInfo,
    sysAllDictItems: await loadAllDictItems(db),
  };
  if (tenantList) result.tenantList = tenantList;
  if (user.must_change_password) result.needChangePassword = true;
  return result;
}

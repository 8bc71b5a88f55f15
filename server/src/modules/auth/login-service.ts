import { userTenants } from "../../core/auth-hook.ts";
import { checkCaptcha, deleteCaptcha } from "../../core/captcha.ts";
import {
  CAPTCHA_AFTER_FAILURES,
  clearFailures,
  failureState,
  LOCK_MINUTES,
  recordFailure,
} from "../../core/login-failures.ts";
import { loginLogText, writeLoginLog } from "../../core/login-log.ts";
import { verifyPassword } from "../../core/passwords.ts";
import { fail, ok, type Result } from "../../core/result.ts";
import { createSession, pruneExpiredSessions } from "../../core/sessions.ts";
import type { Row } from "../../db/client.ts";
import { loadAllDictItems } from "../dict/dict-cache.ts";
import type { AppContext } from "../types.ts";
import { loadEffectiveTenants, loadUserDeparts, loadUserInfo, settleCurrentDepart } from "./user-info.ts";

export const LOGIN_MESSAGES = {
  captchaMissing: "验证码无效",
  captchaWrong: "验证码错误",
  unknownUser: "该用户不存在，请注册",
  frozen: "该用户已冻结",
  wrongPassword: "用户名或密码错误",
  tenantsFrozen: "与该用户关联的租户均已被冻结，无法登录！",
  locked: (minutes: number) => `登录失败次数过多，账号已被锁定，请${minutes}分钟后再试或联系管理员解锁`,
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

interface UserRow {
  id: string;
  username: string;
  realname: string | null;
  password: string | null;
  status: number;
  org_code: string | null;
  rel_tenant_ids: string | null;
  must_change_password: boolean;
}

/**
 * POST /sys/login in the original's order of checks (reference §2.1), with our captcha rule (after
 * three failures, or always) and the lockout after ten failures in thirty minutes.
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
    if (!(await checkCaptcha(db, checkKey, captcha))) return fail(LOGIN_MESSAGES.captchaWrong);
  }

  if (failures.lockedMinutes !== undefined) {
    await log(loginLogText.locked(username));
    return fail(LOGIN_MESSAGES.locked(failures.lockedMinutes));
  }

  const user = await db.one<UserRow>(
    `SELECT id, username, realname, password, status, org_code, rel_tenant_ids, must_change_password
     FROM sys_user WHERE username = $1 AND del_flag = 0`,
    [username],
  );
  if (!user) {
    await recordFailure(db, username);
    await log(loginLogText.unknownUser());
    return fail(LOGIN_MESSAGES.unknownUser);
  }
  if (user.status === 2) {
    await log(loginLogText.frozen(username), user.realname);
    return fail(LOGIN_MESSAGES.frozen);
  }
  if (!(await verifyPassword(input.password, user.password))) {
    const state = await recordFailure(db, username);
    await log(loginLogText.wrongPassword(username), user.realname);
    if (state.lockedMinutes !== undefined) {
      return fail(`${LOGIN_MESSAGES.wrongPassword}，${LOGIN_MESSAGES.locked(LOCK_MINUTES)}`);
    }
    return fail(LOGIN_MESSAGES.wrongPassword);
  }

  const tenantIds = userTenants(user.rel_tenant_ids);
  const tenantList = await loadEffectiveTenants(db, tenantIds);
  if (tenantIds.length > 0 && tenantList.length === 0) {
    await log(LOGIN_MESSAGES.tenantsFrozen, user.realname);
    return fail(LOGIN_MESSAGES.tenantsFrozen);
  }

  await clearFailures(db, username);
  if (captcha) await deleteCaptcha(db, checkKey);
  await pruneExpiredSessions(db);

  const result = await sessionAnswer(ctx, user, tenantIds.length > 0 ? tenantList : undefined, meta);
  await log(loginLogText.success(username), user.realname);
  return ok(result, LOGIN_MESSAGES.success);
}

/** The login `result`: token, userInfo without secrets, departments, tenants and every dictionary. */
async function sessionAnswer(
  ctx: AppContext,
  user: UserRow,
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

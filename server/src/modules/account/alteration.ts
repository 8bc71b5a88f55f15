import type { FastifyInstance } from "fastify";
import { clearLoginFailures } from "../../core/login-delay.ts";
import { passwordPolicyCheck } from "../../core/password-policy.ts";
import type { PasswordPolicy } from "../../core/password-policy-config.ts";
import { hashPassword } from "../../core/passwords.ts";
import { BizError, fail, ok } from "../../core/result.ts";
import { revokeUserSessions } from "../../core/sessions.ts";
import { checkMobile } from "../../core/validators.ts";
import type { Db } from "../../db/client.ts";
import { checkCode } from "../sms/codes.ts";
import { codeFailureMessage, SMS_MESSAGES } from "../sms/messages.ts";
import { asText, textField } from "./input.ts";

export const ALTERATION_MESSAGES = {
  incomplete: "重置密码失败！",
  codeExpired: "短信验证码失效！",
  codeWrong: "短信验证码不匹配！",
  userNotFound: "未找到用户！",
  success: "密码修改完成！",
} as const;

const verificationSchema = {
  body: { type: "object", properties: { phone: textField(45), smscode: textField(20) } },
} as const;

const changeFields = {
  type: "object",
  properties: {
    username: textField(100),
    password: textField(200),
    smscode: textField(20),
    phone: textField(45),
  },
} as const;

/**
 * The forgot-password flow (account alteration): step 1 proves the phone with a mode-2 code and learns
 * the username, step 2 sets the new password with the same code, which is then used up.
 */
export function registerAlterationRoutes(app: FastifyInstance, db: Db, policy: PasswordPolicy): void {
  const checkPassword = passwordPolicyCheck(policy);
  app.post(
    "/sys/user/phoneVerification",
    { config: { auth: "anonymous" }, schema: verificationSchema },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      const phone = asText(body.phone);
      const badPhone = checkMobile(phone);
      if (badPhone) return fail(badPhone);
      const smscode = asText(body.smscode);
      if (smscode === "") return fail(SMS_MESSAGES.codeRequired);
      // Kept, not used up: step 2 sends the same code, and its 10 minutes start again.
      const check = await checkCode(db, phone, "2", smscode, { consume: false });
      if (check !== "ok") return fail(codeFailureMessage(check));
      const user = await db.one<{ username: string }>(
        "SELECT username FROM sys_user WHERE phone = $1 AND del_flag = 0",
        [phone],
      );
      if (!user) return fail(SMS_MESSAGES.unknownPhone);
      return ok({ smscode, username: user.username });
    },
  );

  // The original client sends step 2 as a GET with the fields in the query string (request logs leave
  // query strings out, so the new password is not written there); a POST body works as well.
  const changePassword = async (fields: unknown) => {
    const body = (fields ?? {}) as Record<string, unknown>;
    const username = asText(body.username);
    const phone = asText(body.phone);
    const smscode = asText(body.smscode);
    const password = typeof body.password === "string" ? body.password : "";
    if (!username || !phone || !smscode) return fail(ALTERATION_MESSAGES.incomplete);
    const problem = checkPassword(password);
    if (problem) return fail(problem);

    const hash = await hashPassword(password);
    const check = await db.tx(async (t) => {
      const outcome = await checkCode(t, phone, "2", smscode, { consume: true });
      if (outcome !== "ok") return outcome;
      const user = await t.one<{ id: string }>(
        "SELECT id FROM sys_user WHERE username = $1 AND phone = $2 AND del_flag = 0",
        [username, phone],
      );
      // Throwing rolls the use of the code back: the right owner can still finish.
      if (!user) throw new BizError(ALTERATION_MESSAGES.userNotFound);
      await t.query(
        `UPDATE sys_user SET password = $2, salt = '', must_change_password = false, update_by = $3,
             update_time = LOCALTIMESTAMP(0) WHERE id = $1`,
        [user.id, hash, username],
      );
      // Whoever held the old password loses every session with it, and a lockout ends.
      await revokeUserSessions(t, user.id);
      await clearLoginFailures(t, username);
      return outcome;
    });
    if (check === "ok") return ok(null, ALTERATION_MESSAGES.success);
    if (check === "wrong") return fail(ALTERATION_MESSAGES.codeWrong);
    if (check === "exhausted") return fail(SMS_MESSAGES.codeExhausted);
    return fail(ALTERATION_MESSAGES.codeExpired);
  };
  const url = "/sys/user/passwordChange";
  const access = { auth: "anonymous" } as const;
  app.post(url, { config: access, schema: { body: changeFields } }, (req) => changePassword(req.body));
  app.get(url, { config: access, schema: { querystring: changeFields } }, (req) => changePassword(req.query));
}

import type { FastifyInstance } from "fastify";
import { newId } from "../../core/ids.ts";
import { passwordPolicyCheck } from "../../core/password-policy.ts";
import type { PasswordPolicy } from "../../core/password-policy-config.ts";
import { hashPassword } from "../../core/passwords.ts";
import { fail, ok } from "../../core/result.ts";
import { checkEmail, checkMobile, checkUsername } from "../../core/validators.ts";
import type { Db } from "../../db/client.ts";
import { checkCode } from "../sms/codes.ts";
import { codeFailureMessage, REGISTER_CLOSED, SMS_MESSAGES } from "../sms/messages.ts";
import { asText, textField } from "./input.ts";

/** Self-registered users get the seeded narrow role (`test`, 临时角色). */
export const REGISTER_ROLE_CODE = "test";

export const REGISTER_MESSAGES = {
  usernameTaken: "用户名已注册",
  phoneTaken: "该手机号已注册",
  emailTaken: "邮箱已被注册",
  success: "注册成功",
} as const;

const registerSchema = {
  body: {
    type: "object",
    properties: {
      username: textField(100),
      password: textField(200),
      phone: textField(45),
      smscode: textField(20),
      email: textField(45),
      realname: textField(100),
    },
  },
} as const;

const taken = async (db: Db, column: "username" | "phone" | "email", value: string) =>
  // Deleted accounts still hold their values in the unique indexes, so they count.
  (await db.one(`SELECT 1 AS x FROM sys_user WHERE ${column} = $1 LIMIT 1`, [value])) !== undefined;

/** What `/sys/user/register` answers while self-registration is off (ALLOW_REGISTER). */

/**
 * POST /sys/user/register (anonymous): an account bound to a phone verified by a mode-1 code. Only when
 * `allowed` (ALLOW_REGISTER); otherwise every call gets REGISTER_CLOSED and nothing is read or written.
 */
export function registerRegisterRoute(
  app: FastifyInstance,
  db: Db,
  allowed: boolean,
  policy: PasswordPolicy,
): void {
  const checkPassword = passwordPolicyCheck(policy);
  app.post("/sys/user/register", { config: { auth: "anonymous" }, schema: registerSchema }, async (req) => {
    if (!allowed) return fail(REGISTER_CLOSED);
    const body = req.body as Record<string, unknown>;
    const username = asText(body.username);
    const phone = asText(body.phone);
    const email = asText(body.email);
    const realname = asText(body.realname) || username;
    const password = typeof body.password === "string" ? body.password : "";
    const problem =
      checkUsername(username) ?? checkPassword(password) ?? checkMobile(phone) ?? checkEmail(email);
    if (problem) return fail(problem);
    const smscode = asText(body.smscode);
    if (smscode === "") return fail(SMS_MESSAGES.codeRequired);

    if (await taken(db, "username", username)) return fail(REGISTER_MESSAGES.usernameTaken);
    if (await taken(db, "phone", phone)) return fail(REGISTER_MESSAGES.phoneTaken);
    if (email && (await taken(db, "email", email))) return fail(REGISTER_MESSAGES.emailTaken);

    const hash = await hashPassword(password);
    const check = await db.tx(async (t) => {
      const outcome = await checkCode(t, phone, "1", smscode, { consume: true });
      if (outcome !== "ok") return outcome;
      const id = newId();
      await t.query(
        `INSERT INTO sys_user (id, username, realname, password, salt, email, phone, status, del_flag,
           activiti_sync, create_by, create_time)
         VALUES ($1, $2, $3, $4, '', $5, $6, 1, 0, 0, $2, LOCALTIMESTAMP(0))`,
        [id, username, realname, hash, email || null, phone],
      );
      await t.query(
        `INSERT INTO sys_user_role (id, user_id, role_id) SELECT $1, $2, id FROM sys_role WHERE role_code = $3`,
        [newId(), id, REGISTER_ROLE_CODE],
      );
      return outcome;
    });
    if (check !== "ok") return fail(codeFailureMessage(check));
    return ok(null, REGISTER_MESSAGES.success);
  });
}

import type { FastifyInstance } from "fastify";
import { confirmCurrentPassword } from "../../core/current-password.ts";
import { BizError, fail, ok } from "../../core/result.ts";
import { checkAvatar, checkEmail, MESSAGES, MOBILE } from "../../core/validators.ts";
import type { Db } from "../../db/client.ts";
import { loadUserInfo } from "../auth/user-info.ts";
import { queueMessage } from "../message/queue.ts";
import { escapeHtml } from "../message/render.ts";
import { revokeSessions } from "../user/relations.ts";
import { maskPhone } from "../user/user-picker.ts";
import { asText, textField } from "./input.ts";

const profileSchema = {
  body: {
    type: "object",
    properties: {
      realname: textField(100),
      sex: textField(2),
      birthday: textField(10),
      email: textField(45),
      phone: textField(45),
      telephone: textField(45),
      avatar: textField(255),
      oldpassword: textField(100),
    },
  },
} as const;

/** The fields a user may change on themself, and the column each one writes. */
const EDITABLE = {
  realname: "realname",
  sex: "sex",
  birthday: "birthday",
  email: "email",
  phone: "phone",
  telephone: "telephone",
  avatar: "avatar",
} as const;
type Editable = keyof typeof EDITABLE;

function checked(field: Editable, value: string): string | null {
  if (field === "realname" && value === "") throw new BizError("请输入真实姓名");
  if (value === "") return null;
  if (field === "sex" && value !== "1" && value !== "2") throw new BizError("性别只能是1(男)或2(女)");
  if (field === "birthday" && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new BizError("生日格式应为yyyy-MM-dd");
  if (field === "email") {
    const problem = checkEmail(value);
    if (problem) throw new BizError(problem);
  }
  if (field === "phone" && !MOBILE.test(value)) throw new BizError(MESSAGES.mobile);
  if (field === "avatar") {
    const problem = checkAvatar(value);
    if (problem) throw new BizError(problem);
  }
  return value;
}

export const NEED_PASSWORD = "修改手机号或邮箱需要输入当前密码";

interface ContactChange {
  fields: ("phone" | "email")[];
  old: { phone: string | null; email: string | null };
  passwordHash: string | null;
}

/** Queues a notice to the phone number and e-mail address the account had before this edit. */
async function tellOldContacts(
  db: Db,
  username: string,
  changed: ContactChange,
  body: Record<string, unknown>,
): Promise<void> {
  const notice = (what: string, to: string) =>
    `您的账号${username}的${what}已改为${to || "空"}。如非本人操作，请立即联系管理员。`;
  if (changed.fields.includes("phone") && changed.old.phone) {
    await queueMessage(db, {
      title: "账号手机号变更提醒",
      type: "1",
      receiver: changed.old.phone,
      content: notice("手机号", maskPhone(asText(body.phone)) ?? ""),
      createBy: username,
    });
  }
  if (changed.fields.includes("email") && changed.old.email) {
    await queueMessage(db, {
      title: "账号邮箱变更提醒",
      type: "2",
      receiver: changed.old.email,
      content: escapeHtml(notice("邮箱", asText(body.email))),
      createBy: username,
    });
  }
}

/** Which recovery contacts this edit moves (clearing one counts), with what the account had. */
async function changedContacts(
  db: Db,
  userId: string,
  body: Record<string, unknown>,
): Promise<ContactChange> {
  const row = await db.one<{ phone: string | null; email: string | null; password: string | null }>(
    "SELECT phone, email, password FROM sys_user WHERE id = $1",
    [userId],
  );
  const fields = (["phone", "email"] as const).filter(
    (f) => Object.hasOwn(body, f) && (asText(body[f]) || null) !== (row?.[f] || null),
  );
  return {
    fields,
    old: { phone: row?.phone || null, email: row?.email || null },
    passwordHash: row?.password ?? null,
  };
}

/**
 * PUT (or POST) /sys/user/appEdit: the signed-in user edits their own profile (the original's appEdit);
 * fields left out stay as they are. Moving the phone or e-mail needs the current password (`oldpassword`)
 * and ends the account's other sessions. Answers the new `userInfo`.
 */
export function registerProfileRoutes(app: FastifyInstance, db: Db): void {
  app.route({
    method: ["PUT", "POST"],
    url: "/sys/user/appEdit",
    config: { auth: "login" },
    schema: profileSchema,
    handler: async (req) => {
      const me = req.session;
      if (!me) return fail("请先登录");
      const body = req.body as Record<string, unknown>;
      const sets: string[] = [];
      const params: unknown[] = [me.id];
      for (const field of Object.keys(EDITABLE) as Editable[]) {
        if (!Object.hasOwn(body, field)) continue;
        params.push(checked(field, asText(body[field])));
        sets.push(`${EDITABLE[field]} = $${params.length}`);
      }
      if (sets.length === 0) return fail("没有要修改的内容");
      for (const field of ["phone", "email"] as const) {
        const value = Object.hasOwn(body, field) ? asText(body[field]) : "";
        if (value === "") continue;
        const taken = await db.one(`SELECT 1 AS x FROM sys_user WHERE ${field} = $1 AND id <> $2 LIMIT 1`, [
          value,
          me.id,
        ]);
        if (taken) return fail(field === "phone" ? "该手机号已被其他用户使用" : "该邮箱已被其他用户使用");
      }
      const changed = await changedContacts(db, me.id, body);
      if (changed.fields.length > 0) {
        // A phone number resets the password by SMS and an e-mail reaches the owner: a session alone
        // must not be enough to move them elsewhere.
        const typed = asText(body.oldpassword);
        if (typed === "") return fail(NEED_PASSWORD);
        await confirmCurrentPassword(db, me.id, changed.passwordHash, typed, "当前密码输入错误!");
      }
      params.push(me.username);
      await db.tx(async (t) => {
        await t.query(
          `UPDATE sys_user SET ${sets.join(", ")}, update_by = $${params.length}, update_time = LOCALTIMESTAMP(0)
           WHERE id = $1`,
          params,
        );
        // Whoever else holds a session of this account is signed out once its recovery contacts move,
        // and the old contacts hear of it, so a taken-over account does not go unnoticed.
        if (changed.fields.length > 0) {
          await revokeSessions(t, [me.id], me.sessionId);
          await tellOldContacts(t, me.username, changed, body);
        }
      });
      return ok({ userInfo: await loadUserInfo(db, me.id) }, "修改成功!");
    },
  });
}

import type { FastifyInstance } from "fastify";
import { BizError, fail, ok } from "../../core/result.ts";
import { checkAvatar, checkEmail, MESSAGES, MOBILE } from "../../core/validators.ts";
import type { Db } from "../../db/client.ts";
import { loadUserInfo } from "../auth/user-info.ts";
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

/**
 * PUT (or POST) /sys/user/appEdit: the signed-in user edits their own profile (the original's appEdit);
 * fields left out stay as they are. Answers the new `userInfo`.
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
      params.push(me.username);
      await db.query(
        `UPDATE sys_user SET ${sets.join(", ")}, update_by = $${params.length}, update_time = LOCALTIMESTAMP(0)
         WHERE id = $1`,
        params,
      );
      return ok({ userInfo: await loadUserInfo(db, me.id) }, "修改成功!");
    },
  });
}

/** The user endpoints beside the generated CRUD ones (`/sys/user/*`). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config.ts";
import { assertMayChangeUsers } from "../../core/access/grant-ceiling.ts";
import type { CrudTable } from "../../core/crud/index.ts";
import { confirmCurrentPassword } from "../../core/current-password.ts";
import { passwordPolicyCheck } from "../../core/password-policy.ts";
import { hashPassword } from "../../core/passwords.ts";
import { IP_LIMITS } from "../../core/rate-limit.ts";
import { BizError, ok } from "../../core/result.ts";
import type { SessionUser } from "../../core/session.ts";
import type { Db } from "../../db/client.ts";
import { loadUserDeparts, loadUserInfo } from "../auth/user-info.ts";
import { idList, revokeSessions, roleIdsOf } from "./relations.ts";
import { CONFIRM_MISMATCH } from "./user-crud.ts";

const short = { type: ["string", "null"], maxLength: 100 };
const password = { type: ["string", "null"], maxLength: 200 };

function session(req: FastifyRequest): SessionUser {
  if (!req.session) throw new BizError("Token失效，请重新登录!", 401, 401);
  return req.session;
}

const asText = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));

interface PasswordRow {
  id: string;
  username: string;
  password: string | null;
}

async function findByUsername(db: Db, username: string): Promise<PasswordRow | undefined> {
  if (!username) return undefined;
  return db.one<PasswordRow>(
    "SELECT id, username, password FROM sys_user WHERE username = $1 AND del_flag = 0",
    [username],
  );
}

async function setPassword(
  db: Db,
  req: FastifyRequest,
  userId: string,
  plain: string,
  keepSessionId?: string,
) {
  const hash = await hashPassword(plain);
  await db.tx(async (t) => {
    await t.query(
      `UPDATE sys_user SET password = $2, salt = '', must_change_password = false, update_by = $3,
         update_time = LOCALTIMESTAMP(0) WHERE id = $1`,
      [userId, hash, req.session?.username ?? null],
    );
    await revokeSessions(t, [userId], keepSessionId);
  });
}

export function registerUserRoutes(app: FastifyInstance, db: Db, users: CrudTable, config: AppConfig): void {
  const checkPassword = passwordPolicyCheck(config.passwordPolicy);
  app.put(
    "/sys/user/frozenBatch",
    {
      config: { perm: "user:frozenBatch" },
      schema: {
        body: {
          type: "object",
          properties: {
            ids: { type: ["string", "array"], maxLength: 20_000, maxItems: 500, items: { type: "string" } },
            status: { type: ["string", "number"], maxLength: 2 },
          },
          required: ["ids", "status"],
        },
      },
    },
    async (req) => {
      const me = session(req);
      const body = req.body as { ids: unknown; status: unknown };
      const ids = idList(body.ids, "用户");
      if (ids.length === 0) throw new BizError("请选择一条记录！");
      const status = asText(body.status).trim();
      if (status !== "1" && status !== "2") throw new BizError("状态值不正确，只能是1(正常)或2(冻结)");
      if (status === "2" && ids.includes(me.id)) throw new BizError("不能冻结当前登录用户");
      await assertMayChangeUsers(db, me.id, ids);
      const found = await users.existingIds(db, ids);
      if (found.length === 0) throw new BizError(users.messages.notFound);
      await db.tx(async (t) => {
        await users.writeUpdate(t, req, found, { status: Number(status) });
        // A frozen account keeps no live session (the auth hook also refuses status 2).
        if (status === "2") await revokeSessions(t, found);
      });
      return ok(null, "操作成功!");
    },
  );

  app.get(
    "/sys/user/checkOnlyUser",
    {
      config: { auth: "anonymous", rateLimit: IP_LIMITS.checkOnlyUser },
      schema: {
        querystring: {
          type: "object",
          properties: { username: short, phone: short, email: short },
        },
      },
    },
    async (req) => {
      const q = req.query as Record<string, string | undefined>;
      const checks = (["username", "phone", "email"] as const).filter(
        (k) => q[k] !== undefined && q[k] !== "",
      );
      if (checks.length === 0) throw new BizError("请输入要校验的用户账号");
      // Deleted rows count: the unique indexes still hold their values.
      const where = checks.map((k, i) => `${k} = $${i + 1}`).join(" AND ");
      const taken = await db.one(
        `SELECT 1 AS x FROM sys_user WHERE ${where} LIMIT 1`,
        checks.map((k) => q[k]),
      );
      if (taken) throw new BizError("用户账号已存在");
      return ok(true);
    },
  );

  app.get(
    "/sys/user/queryUserRole",
    {
      config: { perm: "user:list" },
      schema: {
        querystring: {
          type: "object",
          properties: { userid: { type: "string", minLength: 1, maxLength: 64 } },
          required: ["userid"],
        },
      },
    },
    async (req) => {
      const roles = await roleIdsOf(db, (req.query as { userid: string }).userid);
      if (roles.length === 0) throw new BizError("未找到用户相关角色信息");
      return ok(roles);
    },
  );

  app.put(
    "/sys/user/changePassword",
    {
      config: { perm: "user:changePassword" },
      schema: {
        body: {
          type: "object",
          properties: { username: short, password, confirmpassword: password },
          required: ["username"],
        },
      },
    },
    async (req) => {
      const me = session(req);
      const body = req.body as Record<string, unknown>;
      const user = await findByUsername(db, asText(body.username));
      if (!user) throw new BizError("用户不存在！");
      await assertMayChangeUsers(db, me.id, [user.id]);
      const plain = asText(body.password);
      const problem = checkPassword(plain);
      if (problem) throw new BizError(problem);
      if (
        body.confirmpassword !== undefined &&
        body.confirmpassword !== null &&
        body.confirmpassword !== plain
      ) {
        throw new BizError(CONFIRM_MISMATCH);
      }
      // The target's sessions end with the old password; an administrator resetting their own keeps this one.
      await setPassword(db, req, user.id, plain, me.sessionId);
      return ok(null, "密码修改成功!");
    },
  );

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/user/updatePassword",
    config: { auth: "login" },
    schema: {
      body: {
        type: "object",
        properties: { username: short, oldpassword: password, password, confirmpassword: password },
      },
    },
    handler: async (req) => {
      const me = session(req);
      const body = req.body as Record<string, unknown>;
      const username = asText(body.username);
      if (username !== me.username) throw new BizError("只允许修改自己的密码！");
      const user = await findByUsername(db, username);
      if (!user) throw new BizError("用户不存在！");
      await confirmCurrentPassword(db, user.id, user.password, asText(body.oldpassword));
      const plain = asText(body.password);
      if (plain === "") throw new BizError("新密码不允许为空!");
      if (plain !== asText(body.confirmpassword)) throw new BizError("两次输入密码不一致!");
      const problem = checkPassword(plain);
      if (problem) throw new BizError(problem);
      await setPassword(db, req, user.id, plain, me.sessionId);
      return ok(null, "密码重置成功!");
    },
  });

  app.get("/sys/user/getCurrentUserDeparts", { config: { auth: "login" } }, async (req) => {
    const me = session(req);
    const list = await loadUserDeparts(db, me.id);
    const row = await db.one<{ org_code: string | null }>("SELECT org_code FROM sys_user WHERE id = $1", [
      me.id,
    ]);
    return ok({ list, orgCode: row?.org_code ?? null });
  });

  app.route({
    method: ["PUT", "POST"],
    url: "/sys/selectDepart",
    config: { auth: "login" },
    schema: {
      body: { type: "object", properties: { orgCode: short, username: short } },
    },
    handler: async (req) => {
      const me = session(req);
      const body = req.body as Record<string, unknown>;
      const username = asText(body.username);
      if (username !== "" && username !== me.username) throw new BizError("只允许切换自己的部门！");
      const orgCode = asText(body.orgCode).trim();
      if (orgCode === "") throw new BizError("请选择部门");
      const departs = await loadUserDeparts(db, me.id);
      if (!departs.some((d) => d.orgCode === orgCode)) throw new BizError("所选部门不属于当前用户");
      await db.query("UPDATE sys_user SET org_code = $2 WHERE id = $1", [me.id, orgCode]);
      return ok({ userInfo: await loadUserInfo(db, me.id) });
    },
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { type AuthFacts, lookupAuth, userTenants } from "./auth-facts.ts";
import { registerOperationLog, type Subject } from "./operation-log.ts";
import { hasAnyPermission } from "./permissions.ts";
import { fail, NO_PERMISSION, TOKEN_INVALID } from "./result.ts";
import { readSessionCookie, setSessionCookie } from "./session-cookie.ts";

export { userTenants } from "./auth-facts.ts";

export const USER_LOCKED = "账号已被锁定,请联系管理员!";
export const USER_NOT_FOUND = "用户不存在!";
export const TENANT_CHANGED = "用户租户信息变更,请重新登陆!";
export const MUST_CHANGE_PASSWORD = "请先修改初始密码";

/** Routes a user who still has the generated initial password may call (paths below the API prefix). */
const ALLOWED_WITH_INITIAL_PASSWORD = new Set([
  "/sys/user/updatePassword",
  "/sys/user/getCurrentUserDeparts",
  "/sys/permission/getUserPermissionByToken",
  "/sys/logout",
]);

/** The original's 401 body: note `success` is true. */
export function unauthorizedBody(message: string) {
  return { success: true, message, code: 401, result: null, timestamp: Date.now() };
}

export function readToken(req: FastifyRequest): string {
  const h = req.headers["x-access-token"];
  return (Array.isArray(h) ? h[0] : h)?.trim() ?? "";
}

/** The first subprotocol a websocket handshake offers, where the client puts its session token. */
export function readProtocolToken(req: FastifyRequest): string {
  const h = req.headers["sec-websocket-protocol"];
  return (Array.isArray(h) ? h[0] : h)?.split(",")[0]?.trim() ?? "";
}

/**
 * Resolves the session for every route declared `auth: "login"` or with `perm`, then checks the
 * tenant header, the initial-password rule and the permission code. Also records the operation log
 * of the calls it let through.
 */
export function registerAuthHook(
  app: FastifyInstance,
  ctx: { db: Db; config: AppConfig },
  subjects: readonly Subject[] = [],
): void {
  const allowed = new Set([...ALLOWED_WITH_INITIAL_PASSWORD].map((p) => ctx.config.apiPrefix + p));
  registerOperationLog(app, ctx.db, ctx.config.apiPrefix, subjects);
  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    const access = req.routeOptions.config;
    if (!access || (access.auth !== "login" && access.perm === undefined)) return;

    const headerToken = readToken(req);
    const cookieToken = readSessionCookie(req);
    const token =
      headerToken ||
      (access.socket ? readProtocolToken(req) : "") ||
      (access.cookie && req.method === "GET" ? cookieToken : "");
    const facts = await lookupAuth(ctx.db, token, ctx.config.sessionMaxHours);
    if (!facts) return reply.code(401).send(unauthorizedBody(TOKEN_INVALID));
    const { row } = facts;
    if (row.del_flag !== 0) return reply.code(401).send(unauthorizedBody(USER_NOT_FOUND));
    if (row.status === 2) return reply.code(401).send(unauthorizedBody(USER_LOCKED));

    // An image or download the browser fetches by itself carries the cookie but no headers: such a request
    // (on the few cookie routes, which read no tenant data) acts in the user's first tenant in force.
    const bare = !headerToken && req.headers["tenant-id"] === undefined;
    const tenantId = bare
      ? await firstTenantInForce(facts, row.rel_tenant_ids)
      : parseTenantHeader(req.headers["tenant-id"]);
    if (tenantId === undefined || !(await mayActInTenant(facts, row.rel_tenant_ids, tenantId))) {
      return reply.code(401).send(unauthorizedBody(TENANT_CHANGED));
    }

    const permissions = await facts.permissions();
    req.session = {
      id: row.user_id,
      username: row.username,
      realname: row.realname ?? "",
      orgCode: row.org_code,
      tenantId,
      sessionId: row.session_id,
      permissions,
      roleCodes: facts.roleCodes,
      versions: facts.versions,
    };

    // A session restored from storage gets its cookie back.
    if (headerToken && cookieToken !== headerToken)
      setSessionCookie(req, reply, headerToken, ctx.config.apiPrefix);

    if (row.must_change_password && !allowed.has(req.routeOptions.url ?? "")) {
      return reply.send(fail(MUST_CHANGE_PASSWORD, 500));
    }
    if (access.perm !== undefined && !hasAnyPermission(permissions, access.perm)) {
      return reply.send(fail(NO_PERMISSION, 510));
    }
  });
}

/** `0`, empty or absent name the default tenant; anything else must be a tenant id number. */
export function parseTenantHeader(raw: string | string[] | undefined): number | undefined {
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  if (text === "" || text === "0" || text === "null" || text === "undefined") return 0;
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The tenant rule: a user without a tenant list acts in tenant 0 only (`0` or an empty header); a user
 * with a tenant list acts only in one of their tenants, and only while it is in force (not frozen, inside
 * its dates), so tenant 0 or an empty header never reaches the default tenant's data for them.
 */
async function mayActInTenant(
  facts: AuthFacts,
  relTenantIds: string | null,
  tenantId: number,
): Promise<boolean> {
  const mine = userTenants(relTenantIds);
  if (mine.length === 0) return tenantId === 0;
  if (!mine.includes(tenantId)) return false;
  return (await facts.tenantsInForce([tenantId])).length > 0;
}

/** 0 for a user without a tenant list; else the lowest of their tenants in force (undefined: none). */
async function firstTenantInForce(
  facts: AuthFacts,
  relTenantIds: string | null,
): Promise<number | undefined> {
  const mine = userTenants(relTenantIds);
  return mine.length === 0 ? 0 : (await facts.tenantsInForce(mine))[0];
}

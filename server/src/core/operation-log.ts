/**
 * The operation log (sys_log log_type 2): every data-changing call (and export)
 * that a signed-in user made and that succeeded is recorded after the answer, with the original's
 * operate_type (2 add, 3 edit, 4 delete, 5 import, 6 export, 1 otherwise), a readable content, the
 * parameters without secrets and the time it took.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { newId } from "./ids.ts";

export const LOG_TYPE_OPERATION = 2;

/** Sessions and logs have their own records; these calls are not operations on data. */
const SKIP = new Set(["/sys/login", "/sys/logout", "/sys/phoneLogin", "/sys/mLogin"]);
const SECRET = /pass|captcha|token|secret|salt/i;

export type Subject = readonly [prefix: string, subject: string];

/** What a path's prefix is about, for modules that are not declared (a declared module names its own). */
const SUBJECTS: readonly Subject[] = [
  ["/sys/user", "用户管理"],
  ["/sys/role", "角色管理"],
  ["/sys/permission", "菜单管理"],
  ["/sys/sysDepartRole", "部门角色"],
  ["/sys/sysDepartPermission", "部门权限"],
  ["/sys/sysDepart", "部门管理"],
  ["/sys/tenant", "租户管理"],
  ["/sys/dictItem", "字典项"],
  ["/sys/dict", "字典管理"],
  ["/sys/online", "在线用户"],
  ["/sys/log", "日志管理"],
  ["/sys/category", "分类字典"],
  ["/sys/annountCement", "系统通告"],
  ["/sys/quartzJob", "定时任务"],
  ["/permit", "通行证管理"],
];

const ACTIONS: readonly (readonly [RegExp, number, string])[] = [
  [/^(add|save|register)/i, 2, "添加"],
  [/^(edit|update|frozen|put|change|reset|unlock|select|back)/i, 3, "编辑"],
  [/^(delete|remove|force)/i, 4, "删除"],
  [/^import/i, 5, "导入"],
  [/^export/i, 6, "导出"],
];

/** The subjects of the core list and of the modules, longest prefix first so the closest one wins. */
export function subjectList(moduleSubjects: readonly Subject[]): Subject[] {
  return [...SUBJECTS, ...moduleSubjects].sort((a, b) => b[0].length - a[0].length);
}

export function operationOf(
  path: string,
  subjects: readonly Subject[] = SUBJECTS,
): { type: number; content: string } {
  const last = path.split("/").filter(Boolean).pop() ?? "";
  const action = ACTIONS.find(([re]) => re.test(last));
  const subject = subjects.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  const verb = action?.[2] ?? last;
  return { type: action?.[1] ?? 1, content: subject ? `${subject}-${verb}` : `${verb} ${path}` };
}

/** The request's parameters as JSON text, secrets masked, at most 2000 characters. */
function paramsText(req: FastifyRequest): string | null {
  const mask = (value: unknown): unknown => {
    if (!value || typeof value !== "object" || Buffer.isBuffer(value)) return value;
    if (Array.isArray(value)) return value.slice(0, 50).map(mask);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET.test(k) ? "******" : mask(v),
      ]),
    );
  };
  const isJsonBody = String(req.headers["content-type"] ?? "").includes("json");
  const parts = { query: mask(req.query), ...(isJsonBody ? { body: mask(req.body) } : {}) };
  try {
    return JSON.stringify(parts).slice(0, 2000);
  } catch {
    return null;
  }
}

const succeeded = (payload: unknown): boolean =>
  typeof payload !== "string" || /^\{"success":true/.test(payload.slice(0, 20));

/** Adds the hooks to the root instance, so they see every module's routes. */
export function registerOperationLog(
  app: FastifyInstance,
  db: Db,
  apiPrefix: string,
  moduleSubjects: readonly Subject[] = [],
): void {
  const subjects = subjectList(moduleSubjects);
  const outcome = new WeakMap<FastifyRequest, boolean>();
  app.addHook("onSend", async (req, _reply, payload) => {
    outcome.set(req, succeeded(payload));
    return payload;
  });
  app.addHook("onResponse", async (req, reply) => {
    const user = req.session;
    const url = req.routeOptions.url ?? "";
    if (!user || !url.startsWith(`${apiPrefix}/`) || reply.statusCode !== 200 || !outcome.get(req)) return;
    const path = url.slice(apiPrefix.length);
    const exporting = req.method === "GET" && /\/export/i.test(path);
    if ((req.method === "GET" && !exporting) || SKIP.has(path)) return;
    const op = operationOf(path, subjects);
    try {
      await db.query(
        `INSERT INTO sys_log (id, log_type, log_content, operate_type, userid, username, ip, method, request_url,
           request_param, request_type, cost_time, create_by, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $5, LOCALTIMESTAMP(0))`,
        [
          newId(),
          LOG_TYPE_OPERATION,
          op.content.slice(0, 1000),
          op.type,
          user.username.slice(0, 32),
          user.realname.slice(0, 100),
          req.ip.slice(0, 100),
          `${req.method} ${path}`.slice(0, 500),
          (req.raw.url ?? "").split("?")[0].slice(0, 255),
          paramsText(req),
          req.method,
          Math.round(reply.elapsedTime),
        ],
      );
    } catch (err) {
      req.log.warn({ err }, "operation log not written");
    }
  });
}

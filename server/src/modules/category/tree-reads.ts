/** Category widget reads (/sys/category): login-only. */
import type { FastifyInstance } from "fastify";
import { BizError, ok } from "../../core/result.ts";
import { ident, SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { ROOT_PID } from "./category-crud.ts";

/** A node as the tree widgets read it: `id`, `label` and `hasChildren` repeat key, title and !leaf for the newer ones. */
interface CategoryNode {
  id: string;
  key: string;
  title: string;
  label: string;
  leaf: boolean;
  hasChildren: boolean;
  icon: null;
  parentId: string;
  value: string;
  code: string;
  children?: CategoryNode[];
}

interface Row {
  id: string;
  name: string;
  code: string;
  pid: string;
  has_child: string | null;
}

/** Columns loadOne and a condition may name. */
const FIELDS: Readonly<Record<string, string>> = {
  id: "id",
  pid: "pid",
  name: "name",
  code: "code",
  hasChild: "has_child",
  has_child: "has_child",
  sysOrgCode: "sys_org_code",
  sys_org_code: "sys_org_code",
};
const MAX_NODES = 5000;

const node = (r: Row): CategoryNode => ({
  id: r.id,
  key: r.id,
  title: r.name,
  label: r.name,
  leaf: r.has_child !== "1",
  hasChildren: r.has_child === "1",
  icon: null,
  parentId: r.pid,
  value: r.id,
  code: r.code,
});

function column(field: string): string {
  const c = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
  if (!c) throw new BizError(`不支持的字段：${field.slice(0, 64)}`);
  return c;
}

function parseCondition(raw: string | undefined): [string, string][] {
  if (!raw || raw.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BizError("condition参数有误，需要一个json字符串!");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new BizError("condition参数有误，需要一个json字符串!");
  }
  return Object.entries(parsed).map(([k, v]) => [column(k), v === null || v === undefined ? "" : String(v)]);
}

async function children(db: Db, pid: string, condition: [string, string][] = []): Promise<CategoryNode[]> {
  const params = new SqlParams([pid]);
  const where = ["pid = $1", ...condition.map(([c, v]) => `${ident(c)}::text = ${params.add(v)}`)];
  const rows = await db.query<Row>(
    `SELECT id, name, code, pid, has_child FROM sys_category WHERE ${where.join(" AND ")}
      ORDER BY code LIMIT ${MAX_NODES}`,
    params.values,
  );
  return rows.map(node);
}

/** The id under which `pcode`'s children sit ('0' for no code), as queryListByCode does. */
async function pidOfCode(db: Db, pcode: string | undefined): Promise<string> {
  const code = pcode?.trim() ?? "";
  if (code === "") return ROOT_PID;
  const row = await db.one<{ id: string }>("SELECT id FROM sys_category WHERE code = $1", [code]);
  if (!row) throw new BizError(`该编码【${code.slice(0, 100)}】不存在，请核实!`);
  return row.id;
}

/** Fills `children` of every node below, breadth first, bounded by MAX_NODES in all. */
async function loadAll(db: Db, nodes: CategoryNode[]): Promise<void> {
  let level = nodes;
  let count = nodes.length;
  while (level.length > 0 && count < MAX_NODES) {
    const next: CategoryNode[] = [];
    for (const n of level) {
      if (n.leaf) continue;
      n.children = await children(db, n.key);
      count += n.children.length;
      next.push(...n.children);
    }
    level = next;
  }
}

const str = (max: number) => ({ type: "string", maxLength: max });
const q = (properties: Record<string, unknown>, required: string[] = []) => ({
  querystring: { type: "object", properties, required },
});
const login = { auth: "login" } as const;

export function registerCategoryReads(app: FastifyInstance, db: Db): void {
  app.get(
    "/sys/category/loadTreeRoot",
    { config: login, schema: q({ async: str(10), pcode: str(100) }) },
    async (req) => {
      const { async, pcode } = req.query as { async?: string; pcode?: string };
      const nodes = await children(db, await pidOfCode(db, pcode));
      if (async !== "true") await loadAll(db, nodes);
      return ok(nodes);
    },
  );

  app.get(
    "/sys/category/loadTreeChildren",
    { config: login, schema: q({ pid: str(36) }, ["pid"]) },
    async (req) => ok(await children(db, (req.query as { pid: string }).pid.trim())),
  );

  app.get(
    "/sys/category/loadOne",
    { config: login, schema: q({ field: str(30), val: str(100) }, ["field", "val"]) },
    async (req) => {
      const { field, val } = req.query as { field: string; val: string };
      const rows = await db.query(
        `SELECT id, pid, name, code, sys_org_code AS "sysOrgCode", has_child AS "hasChild"
           FROM sys_category WHERE ${ident(column(field.trim()))}::text = $1 LIMIT 2`,
        [val],
      );
      if (rows.length === 0) throw new BizError("查询无果");
      if (rows.length > 1) throw new BizError(`查询数据异常,[${field}]存在多个值:${val}`);
      return ok(rows[0]);
    },
  );

  app.get(
    "/sys/category/loadTreeData",
    { config: login, schema: q({ pid: str(36), pcode: str(100), condition: str(2000) }) },
    async (req) => {
      const { pid, pcode, condition } = req.query as { pid?: string; pcode?: string; condition?: string };
      const parent = pid?.trim() ? pid.trim() : await pidOfCode(db, pcode);
      return ok(await children(db, parent, parseCondition(condition)));
    },
  );

  // The original client's JCategorySelect asks with a trailing slash, which Spring matched as the same path.
  for (const url of ["/sys/category/loadDictItem", "/sys/category/loadDictItem/"])
    app.get(url, { config: login, schema: q({ ids: str(20_000) }) }, async (req) => {
      const ids = [
        ...new Set(
          ((req.query as { ids?: string }).ids ?? "")
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].slice(0, 500);
      if (ids.length === 0) return ok([]);
      const params = new SqlParams();
      const rows = await db.query<{ id: string; name: string }>(
        `SELECT id, name FROM sys_category WHERE id IN (${params.list(ids)})`,
        params.values,
      );
      const names = new Map(rows.map((r) => [r.id, r.name]));
      return ok(ids.filter((id) => names.has(id)).map((id) => names.get(id)));
    });

  app.get(
    "/sys/category/checkCode",
    { config: login, schema: q({ pid: str(36), code: str(100) }) },
    async (req) => {
      const { pid, code } = req.query as { pid?: string; code?: string };
      if (!code?.trim()) throw new BizError("错误,类型编码为空!");
      if (!pid?.trim() || pid.trim() === ROOT_PID) return ok(null, "");
      const parent = await db.one<{ code: string }>("SELECT code FROM sys_category WHERE id = $1", [
        pid.trim(),
      ]);
      if (!parent) throw new BizError("父级节点不存在");
      if (code.startsWith(parent.code)) return ok(null, "");
      throw new BizError(`编码不符合规范,须以"${parent.code}"开头!`);
    },
  );
}

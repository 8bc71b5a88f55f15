/** Department tree reads (login-only: the department picker uses them). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { selectList } from "../../core/crud/index.ts";
import { escapeLike } from "../../core/query-builder.ts";
import { queryOf, requireSession } from "../../core/require-session.ts";
import { ok } from "../../core/result.ts";
import { buildTree } from "../../core/tree.ts";
import type { Db, Row } from "../../db/client.ts";
import { departCrud } from "./depart-crud.ts";

interface DepartRecord extends Row {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string | null;
}

/** What a caller without depart:list gets of each node: what a department picker shows. */
const PICKER = ["id", "parentId", "departName", "orgCode", "orgCategory", "orgType", "departOrder"];
const LOGIN = { auth: "login" } as const;

async function departRecords(db: Db, where = "", params: readonly unknown[] = []): Promise<DepartRecord[]> {
  return db.query<DepartRecord>(
    `SELECT ${selectList(departCrud.columns)},
       NOT EXISTS (SELECT 1 FROM sys_depart c WHERE c.parent_id = d.id AND c.del_flag = '0') AS "isLeaf"
       FROM sys_depart d WHERE d.del_flag = '0' ${where ? `AND ${where}` : ""}
      ORDER BY d.depart_order ASC NULLS LAST, d.org_code`,
    params,
  );
}

/** SysDepartTreeModel: the row plus key/value/title; picker callers get the narrow form. */
function nodeOf(req: FastifyRequest) {
  const full = req.session?.permissions.has("depart:list") ?? false;
  return (r: DepartRecord) => {
    const base = full ? r : Object.fromEntries(PICKER.map((k) => [k, r[k]]));
    return { ...base, key: r.id, value: r.id, title: r.departName, isLeaf: r.isLeaf };
  };
}

export function registerDepartTreeRoutes(app: FastifyInstance, db: Db): void {
  app.get("/sys/sysDepart/queryTreeList", { config: LOGIN }, async (req) =>
    ok(buildTree(await departRecords(db), nodeOf(req))),
  );

  app.get("/sys/sysDepart/queryIdTree", { config: LOGIN }, async () =>
    ok(buildTree(await departRecords(db), (r) => ({ key: r.id, value: r.id, title: r.departName }))),
  );

  app.get(
    "/sys/sysDepart/queryDepartTreeSync",
    { config: LOGIN, schema: { querystring: queryOf(["pid"]) } },
    async (req) => {
      const pid = (req.query as { pid?: string }).pid ?? "";
      const rows = pid
        ? await departRecords(db, "d.parent_id = $1", [pid])
        : await departRecords(db, "(d.parent_id IS NULL OR d.parent_id = '')");
      const node = nodeOf(req);
      return ok(rows.map((r) => ({ ...node(r), children: null })));
    },
  );

  app.get(
    "/sys/sysDepart/searchBy",
    { config: LOGIN, schema: { querystring: queryOf(["keyWord", "myDeptSearch"], [], 100) } },
    async (req) => {
      const keyWord = ((req.query as { keyWord?: string }).keyWord ?? "").trim();
      const rows = await departRecords(db, "d.depart_name LIKE $1", [`%${escapeLike(keyWord)}%`]);
      const node = nodeOf(req);
      // Matches come back flat, each as a leaf of the search result (as the original).
      return ok(
        rows.map((r) => ({ ...node(r), children: null })),
        rows.length ? "操作成功！" : "未查询匹配数据！",
      );
    },
  );

  app.get("/sys/sysDepart/queryMyDeptTreeList", { config: LOGIN }, async (req) => {
    const me = requireSession(req);
    // The caller's departments with everything below them.
    const rows = await departRecords(
      db,
      `d.id IN (WITH RECURSIVE sub AS (
         SELECT dep_id AS id, 1 AS depth FROM sys_user_depart WHERE user_id = $1
         UNION SELECT c.id, sub.depth + 1 FROM sys_depart c JOIN sub ON c.parent_id = sub.id WHERE sub.depth < 50)
       SELECT id FROM sub)`,
      [me.id],
    );
    return ok(buildTree(rows, nodeOf(req)));
  });
}

/**
 * The lists the original client's 分类字典 screen reads: one page of the nodes under a parent
 * (`rootList`, the top level unless `pid` names another), all children of one node when it is expanded
 * (`childList`), and the children of several expanded nodes at once (`getChildListBatch`). Each row
 * carries `hasChild`, which tells the screen whether the node can be expanded.
 */
import type { FastifyInstance } from "fastify";
import { type CrudTable, selectList } from "../../core/crud/index.ts";
import { page } from "../../core/query-builder.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db, Row } from "../../db/client.ts";
import { ROOT_PID } from "./category-crud.ts";

const ID = /^[A-Za-z0-9_-]{1,36}$/;
const MAX_PARENTS = 500;
const MAX_ROWS = 5000;

function parentId(raw: string | undefined, required: boolean): string {
  const pid = raw?.trim() ?? "";
  if (pid === "") {
    if (required) throw new BizError("请指定父级节点(pid)");
    return ROOT_PID;
  }
  if (!ID.test(pid)) throw new BizError("父级节点参数格式不正确");
  return pid;
}

/** The children of these parents, in code order. */
export async function childrenOf(db: Db, table: CrudTable, parents: readonly string[]): Promise<Row[]> {
  const params = new SqlParams();
  return db.query(
    `SELECT ${selectList(table.decl.columns)} FROM sys_category WHERE pid IN (${params.list(parents)})
      ORDER BY code, id LIMIT ${MAX_ROWS}`,
    params.values,
  );
}

export function registerCategoryScreenLists(app: FastifyInstance, db: Db, table: CrudTable): void {
  const access = { perm: "category:list" } as const;

  app.get(
    "/sys/category/rootList",
    { config: access, schema: { querystring: queryOf(["pid", "pageNo", "pageSize"]) } },
    async (req) => {
      const q = req.query as { pid?: string; pageNo?: string; pageSize?: string };
      // Only the parent narrows this list, as in the original; other search fields are not read.
      const pid = parentId(q.pid, false);
      return ok(await table.list(req, { pid, pageNo: q.pageNo, pageSize: q.pageSize }));
    },
  );

  app.get(
    "/sys/category/childList",
    { config: access, schema: { querystring: queryOf(["pid"]) } },
    async (req) => ok(await childrenOf(db, table, [parentId((req.query as { pid?: string }).pid, true)])),
  );

  app.get(
    "/sys/category/getChildListBatch",
    { config: access, schema: { querystring: queryOf(["parentIds"], ["parentIds"], 20_000) } },
    async (req) => {
      const raw = (req.query as { parentIds: string }).parentIds;
      const parents = [...new Set(raw.split(",").map((s) => s.trim()))].filter(Boolean);
      if (parents.length === 0) throw new BizError("请指定父级节点(parentIds)");
      if (parents.length > MAX_PARENTS) throw new BizError(`父级节点最多${MAX_PARENTS}个`);
      if (parents.some((p) => !ID.test(p))) throw new BizError("父级节点参数格式不正确");
      const records = await childrenOf(db, table, parents);
      // The original answers a page object holding every child: page 1 of size 10, whatever the count.
      return ok(page(records, records.length, { pageNo: 1, pageSize: 10 }));
    },
  );
}

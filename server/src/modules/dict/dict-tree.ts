/** `/sys/dict/loadTreeData` (for JTreeSelect) over the table-dictionary whitelist. */
import { ident, SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { checkColumn, dictTable, parseCondition, whereOf } from "./table-dict.ts";

export interface TreeQuery {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  condition?: string;
}

/** A node as tree selects and tree tables read it: `id`/`label`/`hasChildren` beside the original's fields. */
export interface TreeNode {
  id: string;
  key: string;
  title: string;
  label: string;
  leaf: boolean;
  hasChildren: boolean;
  icon: null;
  parentId: string | null;
  value: string;
  code: string;
}

const MAX_NODES = 5000;

export async function loadTreeNodes(db: Db, q: TreeQuery): Promise<TreeNode[]> {
  const table = q.tableName.trim();
  dictTable(table);
  const text = checkColumn(table, q.text.trim());
  const code = checkColumn(table, q.code.trim());
  const pidField = checkColumn(table, q.pidField?.trim() || "pid");
  const hasChild = q.hasChildField?.trim() ? checkColumn(table, q.hasChildField.trim()) : undefined;
  const params = new SqlParams();
  const { comparisons } = parseCondition(table, q.condition, true);
  const where = whereOf({ table, conditions: comparisons }, params);
  const pid = q.pid?.trim() ?? "";
  // Roots are rows without a parent unless the caller names the root value (e.g. '0' for categories).
  where.push(
    pid === ""
      ? `(${ident(pidField)} IS NULL OR ${ident(pidField)}::text = '')`
      : `${ident(pidField)}::text = ${params.add(pid)}`,
  );
  const hasChildSql = hasChild ? `${ident(hasChild)}::text` : "NULL";
  const rows = await db.query<{
    key: string | null;
    title: string | null;
    parent: string | null;
    has_child: string | null;
  }>(
    `SELECT ${ident(code)}::text AS key, ${ident(text)}::text AS title, ${ident(pidField)}::text AS parent,
            ${hasChildSql} AS has_child
       FROM ${ident(table)} WHERE ${where.join(" AND ")} ORDER BY 2, 1 LIMIT ${MAX_NODES}`,
    params.values,
  );
  return rows.map((r) => {
    // Without a has-child column every node stays expandable, as the original does.
    const leaf = hasChild ? r.has_child !== "1" : false;
    return {
      id: r.key ?? "",
      key: r.key ?? "",
      title: r.title ?? "",
      label: r.title ?? "",
      leaf,
      hasChildren: !leaf,
      icon: null,
      parentId: r.parent,
      value: r.key ?? "",
      code: r.key ?? "",
    };
  });
}

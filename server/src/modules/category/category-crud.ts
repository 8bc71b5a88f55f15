import type { CrudDeclaration } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import { nextYouBianCode, subYouBianCode } from "../../core/youbian.ts";
import type { Db } from "../../db/client.ts";

export const ROOT_PID = "0";
const fixed = { insert: false, update: false } as const;

/** The next YouBian code under a parent; the unique index settles races. */
export async function nextCategoryCode(db: Db, pid: string): Promise<string> {
  const last = await db.one<{ code: string }>(
    "SELECT code FROM sys_category WHERE pid = $1 ORDER BY length(code) DESC, code DESC LIMIT 1",
    [pid],
  );
  if (pid === ROOT_PID) return nextYouBianCode(last?.code);
  const parent = await db.one<{ code: string }>("SELECT code FROM sys_category WHERE id = $1", [pid]);
  if (!parent) throw new BizError("父级节点不存在");
  return subYouBianCode(parent.code, last?.code);
}

/** Deleting a node removes its subtree, as the original does; then has_child is made true again. */
async function removeOrphans(db: Db): Promise<void> {
  for (let depth = 0; depth < 100; depth++) {
    const gone = await db.query(
      `DELETE FROM sys_category c WHERE c.pid <> '0'
         AND NOT EXISTS (SELECT 1 FROM sys_category p WHERE p.id = c.pid) RETURNING c.id`,
    );
    if (gone.length === 0) break;
  }
  await db.query(
    `UPDATE sys_category c SET has_child = '0' WHERE has_child = '1'
       AND NOT EXISTS (SELECT 1 FROM sys_category x WHERE x.pid = c.id)`,
  );
}

/** sys_category: a tree (root pid '0') whose codes the server generates. */
export const categoryCrud: CrudDeclaration = {
  prefix: "/sys/category",
  table: "sys_category",
  title: "分类字典",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    pid: { column: "pid", title: "父级节点", type: "string", maxLength: 36, update: false },
    name: { column: "name", title: "类型名称", type: "string", maxLength: 100, required: "请输入类型名称!" },
    code: { column: "code", title: "类型编码", type: "string", ...fixed },
    sysOrgCode: { column: "sys_org_code", type: "string", ...fixed },
    hasChild: { column: "has_child", type: "string", ...fixed },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  defaultSort: [{ field: "code", order: "asc" }],
  access: {
    list: "category:list",
    add: "category:add",
    edit: "category:edit",
    delete: "category:delete",
    deleteBatch: "category:delete",
    queryById: "category:list",
  },
  hooks: {
    async beforeInsert(values, _body, { req, db }) {
      const pid = typeof values.pid === "string" && values.pid.trim() !== "" ? values.pid.trim() : ROOT_PID;
      values.pid = pid;
      values.code = await nextCategoryCode(db, pid);
      values.hasChild = "0";
      values.sysOrgCode = req.session?.orgCode ?? null;
    },
    async afterInsert(_id, values, _body, { db }) {
      if (values.pid !== ROOT_PID)
        await db.query("UPDATE sys_category SET has_child = '1' WHERE id = $1", [values.pid]);
    },
    afterDelete: async (_ids, { db }) => removeOrphans(db),
  },
};

/** Column helpers shared by the permit declarations. */
import type { CrudColumns } from "../../core/crud/index.ts";

export const str = (column: string, title: string, maxLength: number) =>
  ({ column, title, type: "string", maxLength }) as const;
export const fixed = { insert: false, update: false } as const;
export const small = { type: "number", integer: true, range: [0, 32767] } as const;

/** id, tenant (never sent; set from the session) and the audit columns the kit fills. */
export const baseColumns: CrudColumns = {
  id: { column: "id", type: "string", ...fixed },
  tenantId: { column: "tenant_id", type: "number", hidden: true, ...fixed },
  createBy: { column: "create_by", title: "创建人", type: "string" },
  createTime: { column: "create_time", title: "创建时间", type: "datetime" },
  updateBy: { column: "update_by", title: "更新人", type: "string" },
  updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
};

/** permit:<entity>:<action> for the eight generated routes. */
export function entityAccess(entity: string) {
  const code = (action: string) => `permit:${entity}:${action}`;
  return {
    list: code("list"),
    add: code("add"),
    edit: code("edit"),
    delete: code("delete"),
    deleteBatch: code("delete"),
    queryById: code("list"),
    exportXls: code("export"),
    importExcel: code("import"),
  };
}

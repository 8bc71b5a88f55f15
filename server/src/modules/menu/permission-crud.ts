import { permissionColumns } from "../../core/access/permission-columns.ts";
import { assertParentAllowed, syncLeafFlags } from "../../core/access/permission-store.ts";
import type { CrudDeclaration } from "../../core/crud/index.ts";
import { checkMenuRequired, normaliseMenu } from "./normalise.ts";

/** Add and edit of menu rows with the original's normalisation; list and delete are custom routes. */
export const permissionCrud: CrudDeclaration = {
  prefix: "/sys/permission",
  table: "sys_permission",
  title: "菜单权限",
  columns: permissionColumns,
  access: { add: "permission:add", edit: "permission:edit" },
  messages: { add: "添加成功！", edit: "修改成功！" },
  hooks: {
    async beforeInsert(values, _body, { db }) {
      normaliseMenu(values, Number(values.menuType));
      await assertParentAllowed(db, values.parentId);
      checkMenuRequired(values, Number(values.menuType));
      values.leaf = true;
    },
    async afterInsert(_id, _values, _body, { db }) {
      await syncLeafFlags(db);
    },
    async beforeUpdate(id, values, _body, existing, { db }) {
      const menuType = Number(values.menuType ?? existing.menuType);
      normaliseMenu(values, menuType);
      await assertParentAllowed(db, values.parentId, id);
      checkMenuRequired({ ...existing, ...values }, menuType);
    },
    async afterUpdate(_id, _values, _body, { db }) {
      await syncLeafFlags(db);
    },
  },
};

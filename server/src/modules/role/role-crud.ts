import type { CrudDeclaration } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import { lengthBetween } from "../../core/validators.ts";

export const ADMIN_ROLE_CODE = "admin";
const CODE = /^[A-Za-z0-9_-]{1,100}$/;
const fixed = { insert: false, update: false } as const;

/** What a caller without `role:list` sees of the role list (the user form's role picker). */
export const ROLE_PICKER_FIELDS = ["id", "roleName", "roleCode"];

export const roleCrud: CrudDeclaration = {
  prefix: "/sys/role",
  table: "sys_role",
  title: "角色信息",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    roleName: {
      column: "role_name",
      title: "角色名称",
      type: "string",
      maxLength: 200,
      required: "请输入角色名称!",
      validate: lengthBetween(2, 30),
    },
    roleCode: {
      column: "role_code",
      title: "角色编码",
      type: "string",
      maxLength: 100,
      required: "请输入角色编码!",
      // The code names the role in home-page rules and logs: it never changes after creation.
      update: false,
      unique: "角色编码已存在",
      validate: (v) => (v && !CODE.test(v) ? "角色编码只能包含字母、数字、下划线和横线" : undefined),
    },
    description: { column: "description", title: "描述", type: "string", maxLength: 255 },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
  },
  access: {
    // Login-only: the user form picks roles from this list.
    list: { auth: "login" },
    add: "role:add",
    edit: "role:edit",
    delete: "role:delete",
    deleteBatch: "role:delete",
    queryById: "role:list",
  },
  messages: { add: "添加成功！", edit: "修改成功!", delete: "删除角色成功", deleteBatch: "批量删除角色成功" },
  hooks: {
    listFields: (req) => (req.session?.permissions.has("role:list") ? undefined : ROLE_PICKER_FIELDS),
    async beforeDelete(ids, { db }) {
      const params = new SqlParams();
      const admin = await db.one(
        `SELECT 1 AS x FROM sys_role WHERE id IN (${params.list(ids)}) AND role_code = ${params.add(ADMIN_ROLE_CODE)}`,
        params.values,
      );
      if (admin) throw new BizError("不能删除管理员角色admin");
    },
    async afterDelete(ids, { db }) {
      const params = new SqlParams();
      const list = params.list(ids);
      await db.query(`DELETE FROM sys_user_role WHERE role_id IN (${list})`, params.values);
      await db.query(`DELETE FROM sys_role_permission WHERE role_id IN (${list})`, params.values);
    },
  },
};

import { assertMayChangeUsers, assertMayGrantRoles } from "../../core/access/grant-ceiling.ts";
import type { CrudColumns, CrudDeclaration } from "../../core/crud/index.ts";
import { passwordPolicyCheck } from "../../core/password-policy.ts";
import { type PasswordPolicy, parsePasswordPolicy } from "../../core/password-policy-config.ts";
import { generatePassword, hashPassword } from "../../core/passwords.ts";
import { BizError } from "../../core/result.ts";
import { checkAvatar, checkEmail, checkMobile, checkUsername } from "../../core/validators.ts";
import {
  checkDeparts,
  checkRoles,
  departNames,
  idList,
  replaceDeparts,
  replaceRoles,
  revokeSessions,
  roleIdsOf,
} from "./relations.ts";
import { withPickerView } from "./user-picker.ts";

/** The original's hidden system account, never listed. */
export const RESERVED_USERNAME = "_reserve_user_external";
export const CONFIRM_MISMATCH = "两次输入的密码不一样！";
const str = (column: string, title: string, maxLength: number) =>
  ({ column, title, type: "string", maxLength }) as const;
const fixed = { insert: false, update: false } as const;
/** smallint columns */
const small = { type: "number", integer: true, range: [0, 32767] } as const;

export const userColumns: CrudColumns = {
  id: { column: "id", type: "string", ...fixed },
  username: {
    ...str("username", "用户账号", 100),
    required: "请输入用户名",
    validate: checkUsername,
    unique: "用户账号已存在",
    update: false,
  },
  realname: { ...str("realname", "用户姓名", 100), required: "请输入用户名称!" },
  password: { column: "password", type: "string", hidden: true, ...fixed },
  salt: { column: "salt", type: "string", hidden: true, ...fixed },
  mustChangePassword: { column: "must_change_password", type: "boolean", hidden: true, ...fixed },
  phone: {
    ...str("phone", "手机号", 45),
    required: "请输入手机号",
    validate: checkMobile,
    unique: "手机号已存在",
  },
  email: { ...str("email", "邮箱", 45), validate: checkEmail, unique: "邮箱已存在" },
  workNo: { ...str("work_no", "工号", 100), unique: "工号已存在" },
  avatar: { ...str("avatar", "头像", 255), validate: checkAvatar },
  birthday: { column: "birthday", title: "生日", type: "date" },
  sex: { column: "sex", title: "性别", ...small, dict: "sex" },
  orgCode: { ...str("org_code", "当前部门", 64), ...fixed },
  status: { column: "status", title: "状态", ...small, dict: "user_status", ...fixed },
  delFlag: { column: "del_flag", ...small, filter: false, ...fixed },
  thirdId: { ...str("third_id", "第三方ID", 100), ...fixed },
  thirdType: { ...str("third_type", "第三方类型", 100), ...fixed },
  activitiSync: { column: "activiti_sync", title: "同步工作流引擎", ...small, dict: "activiti_sync" },
  post: str("post", "职务", 100),
  telephone: str("telephone", "座机", 45),
  userIdentity: { column: "user_identity", title: "身份", ...small },
  departIds: str("depart_ids", "负责部门", 4000),
  relTenantIds: {
    ...str("rel_tenant_ids", "租户", 100),
    validate: (v) => (!v || /^\d{1,9}(,\d{1,9})*$/.test(v) ? undefined : "租户ID格式不正确"),
  },
  clientId: { ...str("client_id", "设备ID", 64), ...fixed },
  createBy: { column: "create_by", type: "string" },
  createTime: { column: "create_time", title: "创建时间", type: "datetime" },
  updateBy: { column: "update_by", type: "string" },
  updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
};

/**
 * What a caller without `user:list` sees (and may filter and sort by): the fields the user pickers show
 * (account, name, birthday, sex, status). Their phone column is added masked (withPickerView), never
 * filterable; avatar, department and the other contact fields stay out.
 */
export const PICKER_FIELDS = ["id", "username", "realname", "sex", "birthday", "status"];

const text = { type: ["string", "null"], maxLength: 100 };
const ids = {
  type: ["string", "array", "null"],
  maxLength: 20_000,
  maxItems: 500,
  items: { type: "string" },
};

async function checkRelations(db: Parameters<typeof checkRoles>[0], body: Record<string, unknown>) {
  await checkRoles(db, idList(body.selectedroles, "角色"));
  await checkDeparts(db, idList(body.selecteddeparts, "部门"));
  await checkTenants(db, body.relTenantIds);
}

/**
 * The departments an edit sets, or undefined to keep them. An absent or empty `selecteddeparts` never
 * clears them: the original client sends it empty whenever its form could not load them. It then falls
 * back to `departIds` when that names departments, as the original's edit does.
 */
export function editedDeparts(body: Record<string, unknown>): string[] | undefined {
  const selected = idList(body.selecteddeparts, "部门");
  if (selected.length > 0) return selected;
  const fallback = idList(body.departIds, "部门");
  return fallback.length > 0 ? fallback : undefined;
}

/** Every tenant of `relTenantIds` must exist (the format is the column's own rule). */
async function checkTenants(db: Parameters<typeof checkRoles>[0], raw: unknown): Promise<void> {
  if (typeof raw !== "string" || !/^\d{1,9}(,\d{1,9})*$/.test(raw)) return;
  const ids = raw.split(",").map(Number);
  const rows = await db.query<{ id: number }>("SELECT id FROM sys_tenant WHERE id = ANY($1::integer[])", [
    ids,
  ]);
  const known = new Set(rows.map((r) => Number(r.id)));
  const absent = ids.find((id) => !known.has(id));
  if (absent !== undefined) throw new BizError(`租户不存在：${absent}`);
}

/** The menu whose data rules restrict the user list, export and single-row calls. */
export const USER_LIST_COMPONENT = "system/UserList";

/** The import and its check and corrected rows (the CRUD kit's import routes). */
const isImport = (url: string | undefined) => /\/import(Excel|Check|Rows)$/.test((url ?? "").split("?")[0]);

/** The user module's declaration: the configured password policy, and the pickers' view of the list. */
export const createUserCrud = (policy: PasswordPolicy): CrudDeclaration =>
  withPickerView(userDeclaration(policy));

/** The user declaration with the configured password policy. */
const userDeclaration = (policy: PasswordPolicy): CrudDeclaration => {
  const checkPassword = passwordPolicyCheck(policy);
  return {
    prefix: "/sys/user",
    table: "sys_user",
    title: "用户信息",
    columns: userColumns,
    logicalDelete: "delFlag",
    dataRuleMenu: USER_LIST_COMPONENT,
    excel: {
      columns: [
        "username",
        "realname",
        "sex",
        "birthday",
        "email",
        "phone",
        "workNo",
        "post",
        "telephone",
        "status",
      ],
    },
    access: {
      // Login-only: pickers list users too; listFields narrows what they get.
      list: { auth: "login" },
      add: "user:add",
      edit: "user:edit",
      delete: "user:delete",
      deleteBatch: "user:delete",
      queryById: "user:list",
      exportXls: "user:export",
      importExcel: "user:import",
    },
    messages: { notFound: "未找到对应数据" },
    extraBody: { password: text, confirmpassword: text, selectedroles: ids, selecteddeparts: ids },
    hooks: {
      listScope: (_ctx, params) => [`"username" <> ${params.add(RESERVED_USERNAME)}`],
      listFields: (req) => (req.session?.permissions.has("user:list") ? undefined : PICKER_FIELDS),
      async afterList(records, { db }) {
        const names = await departNames(
          db,
          records.map((r) => String(r.id)),
        );
        for (const r of records) r.orgCodeTxt = names.get(String(r.id)) ?? null;
      },
      async beforeInsert(values, body, { req, db }) {
        // Imported users get an unknown random password: an administrator resets it before first use.
        if (isImport(req.url) && (body.password === undefined || body.password === "")) {
          await checkRelations(db, body);
          values.password = await hashPassword(generatePassword(24));
          values.salt = "";
          values.status = 1;
          return;
        }
        const password = typeof body.password === "string" ? body.password : undefined;
        const problem = checkPassword(password);
        if (problem) throw new BizError(problem);
        if (
          body.confirmpassword !== undefined &&
          body.confirmpassword !== null &&
          body.confirmpassword !== password
        ) {
          throw new BizError(CONFIRM_MISMATCH);
        }
        await checkRelations(db, body);
        if (req.session) await assertMayGrantRoles(db, req.session.id, idList(body.selectedroles, "角色"));
        values.password = await hashPassword(password as string);
        values.salt = "";
        values.status = 1;
      },
      async afterInsert(id, _values, body, { db }) {
        await replaceRoles(db, id, idList(body.selectedroles, "角色"));
        await replaceDeparts(db, id, idList(body.selecteddeparts, "部门"));
      },
      async beforeUpdate(id, _values, body, _existing, { req, db }) {
        await checkRelations(db, body);
        if (req.session) {
          await assertMayChangeUsers(db, req.session.id, [id]);
          if (Object.hasOwn(body, "selectedroles")) {
            const held = new Set(await roleIdsOf(db, id));
            const added = idList(body.selectedroles, "角色").filter((r) => !held.has(r));
            await assertMayGrantRoles(db, req.session.id, added);
          }
        }
        await checkDeparts(db, editedDeparts(body) ?? []);
      },
      async afterUpdate(id, _values, body, { db }) {
        // Only what the body names is replaced: an edit that leaves the key out keeps the roles.
        if (Object.hasOwn(body, "selectedroles"))
          await replaceRoles(db, id, idList(body.selectedroles, "角色"));
        // The current department (orgCode) moves only when the new departments no longer hold it.
        const departs = editedDeparts(body);
        if (departs) await replaceDeparts(db, id, departs);
      },
      async beforeDelete(targets, { req, db }) {
        if (req.session && targets.includes(req.session.id)) throw new BizError("不能删除当前登录用户");
        const params = targets.map((_, i) => `$${i + 1}`).join(", ");
        const admin = await db.one(
          `SELECT 1 AS x FROM sys_user WHERE id IN (${params}) AND username = 'admin'`,
          targets,
        );
        if (admin) throw new BizError("不能删除管理员账号admin");
        if (req.session) await assertMayChangeUsers(db, req.session.id, targets);
      },
      async afterDelete(targets, { db }) {
        await revokeSessions(db, targets);
      },
    },
  };
};

/** The declaration with the default policy, for the user lists of other screens (no password writes). */
export const userCrud = userDeclaration(parsePasswordPolicy(undefined, undefined, () => undefined));

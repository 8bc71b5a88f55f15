import type { CrudDeclaration, Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import type { Row } from "../../db/client.ts";

const fixed = { insert: false, update: false } as const;
const str = (column: string, title: string, maxLength: number, required?: string) =>
  ({ column, title, type: "string", maxLength, ...(required ? { required } : {}) }) as const;
const CODE = /^[a-zA-Z][a-zA-Z\d_-]*$/;

/** The password arrives in the body only; it is a hidden column, so no answer ever carries it. */
function takePassword(values: Values, body: Row, required: boolean): void {
  const raw = body.dbPassword;
  const password = typeof raw === "string" ? raw : "";
  if (password.length > 100) throw new BizError("密码最长100个字符");
  if (password !== "") values.dbPassword = password;
  else if (required) throw new BizError("请输入密码!");
}

/** sys_data_source (reference §4.1); messages as the original's SysDataSourceModal. */
export const dataSourceCrud: CrudDeclaration = {
  prefix: "/sys/dataSource",
  table: "sys_data_source",
  title: "多数据源管理",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    code: {
      ...str("code", "数据源编码", 100, "请输入数据源编码!"),
      unique: "数据源编码已存在",
      // The original never changes a code after creation (other configuration refers to it).
      update: false,
      validate: (v) => (v && !CODE.test(v) ? "编码必须以字母开头，可包含数字、下划线、横杠" : undefined),
    },
    name: str("name", "数据源名称", 100, "请输入数据源名称!"),
    dbType: { ...str("db_type", "数据库类型", 10, "请选择数据库类型!"), dict: "database_type" },
    dbDriver: str("db_driver", "驱动类", 100, "请输入驱动类!"),
    dbUrl: { ...str("db_url", "数据源地址", 500, "请输入数据源地址!"), filter: false },
    dbName: str("db_name", "数据库名称", 100, "请输入数据库名称!"),
    dbUsername: str("db_username", "用户名", 100, "请输入用户名!"),
    dbPassword: { column: "db_password", type: "string", hidden: true },
    remark: str("remark", "备注", 200),
    sysOrgCode: { column: "sys_org_code", type: "string", ...fixed },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  access: {
    list: "dataSource:list",
    add: "dataSource:add",
    edit: "dataSource:edit",
    delete: "dataSource:delete",
    deleteBatch: "dataSource:delete",
    queryById: "dataSource:list",
  },
  messages: { add: "添加成功！", edit: "编辑成功!", delete: "删除成功!", deleteBatch: "批量删除成功!" },
  extraBody: { dbPassword: { type: ["string", "null"], maxLength: 100 } },
  hooks: {
    async beforeInsert(values, body) {
      takePassword(values, body, true);
    },
    // An empty password on edit keeps the stored one (the form never receives it to send back).
    async beforeUpdate(_id, values, body) {
      takePassword(values, body, false);
    },
  },
};

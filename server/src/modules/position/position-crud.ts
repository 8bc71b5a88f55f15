import type { CrudDeclaration } from "../../core/crud/index.ts";

const fixed = { insert: false, update: false } as const;
const CODE = /^[A-Za-z0-9_-]{1,100}$/;

/** What a caller without `position:list` sees of the list: the fields the position picker shows. */
export const POSITION_PICKER_FIELDS = ["id", "code", "name", "postRank"];

/** sys_position (reference §4.1): code unique, post_rank from the position_rank dictionary. */
export const positionCrud: CrudDeclaration = {
  prefix: "/sys/position",
  table: "sys_position",
  title: "职务表",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    code: {
      column: "code",
      title: "职务编码",
      type: "string",
      maxLength: 100,
      required: "请输入职务编码!",
      unique: "职务编码已存在",
      validate: (v) => (v && !CODE.test(v) ? "职务编码只能包含字母、数字、下划线和横线" : undefined),
    },
    name: { column: "name", title: "职务名称", type: "string", maxLength: 100, required: "请输入职务名称!" },
    postRank: {
      column: "post_rank",
      title: "职级",
      type: "string",
      maxLength: 2,
      dict: "position_rank",
      required: "请选择职级!",
    },
    companyId: { column: "company_id", title: "公司id", type: "string", maxLength: 255 },
    sysOrgCode: { column: "sys_org_code", title: "组织机构编码", type: "string", maxLength: 50, ...fixed },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  access: {
    // Login-only: the position picker lists positions; listFields narrows the answer (ARCHITECTURE, three tiers).
    list: { auth: "login" },
    add: "position:add",
    edit: "position:edit",
    delete: "position:delete",
    deleteBatch: "position:delete",
    queryById: "position:list",
    exportXls: "position:export",
    importExcel: "position:import",
  },
  excel: { columns: ["code", "name", "postRank"] },
  hooks: {
    listFields: (req) => (req.session?.permissions.has("position:list") ? undefined : POSITION_PICKER_FIELDS),
  },
};

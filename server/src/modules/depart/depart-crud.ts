import type { CrudDeclaration } from "../../core/crud/index.ts";
import { departHooks } from "./depart-hooks.ts";

const fixed = { insert: false, update: false } as const;
const str = (column: string, title: string, maxLength: number) =>
  ({ column, title, type: "string", maxLength }) as const;
const oneOf = (title: string, allowed: string[]) => (v: string | null | undefined) =>
  v && !allowed.includes(v) ? `${title}只能是${allowed.join("、")}` : undefined;

export const departCrud: CrudDeclaration = {
  prefix: "/sys/sysDepart",
  table: "sys_depart",
  title: "部门信息",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    // Codes follow the tree: a department keeps its parent (and code) once created.
    parentId: { ...str("parent_id", "上级部门", 32), update: false },
    departName: { ...str("depart_name", "机构名称", 100), required: "请输入机构/部门名称!" },
    departNameEn: str("depart_name_en", "英文名", 500),
    departNameAbbr: str("depart_name_abbr", "缩写", 500),
    departOrder: {
      column: "depart_order",
      title: "排序",
      type: "number",
      integer: true,
      range: [-99999, 99999],
    },
    description: str("description", "描述", 500),
    orgCategory: { ...str("org_category", "机构类别", 10), validate: oneOf("机构类别", ["1", "2", "3"]) },
    orgType: { ...str("org_type", "机构类型", 10), ...fixed },
    orgCode: { ...str("org_code", "机构编码", 64), ...fixed },
    mobile: str("mobile", "手机号", 32),
    fax: str("fax", "传真", 32),
    address: str("address", "地址", 100),
    memo: str("memo", "备注", 500),
    status: { ...str("status", "状态", 1), dict: "depart_status", validate: oneOf("状态", ["0", "1"]) },
    delFlag: { ...str("del_flag", "删除状态", 1), filter: false, ...fixed },
    qywxIdentifier: { ...str("qywx_identifier", "企业微信ID", 100), ...fixed },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
  },
  access: {
    add: "depart:add",
    edit: "depart:edit",
    delete: "depart:delete",
    deleteBatch: "depart:delete",
    queryById: "depart:list",
  },
  messages: { add: "添加成功！", edit: "修改成功!", delete: "删除成功!", deleteBatch: "删除成功!" },
  hooks: departHooks,
};

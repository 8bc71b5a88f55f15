import type { CrudDeclaration } from "../../core/crud/index.ts";

export const DICT_CODE_TAKEN = "字典编码已存在（回收站中的同编码字典也算）";
const fixed = { insert: false, update: false } as const;

/** sys_dict: deleted dictionaries stay in the recycle bin (del_flag 1) until purged. */
export const dictCrud: CrudDeclaration = {
  prefix: "/sys/dict",
  table: "sys_dict",
  title: "数据字典",
  columns: {
    id: { column: "id", type: "string", ...fixed },
    dictName: {
      column: "dict_name",
      title: "字典名称",
      type: "string",
      maxLength: 100,
      required: "请输入字典名称!",
    },
    dictCode: {
      column: "dict_code",
      title: "字典编码",
      type: "string",
      maxLength: 100,
      required: "请输入字典编码!",
      validate: (v) => (v && /^\s|\s$/.test(v) ? "字典编码首尾不能有空格" : undefined),
      unique: DICT_CODE_TAKEN,
    },
    description: { column: "description", title: "描述", type: "string", maxLength: 255 },
    type: { column: "type", title: "字典类型", type: "number", integer: true, range: [0, 1] },
    delFlag: { column: "del_flag", type: "number", filter: false, ...fixed },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", title: "创建时间", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
  },
  logicalDelete: "delFlag",
  access: {
    list: "dict:list",
    add: "dict:add",
    edit: "dict:edit",
    delete: "dict:delete",
    deleteBatch: "dict:delete",
    queryById: "dict:list",
    exportXls: "dict:exportXls",
    importExcel: "dict:importExcel",
  },
  excel: { columns: ["dictName", "dictCode", "description", "type"] },
  messages: { add: "保存成功！", deleteBatch: "删除成功!" },
};

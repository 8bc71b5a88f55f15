import { defineModule } from "./module-types.ts";

/** 职务管理: positions with a code, a name and a rank; the position picker reads the list. */
export const positionModule = defineModule({
  name: "position",
  resource: "sys-position",
  api: "/sys/position",
  table: "sys_position",
  title: "职务",
  permission: "position",
  pickerFields: ["code", "name", "postRank"],
  menu: {
    parent: "system",
    id: "1174506953255182338",
    path: "/isystem/position",
    component: "system/SysPositionList",
    icon: "idcard",
    order: 5,
  },
  fields: {
    code: {
      title: "职务编码",
      maxLength: 100,
      required: "请输入职务编码!",
      unique: "职务编码已存在",
      pattern: { regex: "^[A-Za-z0-9_-]+$", message: "职务编码只能包含字母、数字、下划线和横线" },
      search: true,
      lockedOnEdit: true,
    },
    name: { title: "职务名称", maxLength: 100, required: "请输入职务名称!", search: true },
    postRank: { title: "职级", maxLength: 2, dict: "position_rank", required: "请选择职级!", search: true },
    companyId: { title: "公司编号", maxLength: 255, list: false, form: false, excel: false },
    sysOrgCode: { title: "组织机构编码", maxLength: 50, serverOnly: true, list: false, excel: false },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true, excel: false },
  },
  form: { width: 600 },
});

import { defineModule } from "./module-types.ts";

const CODE = { regex: "^[a-zA-Z][a-zA-Z\\d_-]*$", message: "编码必须以字母开头，可包含数字、下划线、横杠" };

/** 多数据源管理: stored connection settings of other databases; the password never leaves the server. */
export const dataSourceModule = defineModule({
  name: "data-source",
  resource: "sys-data-source",
  api: "/sys/dataSource",
  table: "sys_data_source",
  title: "数据源",
  excelTitle: "多数据源管理",
  permission: "dataSource",
  actions: ["list", "add", "edit", "delete"],
  menu: {
    parent: "system",
    id: "1209731624921534465",
    name: "多数据源管理",
    path: "/isystem/dataSource",
    component: "system/SysDataSourceList",
    icon: "database",
    order: 11,
  },
  fields: {
    // Other configuration refers to a source by its code, so it stays as created.
    code: {
      title: "数据源编码",
      maxLength: 100,
      required: "请输入数据源编码!",
      unique: "数据源编码已存在",
      pattern: CODE,
      search: true,
      lockedOnEdit: true,
    },
    name: { title: "数据源名称", maxLength: 100, required: "请输入数据源名称!", search: true },
    dbType: {
      title: "数据库类型",
      maxLength: 10,
      dict: "database_type",
      required: "请选择数据库类型!",
      search: true,
    },
    dbDriver: { title: "驱动类", maxLength: 100, required: "请输入驱动类!", list: false },
    dbUrl: { title: "数据源地址", maxLength: 500, required: "请输入数据源地址!" },
    dbName: { title: "数据库名称", maxLength: 100, required: "请输入数据库名称!" },
    dbUsername: { title: "用户名", maxLength: 100, required: "请输入用户名!" },
    dbPassword: { title: "密码", maxLength: 100, widget: "password", list: false },
    remark: { title: "备注", maxLength: 200, widget: "textarea", list: false },
    sysOrgCode: { title: "组织机构编码", maxLength: 64, serverOnly: true, list: false },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true },
  },
  form: { width: 800 },
});

import type { CrudColumns } from "../crud/index.ts";

const fixed = { insert: false, update: false } as const;
const str = (column: string, title: string, maxLength: number) =>
  ({ column, title, type: "string", maxLength }) as const;
const flag = (column: string, title: string) => ({ column, title, type: "boolean" }) as const;

/** sys_permission in the original entity's field names (`route` is is_route, `leaf` is is_leaf). */
export const permissionColumns: CrudColumns = {
  id: { column: "id", type: "string", ...fixed },
  parentId: str("parent_id", "上级菜单", 32),
  name: { ...str("name", "菜单名称", 255), required: "请输入菜单标题!" },
  url: str("url", "菜单路径", 255),
  component: str("component", "前端组件", 255),
  componentName: str("component_name", "组件名称", 100),
  redirect: str("redirect", "默认跳转地址", 255),
  menuType: {
    column: "menu_type",
    title: "菜单类型",
    type: "number",
    integer: true,
    range: [0, 2],
    required: true,
  },
  perms: str("perms", "授权标识", 1000),
  permsType: {
    ...str("perms_type", "授权策略", 10),
    validate: (v) => (v && !/^[0-2]$/.test(v) ? "授权策略只能是1或2" : undefined),
  },
  sortNo: { column: "sort_no", title: "排序", type: "number", range: [-999999, 999999] },
  alwaysShow: flag("always_show", "聚合路由"),
  icon: str("icon", "菜单图标", 100),
  route: flag("is_route", "是否路由菜单"),
  leaf: { ...flag("is_leaf", "叶子节点"), ...fixed },
  keepAlive: flag("keep_alive", "缓存路由"),
  hidden: flag("hidden", "隐藏路由"),
  hideTab: flag("hide_tab", "隐藏Tab"),
  description: str("description", "描述", 255),
  delFlag: { column: "del_flag", type: "number", filter: false, ...fixed },
  ruleFlag: { column: "rule_flag", type: "number", ...fixed },
  status: {
    ...str("status", "状态", 2),
    validate: (v) => (v && !/^[01]$/.test(v) ? "状态只能是0或1" : undefined),
  },
  internalOrExternal: flag("internal_or_external", "打开方式"),
  createBy: { column: "create_by", type: "string" },
  createTime: { column: "create_time", title: "创建时间", type: "datetime" },
  updateBy: { column: "update_by", type: "string" },
  updateTime: { column: "update_time", title: "更新时间", type: "datetime" },
};

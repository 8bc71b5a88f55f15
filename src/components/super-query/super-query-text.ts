/** Messages of the builder, and the button's hint while a query is applied. */
export const SUPER_QUERY_TEXT = {
  emptyQuery: "不能查询空条件",
  emptySave: "空条件不能保存",
  emptyName: "保存名称不能为空",
  overwrite: (name: string) => `${name} 已存在，是否覆盖？`,
  saved: "保存成功",
  removeConfirm: "是否删除当前查询？",
  active: "已有高级查询条件生效",
} as const;

/** One seeded dictionary: its items are [value, text] in sort order. */
export interface DictSeed {
  code: string;
  name: string;
  /** 0 string values, 1 number values */
  type?: 0 | 1;
  items: readonly (readonly [string, string])[];
}

/** The original's dictionaries that the seeds and the system screens use. */
export const dictionaries: readonly DictSeed[] = [
  {
    code: "sex",
    name: "性别",
    type: 1,
    items: [
      ["1", "男"],
      ["2", "女"],
    ],
  },
  {
    code: "priority",
    name: "优先级",
    items: [
      ["H", "高"],
      ["M", "中"],
      ["L", "低"],
    ],
  },
  {
    code: "msg_category",
    name: "消息类型",
    items: [
      ["1", "通知公告"],
      ["2", "系统消息"],
    ],
  },
  {
    code: "valid_status",
    name: "有效无效状态",
    items: [
      ["0", "无效"],
      ["1", "有效"],
    ],
  },
  {
    code: "send_status",
    name: "发布状态",
    items: [
      ["0", "未发布"],
      ["1", "已发布"],
      ["2", "已撤销"],
    ],
  },
  {
    code: "msg_type",
    name: "通告对象类型",
    items: [
      ["USER", "指定用户"],
      ["ALL", "全体用户"],
    ],
  },
  {
    code: "msgType",
    name: "推送类别",
    items: [
      ["1", "短信"],
      ["2", "邮件"],
      ["3", "微信"],
      ["4", "系统"],
    ],
  },
  {
    code: "msgSendStatus",
    name: "推送状态",
    items: [
      ["0", "未发送"],
      ["1", "发送成功"],
      ["2", "发送失败"],
    ],
  },
  {
    code: "user_status",
    name: "用户状态",
    type: 1,
    items: [
      ["1", "正常"],
      ["2", "冻结"],
    ],
  },
  {
    code: "status",
    name: "状态",
    items: [
      ["1", "正常"],
      ["2", "冻结"],
    ],
  },
  {
    code: "depart_status",
    name: "部门状态",
    items: [
      ["0", "不启用"],
      ["1", "启用"],
    ],
  },
  {
    code: "dict_item_status",
    name: "字典状态",
    type: 1,
    items: [
      ["1", "启用"],
      ["0", "不启用"],
    ],
  },
  {
    code: "quartz_status",
    name: "定时任务状态",
    items: [
      ["0", "正常"],
      ["-1", "停止"],
    ],
  },
  {
    code: "tenant_status",
    name: "租户状态",
    type: 1,
    items: [
      ["1", "正常"],
      ["0", "冻结"],
    ],
  },
  {
    code: "menu_type",
    name: "菜单类型",
    type: 1,
    items: [
      ["0", "一级菜单"],
      ["1", "子菜单"],
      ["2", "按钮权限"],
    ],
  },
  {
    code: "perms_type",
    name: "权限策略",
    items: [
      ["1", "显示"],
      ["2", "禁用"],
    ],
  },
  {
    code: "global_perms_type",
    name: "全局权限策略",
    items: [
      ["1", "可见/可访问"],
      ["2", "可编辑"],
    ],
  },
  {
    code: "form_perms_type",
    name: "表单权限策略",
    items: [
      ["1", "可见/可访问(授权后可见/可访问)"],
      ["2", "可编辑(未授权时禁用)"],
    ],
  },
  {
    code: "log_type",
    name: "日志类型",
    type: 1,
    items: [
      ["1", "登录日志"],
      ["2", "操作日志"],
    ],
  },
  {
    code: "operate_type",
    name: "操作类型",
    type: 1,
    items: [
      ["1", "查询"],
      ["2", "添加"],
      ["3", "修改"],
      ["4", "删除"],
      ["5", "导入"],
      ["6", "导出"],
    ],
  },
  {
    code: "yn",
    name: "是否",
    type: 1,
    items: [
      ["1", "是"],
      ["0", "否"],
    ],
  },
  {
    code: "is_open",
    name: "是否公开",
    items: [
      ["Y", "是"],
      ["N", "否"],
    ],
  },
  {
    code: "del_flag",
    name: "删除状态",
    type: 1,
    items: [
      ["0", "正常"],
      ["1", "已删除"],
    ],
  },
  {
    code: "org_category",
    name: "机构类型",
    items: [
      ["1", "公司"],
      ["2", "部门"],
      ["3", "岗位"],
    ],
  },
  {
    code: "position_rank",
    name: "职务职级",
    items: [
      ["1", "员级"],
      ["2", "助级"],
      ["3", "中级"],
      ["4", "副高级"],
      ["5", "正高级"],
    ],
  },
  {
    code: "urgent_level",
    name: "紧急程度",
    type: 1,
    items: [
      ["1", "一般"],
      ["2", "重要"],
      ["3", "紧急"],
    ],
  },
  {
    code: "bpm_status",
    name: "流程状态",
    items: [
      ["1", "待提交"],
      ["2", "处理中"],
      ["3", "已完成"],
      ["4", "已作废"],
    ],
  },
  {
    code: "activiti_sync",
    name: "同步工作流引擎",
    type: 1,
    items: [
      ["1", "同步"],
      ["0", "不同步"],
    ],
  },
  {
    code: "database_type",
    name: "数据库类型",
    items: [
      ["1", "MySQL5.5"],
      ["4", "MYSQL5.7+"],
      ["2", "Oracle"],
      ["3", "SQLServer"],
      ["6", "postgresql"],
      ["5", "marialDB"],
    ],
  },
  {
    code: "rule_conditions",
    name: "条件规则",
    items: [
      [">", "大于"],
      ["<", "小于"],
      ["!=", "不等于"],
      ["=", "等于"],
      [">=", "大于等于"],
      ["<=", "小于等于"],
      ["LEFT_LIKE", "左模糊"],
      ["RIGHT_LIKE", "右模糊"],
      ["LIKE", "模糊"],
      ["IN", "包含"],
      ["USE_SQL_RULES", "自定义SQL表达式"],
    ],
  },
  {
    code: "user_type",
    name: "用户类型",
    type: 1,
    items: [
      ["1", "普通成员"],
      ["2", "上级"],
    ],
  },
];

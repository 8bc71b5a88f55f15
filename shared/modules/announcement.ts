import { defineModule } from "./module-types.ts";

/** send_status: 0 unpublished, 1 published, 2 revoked. */
export const SEND_STATUS = { draft: "0", published: "1", revoked: "2" } as const;

/** msg_type: the announcement is for everyone, or for the users it lists. */
export const MSG_TYPE = { all: "ALL", users: "USER" } as const;

/** Both the form and the server ask for the receivers of an announcement to listed users. */
export const USERS_REQUIRED = "请选择指定用户!";

/** Both the form and the server refuse an end before the start. */
export const END_BEFORE_START = "结束时间不能早于开始时间";

/**
 * 系统通告: announcements written here and published to everyone or to listed users, who find them in
 * their bell and in 我的消息. Published ones are no longer edited; they are revoked instead.
 */
export const announcementModule = defineModule({
  name: "announcement",
  resource: "sys-announcement",
  api: "/sys/annountCement",
  table: "sys_announcement",
  title: "系统通告",
  excelTitle: "系统通告",
  permission: "system:announcement",
  actions: ["list", "add", "edit", "delete", "export"],
  menu: {
    parent: "system",
    name: "系统通告",
    path: "/isystem/annountCement",
    component: "system/SysAnnouncementList",
    icon: "message",
    order: 13,
  },
  fields: {
    // The column keeps the original's spelling.
    titile: { title: "标题", maxLength: 100, required: "请输入标题!", search: true },
    msgCategory: {
      title: "消息类型",
      maxLength: 10,
      dict: "msg_category",
      required: "请选择消息类型!",
      default: "1",
      search: "eq",
    },
    msgType: {
      title: "通告对象类型",
      maxLength: 10,
      dict: "msg_type",
      required: "请选择通告对象类型!",
      default: MSG_TYPE.all,
    },
    userIds: { title: "指定用户", list: false, excel: false },
    priority: {
      title: "优先级",
      maxLength: 10,
      dict: "priority",
      required: "请选择优先级!",
      default: "L",
      search: "eq",
    },
    startTime: { title: "开始时间", type: "datetime", list: false },
    endTime: { title: "结束时间", type: "datetime" },
    sender: { title: "发布人", maxLength: 100, serverOnly: true },
    sendStatus: { title: "发布状态", maxLength: 10, dict: "send_status", serverOnly: true, search: "eq" },
    sendTime: { title: "发布时间", type: "datetime", serverOnly: true, sorter: true },
    cancelTime: { title: "撤销时间", type: "datetime", serverOnly: true, list: false },
    openType: {
      title: "打开方式",
      maxLength: 20,
      pattern: { regex: "^(url|component)$", message: "打开方式只能是页面或组件" },
      list: false,
    },
    openPage: { title: "打开页面", maxLength: 255, list: false },
    busType: { title: "业务类型", maxLength: 20, list: false, form: false, excel: false },
    busId: { title: "业务编号", maxLength: 50, list: false, form: false, excel: false },
    msgAbstract: { title: "摘要", maxLength: 500, widget: "textarea", list: false },
    msgContent: { title: "内容", widget: "richText", list: false, excel: false },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true, excel: false },
  },
  defaultSort: { field: "createTime", order: "desc" },
  form: { width: 900 },
});

import { defineModule } from "./module-types.ts";

/** 消息中心: the menu folder of the message list and the templates (the template module seeds it). */
export const MESSAGE_MENU_ID = "874864fffb374c7b81b2576694228ab5";

/** msgType values the message centre sends: 1 短信, 2 邮件, 4 系统消息 (3 微信 is not offered). */
export const MESSAGE_TYPES = ["1", "2", "4"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_TYPE_RULE = { regex: "^[124]$", message: "消息类型只能是短信、邮件或系统消息" } as const;

/**
 * 消息模板: a text with `${name}` placeholders, filled from a JSON object of values when a message is sent
 * (`sendMsg`); the test JSON is a sample object for 发送测试.
 */
export const messageTemplateModule = defineModule({
  name: "message-template",
  resource: "sys-message-template",
  api: "/sys/message/sysMessageTemplate",
  table: "sys_sms_template",
  title: "消息模板",
  permission: "message:template",
  menu: {
    parent: MESSAGE_MENU_ID,
    name: "模板管理",
    path: "/modules/message/sysMessageTemplateList",
    component: "modules/message/SysMessageTemplateList",
    icon: "file-text",
    order: 2,
  },
  fields: {
    templateCode: {
      title: "模板编码",
      maxLength: 32,
      required: "请输入模板编码!",
      unique: "模板编码已存在",
      pattern: { regex: "^[A-Za-z0-9_-]+$", message: "模板编码只能包含字母、数字、下划线和横线" },
      search: true,
      lockedOnEdit: true,
    },
    templateName: { title: "模板标题", maxLength: 50, required: "请输入模板标题!", search: true },
    templateType: {
      title: "模板类型",
      maxLength: 1,
      dict: "msgType",
      required: "请选择模板类型!",
      pattern: MESSAGE_TYPE_RULE,
      search: "eq",
    },
    templateContent: {
      title: "模板内容",
      maxLength: 2000,
      required: "请输入模板内容!",
      widget: "textarea",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder syntax shown to the user
      placeholder: "可使用 ${name} 形式的占位符",
    },
    templateTestJson: {
      title: "测试数据",
      maxLength: 1000,
      widget: "textarea",
      check: "jsonObject",
      list: false,
      placeholder: '如 {"name":"张三"}',
    },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true, excel: false },
  },
  form: { width: 800 },
});

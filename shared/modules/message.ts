import { MESSAGE_MENU_ID, MESSAGE_TYPE_RULE } from "./message-template.ts";
import { defineModule } from "./module-types.ts";

/** msgSendStatus: 0 未发送 (waiting for the sender), 1 发送成功, 2 发送失败 (after its last try). */
export const SEND_STATUS = { waiting: "0", sent: "1", failed: "2" } as const;

/**
 * 消息: what was sent or waits to be sent, with its tries and result. A message added here waits for the
 * background sender like one queued by a template; the sender alone sets status, tries, time and result.
 */
export const messageModule = defineModule({
  name: "message",
  resource: "sys-message",
  api: "/sys/message/sysMessage",
  table: "sys_sms",
  title: "消息",
  permission: "message:message",
  menu: {
    parent: MESSAGE_MENU_ID,
    name: "消息管理",
    path: "/modules/message/sysMessageList",
    component: "modules/message/SysMessageList",
    icon: "message",
    order: 1,
  },
  fields: {
    esTitle: { title: "消息标题", maxLength: 100, required: "请输入消息标题!", search: true },
    esType: {
      title: "发送方式",
      maxLength: 1,
      dict: "msgType",
      required: "请选择发送方式!",
      pattern: MESSAGE_TYPE_RULE,
      search: "eq",
    },
    esReceiver: {
      title: "接收人",
      maxLength: 1000,
      required: "请输入接收人!",
      search: true,
      placeholder: "手机号、邮箱或用户账号，多个用逗号分隔",
    },
    esParam: { title: "发送所需参数", maxLength: 1000, widget: "textarea", list: false },
    esContent: { title: "发送内容", widget: "textarea", required: "请输入发送内容!" },
    esSendTime: { title: "发送时间", type: "datetime", serverOnly: true, sorter: true },
    esSendStatus: { title: "发送状态", maxLength: 1, dict: "msgSendStatus", serverOnly: true, search: "eq" },
    esSendNum: { title: "发送次数", type: "number", integer: true, serverOnly: true },
    esResult: { title: "发送失败原因", maxLength: 255, serverOnly: true },
    remark: { title: "备注", maxLength: 500, widget: "textarea", list: false },
    createTime: { title: "创建时间", type: "datetime", serverOnly: true, sorter: true, excel: false },
  },
  defaultSort: { field: "createTime", order: "desc" },
  form: { width: 800 },
});

/** The receivers of a message: one text, split at commas, semicolons or spaces (full-width ones too). */
export function receiverList(receiver: string): string[] {
  return [
    ...new Set(
      receiver
        .split(/[,;，；\s]+/)
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
}

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const ACCOUNT = /^[A-Za-z0-9_.@-]{1,64}$/;

/**
 * What is wrong with the receivers of a message of this type, or undefined: SMS go to mobile numbers,
 * mail to addresses, system messages to user accounts (or user ids).
 */
export function receiverProblem(type: string, receiver: string): string | undefined {
  const list = receiverList(receiver);
  if (list.length === 0) return "请输入接收人!";
  const [rule, what] =
    type === "1" ? [MOBILE, "手机号"] : type === "2" ? [EMAIL, "邮箱"] : [ACCOUNT, "用户账号"];
  const bad = list.filter((r) => !rule.test(r));
  return bad.length > 0 ? `${what}格式不正确: ${bad.join(",")}` : undefined;
}

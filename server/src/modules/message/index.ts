/** 消息中心: message templates, the messages sent or queued, and the sender that delivers them. */
export { messageModule } from "./message-module.ts";
export { messageTemplateModule } from "./template-module.ts";

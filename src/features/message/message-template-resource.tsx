import { resourceFromModule } from "@/components/crud/from-module";
import { dialogAction } from "@/components/crud/types";
import { messageTemplateModule } from "../../../shared/modules/message-template";
import { SEND_CODE } from "./message-api";
import { SendTestDialog } from "./send-test-dialog";

export const sendTestAction = dialogAction({
  key: "sendTest",
  label: "发送测试",
  permission: SEND_CODE,
  dialog: SendTestDialog,
});

/** 模板管理: the declaration plus the row action 发送测试. */
export const messageTemplateResource = resourceFromModule(messageTemplateModule, {
  fields: {
    templateContent: { width: 360 },
  },
  rowActions: ["edit", sendTestAction, "delete"],
});

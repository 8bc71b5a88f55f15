import { resourceFromModule } from "@/components/crud/from-module";
import { lazyComponent } from "@/components/crud/lazy-component";
import { dialogAction } from "@/components/crud/types";
import { messageTemplateModule } from "../../../shared/modules/message-template";
import { SEND_CODE } from "./message-api";

// The dialog loads when it is first opened, not with the app.
const SendTestDialog = lazyComponent(async () => ({
  default: (await import("./send-test-dialog")).SendTestDialog,
}));

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

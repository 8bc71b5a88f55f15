import { resourceFromModule } from "@/components/crud/from-module";
import { lazyComponent } from "@/components/crud/lazy-component";
import { dialogAction } from "@/components/crud/types";
import { messageModule, SEND_STATUS } from "../../../shared/modules/message";
import { RESEND_CODE } from "./message-api";

// The dialog loads when it is first opened, not with the app.
const ResendDialog = lazyComponent(async () => ({ default: (await import("./resend-dialog")).ResendDialog }));

export const resendAction = dialogAction({
  key: "resend",
  label: "重新发送",
  permission: RESEND_CODE,
  visible: (record) => String(record.esSendStatus) === SEND_STATUS.failed,
  dialog: ResendDialog,
});

/** 消息管理: the declaration, the status as a coloured tag and 重新发送 on failed messages. */
export const messageResource = resourceFromModule(messageModule, {
  fields: {
    esContent: { width: 300 },
    esReceiver: { width: 200 },
    esSendStatus: { tagColors: { "0": "processing", "1": "green", "2": "red" } },
    esSendNum: { width: 90 },
  },
  rowActions: ["details", resendAction, "edit", "delete"],
});

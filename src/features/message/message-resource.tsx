import { resourceFromModule } from "@/components/crud/from-module";
import { dialogAction } from "@/components/crud/types";
import { messageModule, SEND_STATUS } from "../../../shared/modules/message";
import { RESEND_CODE } from "./message-api";
import { ResendDialog } from "./resend-dialog";

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

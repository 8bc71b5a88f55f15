import { messageModule } from "../../../shared/modules/message";
import { messageTemplateModule } from "../../../shared/modules/message-template";

/** The refine resources of the message centre: a sent test message shows in the message list. */
export const MESSAGE_RESOURCE = messageModule.resource;
export const TEMPLATE_RESOURCE = messageTemplateModule.resource;

export const SEND_MSG_URL = `${messageTemplateModule.api}/sendMsg`;
export const RESEND_URL = `${messageModule.api}/resend`;

export const SEND_CODE = "message:template:send";
export const RESEND_CODE = "message:message:resend";

/** The sample values of a template as the dialog's editable text: formatted when it is JSON. */
export function testDataText(stored: unknown): string {
  if (stored && typeof stored === "object") return JSON.stringify(stored, null, 2);
  if (typeof stored !== "string" || stored.trim() === "") return "{}";
  try {
    return JSON.stringify(JSON.parse(stored), null, 2);
  } catch {
    return stored;
  }
}

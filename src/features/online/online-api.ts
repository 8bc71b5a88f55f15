import type { ActionOutcome, CrudRecord, CustomAction } from "@/components/crud/types";
import { postAction } from "@/providers/http/client";

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** The original's success text, with its own quotation marks. */
export const forcedText = (name: string) => `强制退出用户”${name}“成功！`;

/**
 * POST /sys/online/forceLogout {token}: `token` is the session handle the list gave, never a raw token.
 */
export async function forceLogout(record: CrudRecord): Promise<ActionOutcome> {
  const answer = await postAction("/sys/online/forceLogout", { token: asText(record.token) });
  const name = asText(record.realname) || asText(record.username);
  return { success: answer.success, message: answer.success ? forcedText(name) : answer.message };
}

export const forceLogoutAction: CustomAction = {
  key: "forceLogout",
  label: "强退",
  permission: "online:forceLogout",
  confirm: "强制退出该用户吗?",
  run: async (records) => {
    const record = records[0];
    return record ? forceLogout(record) : { success: false, message: "请选择一条记录！" };
  },
};

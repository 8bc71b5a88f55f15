import type { HttpError } from "@refinedev/core";
import { shownByCatalogue } from "@/components/crud/notices";
import type { ActionOutcome, CrudRecord, CustomAction } from "@/components/crud/types";
import { dataProvider } from "@/providers/data-provider";

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** The original's success text, with its own quotation marks. */
export const forcedText = (name: string) => `强制退出用户”${name}“成功！`;

/**
 * POST /sys/online/forceLogout {token} through the data provider (signed): `token` is the session handle the
 * list gave, never a raw token. The list page runs it and reloads its rows; a refusal is an outcome with the
 * server's message, an HTTP failure the error catalogue has shown rejects.
 */
export async function forceLogout(record: CrudRecord): Promise<ActionOutcome> {
  const name = asText(record.realname) || asText(record.username);
  try {
    await dataProvider.custom?.({
      url: "/sys/online/forceLogout",
      method: "post",
      payload: { token: asText(record.token) },
    });
    return { success: true, message: forcedText(name) };
  } catch (error) {
    if (shownByCatalogue(error)) throw error;
    return { success: false, message: (error as HttpError).message };
  }
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

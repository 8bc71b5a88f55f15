import type { HttpError } from "@refinedev/core";
import { shownByCatalogue } from "@/components/crud/notices";
import type { ActionOutcome, CrudRecord, CustomAction } from "@/components/crud/types";
import { notTaken } from "@/components/screen-kit/taken-check";
import { dataProvider } from "@/providers/data-provider";

/** GET /sys/user/checkOnlyUser: a taken username fails with the server's message. */
export const uniqueUsername = notTaken("/sys/user/checkOnlyUser", "username", "用户账号已存在");

/**
 * A PUT of a row action, through the data provider; the list page shows the outcome and reloads. A refusal is
 * an outcome with the server's message; an HTTP failure the error catalogue has shown rejects.
 */
async function put(url: string, body: object): Promise<ActionOutcome> {
  try {
    const answer = await dataProvider.custom?.<{ message?: string }>({ url, method: "put", payload: body });
    return { success: true, message: answer?.data.message };
  } catch (error) {
    if (shownByCatalogue(error)) throw error;
    return { success: false, message: (error as HttpError).message };
  }
}

/** user_status: 1 正常, 2 冻结. */
const NORMAL = "1";
const FROZEN = "2";

const frozenBatch = (records: CrudRecord[], status: string) =>
  put("/sys/user/frozenBatch", { ids: records.map((record) => String(record.id)).join(","), status });

const permission = "user:frozenBatch";

export const freeze: CustomAction = {
  key: "freeze",
  label: "冻结",
  permission,
  visible: (record) => String(record.status) !== FROZEN,
  confirm: (records) => (records.length > 1 ? "是否冻结选中账号?" : "确定冻结吗?"),
  run: (records) => frozenBatch(records, FROZEN),
};

export const unfreeze: CustomAction = {
  key: "unfreeze",
  label: "解冻",
  permission,
  visible: (record) => String(record.status) === FROZEN,
  confirm: (records) => (records.length > 1 ? "是否解冻选中账号?" : "确定解冻吗?"),
  run: (records) => frozenBatch(records, NORMAL),
};

export interface PasswordReset {
  username: string;
  password: string;
  confirmpassword: string;
}

/** An account locked by failed logins opens again before its 30 minutes are over (PUT /sys/user/unlock). */
export const unlockAction: CustomAction = {
  key: "unlock",
  label: "解锁",
  permission: "user:unlock",
  confirm: "确定解除该账号的登录锁定吗?",
  run: (records) => put("/sys/user/unlock", { username: String(records[0]?.username ?? "") }),
};

import type { FormRule } from "antd";
import type { ActionOutcome, CrudRecord, CustomAction } from "@/components/crud/types";
import { getAction, putAction } from "@/providers/http/client";

/** GET /sys/user/checkOnlyUser: a taken username fails with the server's message. */
export const uniqueUsername: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== "string" || value === "") return;
    const answer = await getAction("/sys/user/checkOnlyUser", { username: value });
    if (!answer.success) throw new Error(answer.message || "用户账号已存在");
  },
  validateTrigger: "onBlur",
};

/** user_status: 1 正常, 2 冻结. */
const NORMAL = "1";
const FROZEN = "2";

async function frozenBatch(records: CrudRecord[], status: string): Promise<ActionOutcome> {
  const ids = records.map((record) => String(record.id)).join(",");
  const answer = await putAction("/sys/user/frozenBatch", { ids, status });
  return { success: answer.success, message: answer.message };
}

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

/** PUT /sys/user/changePassword: an administrator sets a user's password (the user's sessions end). */
export const resetPassword = (body: PasswordReset) => putAction("/sys/user/changePassword", body);

/** An account locked by failed logins opens again before its 30 minutes are over (PUT /sys/user/unlock). */
export const unlockAction: CustomAction = {
  key: "unlock",
  label: "解锁",
  permission: "user:unlock",
  confirm: "确定解除该账号的登录锁定吗?",
  run: async (records) => {
    const answer = await putAction("/sys/user/unlock", { username: String(records[0]?.username ?? "") });
    return { success: answer.success, message: answer.message };
  },
};

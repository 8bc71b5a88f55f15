import type { ActionOutcome, CrudRecord } from "@/components/crud/types";
import { getAction, postAction } from "@/providers/http/client";

const P = "/permit/application";

export type Transition = "submit" | "approve" | "reject" | "revoke";

/** Statuses (permit_status): 0 待审核, 2 审核中, 1 已通过, 3 已驳回, 4 已作废. */
export const STATUS = { pending: "0", approved: "1", inReview: "2", rejected: "3", revoked: "4" } as const;

export const statusOf = (record: CrudRecord) => String(record.status ?? "");

/** The deal button (处理) is hidden for statuses 1, 3 and 4. */
export const canDeal = (record: CrudRecord) => !["1", "3", "4"].includes(statusOf(record));
export const canEdit = (record: CrudRecord) =>
  [STATUS.pending, STATUS.rejected].includes(statusOf(record) as "0");
export const canRevoke = (record: CrudRecord) => statusOf(record) === STATUS.approved;
export const canSubmit = (record: CrudRecord) => statusOf(record) === STATUS.rejected;

/**
 * One transition with the status the user saw: the server applies it only if the status is still that,
 * so a lost race comes back as `success:false` with the server's message.
 */
export async function runTransition(
  action: Transition,
  record: CrudRecord,
  opinion?: string,
): Promise<ActionOutcome> {
  const answer = await postAction(`${P}/${action}`, {
    id: String(record.id),
    fromStatus: Number(record.status),
    opinion: opinion ?? "",
  });
  return { success: answer.success, message: answer.message };
}

export async function approveBatch(records: CrudRecord[], opinion = ""): Promise<ActionOutcome> {
  const ids = records.filter(canDeal).map((record) => String(record.id));
  if (ids.length === 0) return { success: false, message: "所选记录中没有待审核或审核中的申请" };
  const answer = await postAction(`${P}/approveBatch`, { ids: ids.join(","), opinion });
  return { success: answer.success, message: answer.message };
}

export interface ApprovalRecord {
  id: string;
  action: string;
  actionText: string;
  fromStatus: number;
  toStatus: number;
  opinion: string | null;
  operator: string | null;
  operatorName: string | null;
  createTime: string;
}

export async function fetchHistory(id: string, signal?: AbortSignal): Promise<ApprovalRecord[]> {
  const answer = await getAction<ApprovalRecord[]>(`${P}/history`, { id }, { signal });
  if (!answer.success) throw new Error(answer.message || "审批记录加载失败");
  return Array.isArray(answer.result) ? answer.result : [];
}

/**
 * Status transitions of an application. Each is one conditional UPDATE (id, expected status, tenant and
 * region in the WHERE) plus its approval row in one transaction, so of two callers acting on the same
 * status exactly one changes the row and the other is told the status moved on.
 */
import type { FastifyRequest } from "fastify";
import { newId } from "../../core/ids.ts";
import { BizError } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import type { TransitionListener } from "./applicant-messages.ts";
import { STATUS } from "./dictionaries.ts";
import { applicationScope } from "./scope.ts";

export type Action = "submit" | "approve" | "reject" | "revoke";

/** fromStatus -> toStatus per action; any other move is refused. */
const MOVES: Readonly<Record<Action, Readonly<Partial<Record<number, number>>>>> = {
  submit: { [STATUS.rejected]: STATUS.pending },
  approve: { [STATUS.pending]: STATUS.inReview, [STATUS.inReview]: STATUS.approved },
  reject: { [STATUS.pending]: STATUS.rejected, [STATUS.inReview]: STATUS.rejected },
  revoke: { [STATUS.approved]: STATUS.revoked },
};

export const TRANSITION_MESSAGES = {
  submit: "只有已驳回的申请可以重新提交",
  approve: "已通过、已驳回或已作废的申请不能审批",
  reject: "已通过、已驳回或已作废的申请不能驳回",
  revoke: "只有已通过的通行证可以作废",
  opinionRequired: "请填写驳回意见",
  stale: "该申请状态已变更，请刷新后重试",
  notFound: "未找到对应数据",
} as const;

export const ACTION_TEXT: Readonly<Record<Action, string>> = {
  submit: "重新提交",
  approve: "审批通过",
  reject: "驳回",
  revoke: "作废",
};

export interface TransitionInput {
  id: string;
  fromStatus: number;
  opinion?: string | null;
}

/**
 * Applies one transition; returns the new status or throws a BizError with a clear message. `committed`
 * hears of the change once its transaction has committed.
 */
export async function transition(
  db: Db,
  req: FastifyRequest,
  action: Action,
  input: TransitionInput,
  committed?: TransitionListener,
) {
  const to = MOVES[action][input.fromStatus];
  if (to === undefined) throw new BizError(TRANSITION_MESSAGES[action]);
  const opinion = input.opinion?.trim() || null;
  if (action === "reject" && !opinion) throw new BizError(TRANSITION_MESSAGES.opinionRequired);
  const params = new SqlParams([input.id, input.fromStatus]);
  const scope = await applicationScope({ req, db }, params);
  const who = params.add(req.session?.username ?? null);
  const newStatus = params.add(to);
  const changed = await db.tx(async (t) => {
    const rows = await t.query<{ tenant_id: number }>(
      `UPDATE permit_application SET status = ${newStatus}, update_by = ${who}, update_time = LOCALTIMESTAMP(0)
        WHERE id = $1 AND status = $2 AND ${scope.join(" AND ")} RETURNING tenant_id`,
      params.values,
    );
    if (rows.length === 0) return false;
    await t.query(
      `INSERT INTO permit_approval (id, tenant_id, application_id, action, from_status, to_status, opinion,
         operator, operator_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        newId(),
        rows[0].tenant_id,
        input.id,
        action,
        input.fromStatus,
        to,
        opinion,
        req.session?.username ?? null,
        req.session?.realname ?? null,
      ],
    );
    return true;
  });
  if (changed) {
    await committed?.({ id: input.id, to, opinion, operator: req.session?.username });
    return to;
  }
  throw new BizError(
    (await visibleStatus(db, req, input.id)) === undefined
      ? TRANSITION_MESSAGES.notFound
      : TRANSITION_MESSAGES.stale,
  );
}

/** The status of an application the caller may see (tenant and region), or undefined. */
export async function visibleStatus(db: Db, req: FastifyRequest, id: string): Promise<number | undefined> {
  const params = new SqlParams([id]);
  const scope = await applicationScope({ req, db }, params);
  const row = await db.one<{ status: number }>(
    `SELECT status FROM permit_application WHERE id = $1 AND ${scope.join(" AND ")}`,
    params.values,
  );
  return row?.status;
}

/** The next approval step of each pending or in-review row; others are skipped. */
export async function approveBatch(
  db: Db,
  req: FastifyRequest,
  ids: readonly string[],
  opinion: string | null,
  committed?: TransitionListener,
) {
  let successCount = 0;
  for (const id of ids) {
    const status = await visibleStatus(db, req, id);
    if (status !== STATUS.pending && status !== STATUS.inReview) continue;
    try {
      await transition(db, req, "approve", { id, fromStatus: status, opinion }, committed);
      successCount++;
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
    }
  }
  return { successCount, failCount: ids.length - successCount };
}

/**
 * Custom routes of /permit/application: queryById with computed fields and the 随行车辆 / 随行人员 rows,
 * transitions, batch approval, history.
 */
import type { FastifyInstance } from "fastify";
import { type CrudTable, splitIds } from "../../core/crud/index.ts";
import { attachDictText, dictFields } from "../../core/dict-text.ts";
import { BizError, ok } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";
import type { TransitionListener } from "./applicant-messages.ts";
import { attachApplicationDetails } from "./application-rules.ts";
import { tenantOf } from "./scope.ts";
import { readSubRows } from "./sub-rows.ts";
import {
  ACTION_TEXT,
  type Action,
  approveBatch,
  TRANSITION_MESSAGES,
  transition,
  visibleStatus,
} from "./transitions.ts";

const P = "/permit/application";
const code = (action: string) => `permit:application:${action}`;

const idQuery = {
  type: "object",
  properties: { id: { type: "string", minLength: 1, maxLength: 64 } },
  required: ["id"],
};

const transitionBody = {
  type: "object",
  properties: {
    id: { type: "string", minLength: 1, maxLength: 64 },
    fromStatus: {
      type: ["integer", "string"],
      pattern: "^[0-9]$",
      minimum: 0,
      maximum: 9,
      errorMessage: "fromStatus 必须是状态值(0-4)",
    },
    opinion: { type: ["string", "null"], maxLength: 500 },
  },
  required: ["id", "fromStatus"],
};

const batchBody = {
  type: "object",
  properties: {
    ids: {
      type: ["string", "array"],
      maxLength: 65_000,
      maxItems: 1000,
      items: { type: "string", maxLength: 64 },
    },
    opinion: { type: ["string", "null"], maxLength: 500 },
  },
  required: ["ids"],
};

const ACCESS: Readonly<Record<Action, string | string[]>> = {
  submit: [code("add"), code("edit")],
  approve: code("approve"),
  reject: code("approve"),
  revoke: code("revoke"),
};

const DONE: Readonly<Record<Action, string>> = {
  submit: "已重新提交！",
  approve: "审批成功！",
  reject: "已驳回！",
  revoke: "已作废！",
};

/** `committed` hears of each transition once it has committed (the applicant's message). */
export function registerApplicationRoutes(
  app: FastifyInstance,
  db: Db,
  table: CrudTable,
  committed?: TransitionListener,
): void {
  app.get(
    `${P}/queryById`,
    { config: { perm: code("list") }, schema: { querystring: idQuery } },
    async (req) => {
      const record = await table.findById(db, (req.query as { id: string }).id.trim(), false, req);
      if (!record) throw new BizError(table.messages.notFound);
      await attachDictText(db, [record], dictFields(table.decl.columns));
      await attachApplicationDetails(db, record);
      Object.assign(record, await readSubRows(db, String(record.id), tenantOf(req)));
      return ok(record);
    },
  );

  for (const action of Object.keys(ACCESS) as Action[]) {
    app.post(
      `${P}/${action}`,
      { config: { perm: ACCESS[action] }, schema: { body: transitionBody } },
      async (req) => {
        const body = req.body as { id: string; fromStatus: number | string; opinion?: string | null };
        const status = await transition(
          db,
          req,
          action,
          { id: body.id.trim(), fromStatus: Number(body.fromStatus), opinion: body.opinion },
          committed,
        );
        return ok({ id: body.id, status }, DONE[action]);
      },
    );
  }

  app.post(
    `${P}/approveBatch`,
    { config: { perm: code("approve") }, schema: { body: batchBody } },
    async (req) => {
      const body = req.body as { ids: string | string[]; opinion?: string | null };
      const ids = Array.isArray(body.ids)
        ? [...new Set(body.ids.map((s) => s.trim()).filter(Boolean))]
        : splitIds(body.ids);
      if (ids.length === 0) throw new BizError("请选择一条记录！");
      const counts = await approveBatch(db, req, ids, body.opinion?.trim() || null, committed);
      return ok(counts, `批量审批完成：成功${counts.successCount}条，跳过${counts.failCount}条`);
    },
  );

  app.get(
    `${P}/history`,
    { config: { perm: code("list") }, schema: { querystring: idQuery } },
    async (req) => {
      const id = (req.query as { id: string }).id.trim();
      if ((await visibleStatus(db, req, id)) === undefined) throw new BizError(TRANSITION_MESSAGES.notFound);
      const rows = await db.query<{ action: Action } & Record<string, unknown>>(
        `SELECT id, application_id AS "applicationId", action, from_status AS "fromStatus", to_status AS "toStatus",
              opinion, operator, operator_name AS "operatorName", create_time AS "createTime"
         FROM permit_approval WHERE application_id = $1 ORDER BY seq DESC`,
        [id],
      );
      return ok(rows.map((r) => ({ ...r, actionText: ACTION_TEXT[r.action] ?? r.action })));
    },
  );
}

/** `/online/cgreport/api/*`: the popup report picker's columns, query items and data. */
import type { FastifyInstance } from "fastify";
import { attachDictText, dictFields } from "../../core/dict-text.ts";
import { buildListQuery, page, type QueryInput } from "../../core/query-builder.ts";
import { BizError, ok } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { loadDictItems } from "../dict/dict-cache.ts";
import { paramConditions, type ReportDecl, reportByCode, reportById, shownFields } from "./reports.ts";

const LOGIN = { auth: "login" } as const;
const pathParam = (name: string) => ({
  type: "object",
  properties: { [name]: { type: "string", minLength: 1, maxLength: 64 } },
  required: [name],
});
const NOT_FOUND = "实体不存在";

function found(report: ReportDecl | undefined): ReportDecl {
  if (!report) throw new BizError(NOT_FOUND);
  return report;
}

function selectOf(r: ReportDecl): string {
  return Object.entries(r.fields)
    .map(([field, spec]) => `"${spec.column}" AS "${field}"`)
    .join(", ");
}

export function registerReportRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    "/online/cgreport/api/getRpColumns/:code",
    { config: LOGIN, schema: { params: pathParam("code") } },
    async (req) => {
      const r = found(reportByCode((req.params as { code: string }).code));
      const dictOptions: Record<string, unknown> = {};
      for (const [, spec] of shownFields(r)) {
        if (spec.dict) dictOptions[spec.dict] = await loadDictItems(db, spec.dict);
      }
      const columns = shownFields(r).map(([field, spec]) => ({
        title: spec.title,
        dataIndex: field,
        align: "center",
        sorter: spec.sort !== false,
        ...(spec.dict ? { customRender: spec.dict } : {}),
      }));
      return ok({ cgRpConfigId: r.id, cgRpConfigName: r.name, columns, dictOptions, fieldHrefSlots: [] });
    },
  );

  app.get(
    "/online/cgreport/api/getQueryInfo/:id",
    { config: LOGIN, schema: { params: pathParam("id") } },
    async (req) => {
      const r = found(reportById((req.params as { id: string }).id));
      return ok(
        shownFields(r)
          .filter(([, spec]) => spec.query)
          .map(([field, spec]) => ({
            field,
            label: spec.title,
            view: spec.dict ? "list" : "text",
            mode: "single",
            dictCode: spec.dict ?? "",
            ...(spec.query === "hidden" ? { hidden: "1" } : {}),
          })),
      );
    },
  );

  app.get(
    "/online/cgreport/api/getData/:id",
    { config: LOGIN, schema: { params: pathParam("id") } },
    async (req) => {
      const r = found(reportById((req.params as { id: string }).id));
      // self_* are the report's own parameters, not query fields.
      const input = Object.fromEntries(
        Object.entries(req.query as QueryInput).filter(([k]) => !k.startsWith("self_")),
      );
      const queryable = Object.fromEntries(
        Object.entries(r.fields).map(([field, spec]) => [field, { ...spec, filter: Boolean(spec.query) }]),
      );
      const params = new SqlParams();
      const q = buildListQuery(queryable, input, {
        params,
        defaultSort: r.defaultSort,
        tiebreaker: "id",
        maxPageSize: 100,
      });
      const where = `WHERE ${[
        r.live,
        ...(r.scope?.(req, params) ?? []),
        ...paramConditions(r, req.query as Record<string, unknown>, params),
        ...q.conditions,
      ].join(" AND ")}`;
      const total = await db.one<{ total: number }>(
        `SELECT count(*) AS total FROM ${r.table} ${where}`,
        params.values,
      );
      const values = [...params.values, q.limit, q.offset];
      const records = await db.query(
        `SELECT ${selectOf(r)} FROM ${r.table} ${where} ${q.orderBy}
         LIMIT $${values.length - 1} OFFSET $${values.length}`,
        values,
      );
      await attachDictText(db, records, dictFields(r.fields));
      r.present?.(records);
      return ok(page(records, Number(total?.total ?? 0), q));
    },
  );
}

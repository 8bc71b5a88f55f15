/**
 * Registers the generated CRUD routes of a declaration, as the original's generated controllers have them:
 * GET list, POST add, PUT|POST edit, DELETE delete?id=, DELETE deleteBatch?ids=a,b, GET queryById?id=.
 */
import type { FastifyInstance } from "fastify";
import type { Db, Row } from "../../db/client.ts";
import type { QueryInput } from "../query-builder.ts";
import { BizError, ok, okMessage } from "../result.ts";
import type { RouteAccess } from "../session.ts";
import { excelColumns } from "./excel-columns.ts";
import { exportXls } from "./excel-export.ts";
import { MAX_BATCH, splitIds } from "./split-ids.ts";
import { CrudTable } from "./table.ts";
import type { CrudAccess, CrudDeclaration } from "./types.ts";
import { bodySchema } from "./values.ts";

export function routeAccess(access: Exclude<CrudAccess, false>): RouteAccess {
  if (typeof access === "string" || Array.isArray(access))
    return { perm: access as string | readonly string[] };
  return access as RouteAccess;
}

const idQuery = {
  type: "object",
  properties: { id: { type: "string", minLength: 1, maxLength: 64 } },
  required: ["id"],
};

const idsQuery = {
  type: "object",
  properties: { ids: { type: "string", maxLength: MAX_BATCH * 65 } },
  required: ["ids"],
};

const pageParam = (name: string) => ({
  type: "string",
  pattern: "^\\s*[0-9]{1,9}\\s*$",
  errorMessage: `参数 ${name} 必须是正整数`,
});

const listQuery = {
  type: "object",
  properties: { pageNo: pageParam("pageNo"), pageSize: pageParam("pageSize") },
  additionalProperties: true,
};

function asBody(body: unknown): Row {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new BizError("请求体必须是JSON对象");
  return body as Row;
}

/** Registers the routes the declaration grants access to; returns the table helper for custom routes. */
export function registerCrud(app: FastifyInstance, db: Db, decl: CrudDeclaration): CrudTable {
  const table = new CrudTable(decl, db);
  const { access } = decl;
  const p = decl.prefix;

  if (access.list) {
    app.get(
      `${p}/list`,
      { config: routeAccess(access.list), schema: { querystring: listQuery } },
      async (req) => ok(await table.list(req, req.query as QueryInput)),
    );
  }
  if (access.add) {
    app.post(
      `${p}/add`,
      {
        config: routeAccess(access.add),
        schema: { body: bodySchema(decl.columns, "add", table.idField, decl.extraBody) },
      },
      async (req) => {
        await table.insert(req, asBody(req.body));
        return okMessage(table.messages.add);
      },
    );
  }
  if (access.edit) {
    app.route({
      method: ["PUT", "POST"],
      url: `${p}/edit`,
      config: routeAccess(access.edit),
      schema: { body: bodySchema(decl.columns, "edit", table.idField, decl.extraBody) },
      handler: async (req) => {
        await table.update(req, asBody(req.body));
        return okMessage(table.messages.edit);
      },
    });
  }
  if (access.delete) {
    app.delete(
      `${p}/delete`,
      { config: routeAccess(access.delete), schema: { querystring: idQuery } },
      async (req) => {
        const { id } = req.query as { id: string };
        const found = await table.existingIds(db, [id.trim()], req);
        if (found.length === 0) throw new BizError(table.messages.notFound);
        await table.remove(req, found);
        return okMessage(table.messages.delete);
      },
    );
  }
  if (access.deleteBatch) {
    app.delete(
      `${p}/deleteBatch`,
      { config: routeAccess(access.deleteBatch), schema: { querystring: idsQuery } },
      async (req) => {
        const ids = splitIds((req.query as { ids: string }).ids);
        if (ids.length === 0) throw new BizError(table.messages.nothingSelected);
        const found = await table.existingIds(db, ids, req);
        if (found.length === 0) throw new BizError(table.messages.notFound);
        await table.remove(req, found);
        return okMessage(table.messages.deleteBatch);
      },
    );
  }
  if (access.queryById) {
    app.get(
      `${p}/queryById`,
      { config: routeAccess(access.queryById), schema: { querystring: idQuery } },
      async (req) => {
        const record = await table.findById(db, (req.query as { id: string }).id.trim(), false, req);
        if (!record) throw new BizError(table.messages.notFound);
        return ok(record);
      },
    );
  }
  // A wrong Excel declaration stops the start, not the first export.
  excelColumns(decl);
  if (decl.excel && access.exportXls) {
    app.get(
      `${p}/exportXls`,
      { config: routeAccess(access.exportXls), schema: { querystring: listQuery } },
      (req, reply) => exportXls(table, req, reply),
    );
  }
  return table;
}

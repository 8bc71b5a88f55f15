/** The table side of a CRUD declaration: list query, reads and writes shared by generated and custom routes. */
import type { FastifyRequest } from "fastify";
import { jsonValue } from "../../../../shared/modules/module-rules.ts";
import type { Db, Row } from "../../db/client.ts";
import { recordDataVersions } from "../data-log.ts";
import { dataRuleConditions } from "../data-rules.ts";
import { attachDictText, dictFields } from "../dict-text.ts";
import { newId } from "../ids.ts";
import { buildListQuery, page, type QueryInput, type Whitelist } from "../query-builder.ts";
import { BizError } from "../result.ts";
import { ident, SqlParams } from "../sql-params.ts";
import { InsertBatch } from "./insert-batch.ts";
import { pageAndCount } from "./page-query.ts";
import type { CrudColumns, CrudDeclaration, CrudMessages, HookContext, Values } from "./types.ts";
import { checkUnique, parseValues } from "./values.ts";

export const DEFAULT_MESSAGES: CrudMessages = {
  add: "添加成功！",
  edit: "编辑成功!",
  delete: "删除成功!",
  deleteBatch: "批量删除成功!",
  notFound: "未找到对应数据",
  nothingSelected: "请选择一条记录！",
};

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A whole-number key as the database's integer holds it. */
const INTEGER_ID = /^-?\d{1,10}$/;
const INTEGER_RANGE = [-2147483648, 2147483647] as const;
/** The creation-time cell of a new row: the database's clock, not a parameter. */
const NOW = Symbol("now");

/** A row checked for add: its new id, parsed values and the body they came from. */
export interface PreparedRow {
  id: string;
  values: Values;
  body: Row;
}

/** The answer of `fn`, or the BizError it refused with (other errors are thrown). */
async function refusalOr<T>(fn: () => T | Promise<T>): Promise<T | BizError> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof BizError) return err;
    throw err;
  }
}

/** A field name as a quoted SQL alias; field names come from declarations only. */
function alias(field: string): string {
  if (!FIELD.test(field)) throw new Error(`invalid field name in a declaration: ${field}`);
  return `"${field}"`;
}

/** The list whitelist of a declaration, optionally restricted to some fields. */
export function whitelistOf(columns: CrudColumns, fields?: readonly string[]): Whitelist {
  const out: Record<string, Whitelist[string]> = {};
  for (const [field, col] of Object.entries(columns)) {
    if (col.hidden || (fields && !fields.includes(field))) continue;
    out[field] = col;
  }
  return out;
}

/** `"col" AS "field"` for the visible columns (hidden ones never leave the server). */
export function selectList(columns: CrudColumns, fields?: readonly string[], includeHidden = false): string {
  return Object.entries(columns)
    .filter(([field, col]) => (includeHidden || !col.hidden) && (!fields || fields.includes(field)))
    .map(([field, col]) => `${ident(col.column)}${col.json ? "::text" : ""} AS ${alias(field)}`)
    .join(", ");
}

/** The select list of a list page: the visible columns, then what the declaration computes per row. */
export function listColumns(decl: CrudDeclaration, fields?: readonly string[]): string {
  const columns = selectList(decl.columns, fields);
  return decl.listComputed ? `${columns}, ${decl.listComputed}` : columns;
}

/** JSON columns leave the database as text (selectList) and go out parsed; text that is no JSON stays text. */
export function parseJsonColumns(columns: CrudColumns, rows: readonly Row[]): void {
  const fields = Object.keys(columns).filter((field) => columns[field].json);
  if (fields.length === 0) return;
  for (const row of rows) {
    for (const field of fields) {
      const read = typeof row[field] === "string" ? jsonValue(row[field]) : undefined;
      if (read) row[field] = read.value;
    }
  }
}

/** Everything the kit and custom routes of one declaration share. */
export class CrudTable {
  readonly idField: string;
  readonly idColumn: string;
  /** the key is a whole number (a number id column) */
  readonly integerId: boolean;
  readonly messages: CrudMessages;

  constructor(
    readonly decl: CrudDeclaration,
    readonly db: Db,
  ) {
    this.idField = decl.idField ?? "id";
    const idCol = decl.columns[this.idField];
    if (!idCol) throw new Error(`${decl.table}: the id field ${this.idField} is not declared`);
    this.idColumn = idCol.column;
    this.integerId = idCol.type === "number";
    this.messages = { ...DEFAULT_MESSAGES, ...decl.messages };
  }

  get table(): string {
    return ident(this.decl.table);
  }

  /** `del_flag = 0` when the table deletes logically. */
  activeCondition(params: SqlParams): string[] {
    const field = this.decl.logicalDelete;
    if (!field) return [];
    return [`${ident(this.decl.columns[field].column)} = ${params.add("0")}`];
  }

  /** The declaration's rowScope and data-rule conditions for a request (none without a request). */
  async rowConditions(db: Db, params: SqlParams, req?: FastifyRequest): Promise<string[]> {
    if (!req) return [];
    const hook = this.decl.hooks?.rowScope;
    return [
      ...(hook ? await hook({ req, db }, params) : []),
      ...(await this.ruleConditions(db, params, req)),
    ];
  }

  /** The caller's data rules on the declaration's menu. */
  ruleConditions(db: Db, params: SqlParams, req: FastifyRequest, alias?: string): Promise<string[]> {
    const menu = this.decl.dataRuleMenu;
    return menu
      ? dataRuleConditions(db, req.session, menu, this.decl.columns, params, alias)
      : Promise.resolve([]);
  }

  /** Whole-number keys: an id that is no whole number is refused before the database sees it. */
  checkIds(ids: readonly string[]): void {
    if (!this.integerId) return;
    const [min, max] = INTEGER_RANGE;
    const bad = ids.some((id) => !INTEGER_ID.test(id) || Number(id) < min || Number(id) > max);
    if (bad) throw new BizError(this.decl.columns[this.idField].invalid ?? "ID必须是整数");
  }

  /** One live row by id, camelCase; hidden columns only when asked for; `req` applies rowScope. */
  async findById(db: Db, id: string, includeHidden = false, req?: FastifyRequest): Promise<Row | undefined> {
    this.checkIds([id]);
    const params = new SqlParams([id]);
    const where = [
      `${ident(this.idColumn)} = $1`,
      ...this.activeCondition(params),
      ...(await this.rowConditions(db, params, req)),
    ].join(" AND ");
    const row = await db.one(
      `SELECT ${selectList(this.decl.columns, undefined, includeHidden)} FROM ${this.table} WHERE ${where}`,
      params.values,
    );
    if (row) parseJsonColumns(this.decl.columns, [row]);
    return row;
  }

  /** Which of these ids are live rows (within rowScope when `req` is given). */
  async existingIds(db: Db, ids: readonly string[], req?: FastifyRequest): Promise<string[]> {
    if (ids.length === 0) return [];
    this.checkIds(ids);
    const params = new SqlParams();
    const where = [
      `${ident(this.idColumn)} IN (${params.list(ids)})`,
      ...this.activeCondition(params),
      ...(await this.rowConditions(db, params, req)),
    ];
    const rows = await db.query<{ id: string | number }>(
      `SELECT ${ident(this.idColumn)} AS id FROM ${this.table} WHERE ${where.join(" AND ")}`,
      params.values,
    );
    return rows.map((r) => String(r.id));
  }

  has(field: string): boolean {
    return Object.hasOwn(this.decl.columns, field);
  }

  /** WHERE, parameters, order and paging of a list query (shared by list and export). */
  async listParts(req: FastifyRequest, query: QueryInput) {
    const { decl, db } = this;
    const fields = decl.hooks?.listFields?.(req);
    const params = new SqlParams();
    const scope = [
      ...this.activeCondition(params),
      ...((await decl.hooks?.listScope?.({ req, db }, params)) ?? []),
      ...(await this.ruleConditions(db, params, req)),
    ];
    const q = buildListQuery(whitelistOf(decl.columns, fields), query, {
      params,
      defaultSort: decl.defaultSort,
      tiebreaker: this.idField,
      orderColumns: decl.columns,
      maxPageSize: decl.maxPageSize,
    });
    const conditions = [...scope, ...q.conditions];
    const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
    return { fields, params, q, where };
  }

  async list(req: FastifyRequest, query: QueryInput) {
    const { decl, db } = this;
    const { fields, params, q, where } = await this.listParts(req, query);
    const { records, count } = await pageAndCount(db, {
      columns: listColumns(decl, fields),
      from: `${this.table} ${where}`,
      orderBy: q.orderBy,
      values: params.values,
      limit: q.limit,
      offset: q.offset,
    });
    parseJsonColumns(decl.columns, records);
    const visible = whitelistOf(decl.columns, fields);
    await attachDictText(db, records, dictFields(visible), req.session?.versions?.dict);
    await decl.hooks?.afterList?.(records, { req, db });
    return page(records, count, q);
  }

  private auditUser(req: FastifyRequest): string | null {
    return req.session?.username ?? null;
  }

  async insert(req: FastifyRequest, body: Row): Promise<string> {
    const { id, values } = await this.prepareInsert(req, body);
    await this.db.tx((t) => this.writeInsert(t, req, id, values, body));
    return id;
  }

  /** Checks a body for add (types, rules, uniqueness, beforeInsert) and picks the new id. */
  async prepareInsert(req: FastifyRequest, body: Row): Promise<PreparedRow> {
    const values = parseValues(this.decl.columns, body, "add", this.idField);
    return this.checkInsert(req, values, body, this.db);
  }

  /**
   * Checks an import's bodies for add together, inside its transaction `t`: each answer is the prepared
   * row or the BizError that refused it. Checks that query may do so once for the whole batch.
   */
  async prepareInserts(
    req: FastifyRequest,
    bodies: readonly Row[],
    t: Db,
  ): Promise<(PreparedRow | BizError)[]> {
    const parsed = bodies.map((body) => {
      try {
        return parseValues(this.decl.columns, body, "add", this.idField);
      } catch (err) {
        if (err instanceof BizError) return err;
        throw err;
      }
    });
    const batch = new InsertBatch(parsed.flatMap((v) => (v instanceof BizError ? [] : [{ ...v }])));
    const answers: (PreparedRow | BizError)[] = [];
    for (const [i, values] of parsed.entries()) {
      answers.push(
        values instanceof BizError
          ? values
          : await refusalOr(() => this.checkInsert(req, values, bodies[i], t, batch)),
      );
    }
    return answers;
  }

  private async checkInsert(
    req: FastifyRequest,
    values: Values,
    body: Row,
    db: Db,
    batch?: InsertBatch,
  ): Promise<PreparedRow> {
    const { decl } = this;
    await checkUnique(db, decl.table, decl.columns, values, this.idColumn, undefined, batch);
    await decl.hooks?.beforeInsert?.(values, body, { req, db, batch });
    const chosen = values[this.idField];
    const id = chosen === undefined || chosen === null ? await this.newRowId(db) : String(chosen);
    return { id, values, body };
  }

  /** A new key: the declaration's or a fresh string id, or the next number of the id column's sequence. */
  private async newRowId(db: Db): Promise<string> {
    if (this.decl.newId) return this.decl.newId();
    if (!this.integerId) return newId();
    const row = await db.one<{ id: string | null }>(
      "SELECT nextval(pg_get_serial_sequence($1, $2))::text AS id",
      [this.decl.table, this.idColumn],
    );
    if (!row?.id) throw new Error(`${this.decl.table}: a generated integer id needs an identity column`);
    return row.id;
  }

  /** The INSERT, data log and afterInsert of a prepared row, inside the caller's transaction `t`. */
  async writeInsert(t: Db, req: FastifyRequest, id: string, values: Values, body: Row): Promise<void> {
    const inserted = await this.insertRow(t, req, { id, values, body });
    if (inserted) await recordDataVersions(t, this.decl.table, [inserted], this.auditUser(req), this.idField);
    await this.decl.hooks?.afterInsert?.(id, values, body, { req, db: t });
  }

  /**
   * An import's rows: appended in bulk, then afterInsert of each, inside the transaction `t`. They get no
   * data-log version here; their first edit stores the imported content as version 1 (writeUpdate).
   */
  async writeInserts(t: Db, req: FastifyRequest, rows: readonly PreparedRow[]): Promise<void> {
    await this.appendRows(t, req, rows);
    const after = this.decl.hooks?.afterInsert;
    if (after) for (const r of rows) await after(r.id, r.values, r.body, { req, db: t });
  }

  /** Column and value of each cell of a new row (`now` stands for the creation time). */
  private insertCells(req: FastifyRequest, row: PreparedRow, now: unknown): [string, unknown][] {
    const { decl } = this;
    const cells: [string, unknown][] = [[this.idColumn, row.id]];
    const put = (field: string, value: unknown) => cells.push([decl.columns[field].column, value]);
    for (const [field, value] of Object.entries(row.values)) {
      if (this.has(field) && field !== this.idField) put(field, value);
    }
    if (decl.logicalDelete && !Object.hasOwn(row.values, decl.logicalDelete)) put(decl.logicalDelete, "0");
    if (this.has("createBy")) put("createBy", this.auditUser(req));
    if (this.has("createTime")) put("createTime", now);
    return cells;
  }

  /**
   * The INSERT of one row. When the table keeps a data log it answers the new row as the log stores it
   * (the columns recordVersions reads), so the log needs no second read.
   */
  private async insertRow(t: Db, req: FastifyRequest, row: PreparedRow): Promise<Row | undefined> {
    const params = new SqlParams();
    const cells = this.insertCells(req, row, NOW);
    const sql = cells.map(([, v]) => (v === NOW ? "LOCALTIMESTAMP(0)" : params.add(v)));
    const logged = this.decl.dataLog !== false;
    const returned = await t.query(
      `INSERT INTO ${this.table} (${cells.map(([c]) => ident(c)).join(", ")}) VALUES (${sql.join(", ")})${
        logged ? ` RETURNING ${selectList(this.decl.columns)}` : ""
      }`,
      params.values,
    );
    return logged ? returned[0] : undefined;
  }

  /** Many new rows at once (appendRows), grouped by the columns they set, with one creation time. */
  private async appendRows(t: Db, req: FastifyRequest, rows: readonly PreparedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const now = (await t.one<{ now: string }>("SELECT LOCALTIMESTAMP(0) AS now"))?.now;
    const groups = new Map<string, { columns: string[]; rows: unknown[][] }>();
    for (const row of rows) {
      const cells = this.insertCells(req, row, now);
      const columns = cells.map(([column]) => column);
      const key = columns.join(",");
      const group = groups.get(key) ?? { columns, rows: [] };
      groups.set(key, group);
      group.rows.push(cells.map(([, value]) => value));
    }
    for (const group of groups.values()) await t.appendRows(this.decl.table, group.columns, group.rows);
  }

  async update(req: FastifyRequest, body: Row): Promise<string> {
    const { decl, db } = this;
    const id = String(body[this.idField] ?? "");
    const existing = id ? await this.findById(db, id, true, req) : undefined;
    if (!existing) throw new BizError(this.messages.notFound);
    const values = parseValues(decl.columns, body, "edit", this.idField);
    await checkUnique(db, decl.table, decl.columns, values, this.idColumn, id);
    await decl.hooks?.beforeUpdate?.(id, values, body, existing, { req, db });
    await db.tx(async (t) => {
      await this.writeUpdate(t, req, id, values);
      await decl.hooks?.afterUpdate?.(id, values, body, { req, db: t });
    });
    return id;
  }

  /** UPDATE of the given fields plus the audit columns; used by custom routes too. */
  async writeUpdate(
    db: Db,
    req: FastifyRequest,
    id: string | readonly string[],
    values: Values,
  ): Promise<void> {
    const params = new SqlParams();
    const sets: string[] = [];
    for (const [field, value] of Object.entries(values)) {
      if (this.has(field) && field !== this.idField) {
        sets.push(`${ident(this.decl.columns[field].column)} = ${params.add(value)}`);
      }
    }
    if (this.has("updateBy"))
      sets.push(`${ident(this.decl.columns.updateBy.column)} = ${params.add(this.auditUser(req))}`);
    if (this.has("updateTime"))
      sets.push(`${ident(this.decl.columns.updateTime.column)} = LOCALTIMESTAMP(0)`);
    if (sets.length === 0) return;
    const ids = typeof id === "string" ? [id] : id;
    const where = [
      `${ident(this.idColumn)} IN (${params.list(ids)})`,
      ...this.activeCondition(params),
      ...(await this.rowConditions(db, params, req)),
    ];
    await this.recordBaselines(db, req, ids);
    await db.query(`UPDATE ${this.table} SET ${sets.join(", ")} WHERE ${where.join(" AND ")}`, params.values);
    await this.recordVersions(db, req, ids);
  }

  /**
   * Rows about to change that have no version yet (imported, seeded or made before the data log) get
   * their current content as version 1 first, so the change can be compared with it.
   */
  private async recordBaselines(t: Db, req: FastifyRequest, ids: readonly string[]): Promise<void> {
    if (this.decl.dataLog === false || ids.length === 0) return;
    const params = new SqlParams([this.decl.table.slice(0, 32)]);
    const logged = await t.query<{ id: string }>(
      `SELECT DISTINCT data_id AS id FROM sys_data_log WHERE data_table = $1 AND data_id IN (${params.list(ids)})`,
      params.values,
    );
    const known = new Set(logged.map((r) => r.id));
    await this.recordVersions(
      t,
      req,
      ids.filter((id) => !known.has(id)),
    );
  }

  /** The rows as they are now, stored as versions in the data log (inside the writing transaction). */
  private async recordVersions(t: Db, req: FastifyRequest, ids: readonly string[]): Promise<void> {
    if (this.decl.dataLog === false || ids.length === 0) return;
    const params = new SqlParams();
    const rows = await t.query(
      `SELECT ${selectList(this.decl.columns)} FROM ${this.table}
        WHERE ${ident(this.idColumn)} IN (${params.list(ids)})`,
      params.values,
    );
    await recordDataVersions(t, this.decl.table, rows, this.auditUser(req), this.idField);
  }

  async remove(req: FastifyRequest, ids: readonly string[]): Promise<void> {
    const { decl, db } = this;
    const hc: HookContext = { req, db };
    await decl.hooks?.beforeDelete?.(ids, hc);
    await db.tx(async (t) => {
      if (decl.logicalDelete) {
        await this.writeUpdate(t, req, ids, { [decl.logicalDelete]: "1" });
      } else {
        const params = new SqlParams();
        const where = [
          `${ident(this.idColumn)} IN (${params.list(ids)})`,
          ...(await this.rowConditions(t, params, req)),
        ];
        await t.query(`DELETE FROM ${this.table} WHERE ${where.join(" AND ")}`, params.values);
      }
      await decl.hooks?.afterDelete?.(ids, { req, db: t });
    });
  }
}

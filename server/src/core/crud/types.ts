import type { FastifyRequest } from "fastify";
import type { JsonShape } from "../../../../shared/modules/module-types.ts";
import type { Db, Row } from "../../db/client.ts";
import type { ColumnSpec, SortOrder } from "../query-builder.ts";
import type { RouteAccess } from "../session.ts";
import type { SqlParams } from "../sql-params.ts";
import type { Check } from "../validators.ts";
import type { InsertBatch } from "./insert-batch.ts";

/** One column of a CRUD module: the list whitelist entry plus how add/edit may write it. */
export interface CrudColumn extends ColumnSpec {
  /** add may set it from the body (default true; false for columns the server fills) */
  readonly insert?: boolean;
  /** edit may change it from the body (default true) */
  readonly update?: boolean;
  /** never sent to a client (password, salt); implies filter: false, sort: false */
  readonly hidden?: boolean;
  /** longest accepted text; must not exceed the database column */
  readonly maxLength?: number;
  /** numbers: whole numbers only */
  readonly integer?: boolean;
  /** numbers: inclusive bounds (keep them inside the database type, e.g. smallint) */
  readonly range?: readonly [number, number];
  /**
   * a JSON value (type "string"): a body sends it parsed or as text, it is stored as its JSON text (a text
   * or jsonb column) and answered parsed; an array or object shape when one is required
   */
  readonly json?: true | JsonShape;
  /** the message when the value is not of the column's type (or outside `integer`, `range`, `json`) */
  readonly invalid?: string;
  /** required on add: true gives `请输入<title>`, a string is the message */
  readonly required?: boolean | string;
  /** what add stores when the body leaves the field blank (before `required` is checked) */
  readonly default?: string | number;
  /** form rule run on the text value (add, and edit when present) */
  readonly validate?: Check;
  /** the value must be unique (deleted rows included, as the unique index sees them); the message */
  readonly unique?: string;
}

export type CrudColumns = Readonly<Record<string, CrudColumn>>;

/** A permission code, or a full access declaration (`{ auth: "login" }`); false: the kit adds no route. */
export type CrudAccess = string | readonly string[] | RouteAccess | false;

export type CrudAction =
  | "list"
  | "add"
  | "edit"
  | "delete"
  | "deleteBatch"
  | "queryById"
  | "exportXls"
  | "importExcel";

/** Excel export and import of a module; headers are the columns' titles. */
export interface CrudExcel {
  /** file, sheet and title-row name (default: the declaration's title) */
  readonly title?: string;
  /** fields in column order; each needs a `title` */
  readonly columns: readonly string[];
}

export interface CrudMessages {
  add: string;
  edit: string;
  delete: string;
  deleteBatch: string;
  notFound: string;
  nothingSelected: string;
}

/** What hooks get: the request (with `req.session`) and the database handle to use (a transaction inside writes). */
export interface HookContext {
  readonly req: FastifyRequest;
  readonly db: Db;
  /** on add during an import: the batch this row is checked with, for checks that load once per batch */
  readonly batch?: InsertBatch;
}

/** Values keyed by field name (camelCase), already parsed to database-ready values. */
export type Values = Record<string, unknown>;

export interface CrudHooks {
  /** extra list conditions (fixed exclusions now; tenant scope and data rules later) */
  listScope?(ctx: HookContext, params: SqlParams): string[] | Promise<string[]>;
  /**
   * conditions a single row must meet to be read or written by the generated queryById, edit, delete
   * and deleteBatch (tenant scope); rows outside answer "not found"
   */
  rowScope?(ctx: HookContext, params: SqlParams): string[] | Promise<string[]>;
  /** fields this caller may see, filter and sort in the list (e.g. picker fields); undefined = all */
  listFields?(req: FastifyRequest): readonly string[] | undefined;
  /** after records are read and translated, e.g. computed text fields */
  afterList?(records: Row[], ctx: HookContext): Promise<void>;
  /** before the insert transaction: check and complete the values (may be slow, e.g. hashing) */
  beforeInsert?(values: Values, body: Row, ctx: HookContext): Promise<void>;
  /** inside the insert transaction */
  afterInsert?(id: string, values: Values, body: Row, ctx: HookContext): Promise<void>;
  beforeUpdate?(id: string, values: Values, body: Row, existing: Row, ctx: HookContext): Promise<void>;
  /** inside the update transaction */
  afterUpdate?(id: string, values: Values, body: Row, ctx: HookContext): Promise<void>;
  /** before deleting (refuse with a BizError) */
  beforeDelete?(ids: readonly string[], ctx: HookContext): Promise<void>;
  /** inside the delete transaction */
  afterDelete?(ids: readonly string[], ctx: HookContext): Promise<void>;
}

/**
 * A CRUD module's declaration: the kit derives the list whitelist, body schemas and routes from it.
 * Later features plug in here: `title` (export sheet and file name), column `title`s (export and
 * import headers), `hooks.listScope` (tenant scope, data rules).
 */
export interface CrudDeclaration {
  /** route prefix below the API prefix, e.g. `/sys/user` */
  readonly prefix: string;
  readonly table: string;
  readonly title?: string;
  readonly columns: CrudColumns;
  /** primary key field (default `id`): a string column, or a number column for whole-number ids */
  readonly idField?: string;
  readonly newId?: () => string;
  /** field of a 0/1 logical delete flag (e.g. `delFlag`); rows are marked, not removed */
  readonly logicalDelete?: string;
  readonly defaultSort?: readonly { field: string; order: SortOrder }[];
  /** access per generated route; missing actions get no route */
  readonly access: Partial<Record<CrudAction, CrudAccess>>;
  readonly messages?: Partial<CrudMessages>;
  readonly hooks?: CrudHooks;
  /** JSON schema of body keys that are not columns but that hooks read (e.g. `password`, `selectedroles`) */
  readonly extraBody?: Readonly<Record<string, unknown>>;
  /**
   * values the list computes for each row in the page's own statement, after the columns: SQL select
   * items `expression AS "field"` naming the table by its name (names of referenced rows, flags against
   * today's date). Code, never client text.
   */
  readonly listComputed?: string;
  /** largest pageSize the list accepts (default 1000) */
  readonly maxPageSize?: number;
  /** exportXls / importExcel (with access.exportXls / access.importExcel) */
  readonly excel?: CrudExcel;
  /**
   * `component` of the menu whose data rules (sys_permission_data_rule) restrict list, export and the
   * single-row reads and writes, e.g. `system/UserList`
   */
  readonly dataRuleMenu?: string;
  /** store every insert and edit as a version in sys_data_log (default true) */
  readonly dataLog?: boolean;
}

/**
 * Popup reports declared in code (the original stores them as online report configs with SQL; here a
 * report names a table, its safe columns and a fixed condition, and nothing else is ever read).
 */
import type { FastifyRequest } from "fastify";
import type { ColumnSpec } from "../../core/query-builder.ts";
import type { SqlParams } from "../../core/sql-params.ts";
import type { Row } from "../../db/client.ts";
import { maskPhone, pickerScope } from "../user/user-picker.ts";

export interface ReportField extends ColumnSpec {
  readonly title: string;
  /** shown in the report's query form: "1" only in the expanded part (the original's hidden) */
  readonly query?: "shown" | "hidden";
}

/**
 * A report parameter, sent by the picker as `self_<name>` (the original's SQL parameters): always bound as
 * a value against the column written here, `prefix` matching the value's subtree (a department code).
 */
export interface ReportParam {
  readonly column: string;
  readonly match: "eq" | "prefix";
}

export interface ReportDecl {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly table: string;
  /** fixed SQL condition written here, never from a client */
  readonly live: string;
  readonly fields: Readonly<Record<string, ReportField>>;
  readonly defaultSort: readonly { field: string; order: "asc" | "desc" }[];
  /** parameters a picker may pass as `self_<name>`; any other `self_*` is ignored */
  readonly params?: Readonly<Record<string, ReportParam>>;
  /** conditions that depend on the caller (a picker's tenant), written here, never from a client */
  readonly scope?: (req: FastifyRequest, params: SqlParams) => string[];
  /** last touches to the records before they are answered (masking) */
  readonly present?: (records: Row[]) => void;
}

export const REPORTS: readonly ReportDecl[] = [
  {
    id: "1a6c2b7e3f8d4e9a8b7c6d5e4f3a2b10",
    code: "report_user",
    name: "用户选择",
    table: "sys_user",
    live: "del_flag = 0 AND username <> '_reserve_user_external'",
    fields: {
      id: { column: "id", type: "string", title: "ID", filter: false },
      username: { column: "username", type: "string", title: "用户账号", query: "shown" },
      realname: { column: "realname", type: "string", title: "用户姓名", query: "shown" },
      sex: { column: "sex", type: "number", title: "性别", dict: "sex", query: "hidden" },
      // Shown masked and never a query field: a search by phone would tell the hidden digits.
      phone: { column: "phone", type: "string", title: "手机号", filter: false, sort: false },
      orgCode: { column: "org_code", type: "string", title: "部门编码" },
    },
    defaultSort: [{ field: "username", order: "asc" }],
    params: { orgCode: { column: "org_code", match: "prefix" } },
    scope: (req, params) => pickerScope(req, params),
    present: (records) => {
      for (const r of records) r.phone = maskPhone(r.phone);
    },
  },
  {
    id: "2b7d3c8f4a9e4fab9c8d7e6f5a4b3c20",
    code: "report_depart",
    name: "部门选择",
    table: "sys_depart",
    live: "del_flag = '0'",
    fields: {
      id: { column: "id", type: "string", title: "ID", filter: false },
      departName: { column: "depart_name", type: "string", title: "部门名称", query: "shown" },
      orgCode: { column: "org_code", type: "string", title: "机构编码", query: "shown" },
      orgCategory: {
        column: "org_category",
        type: "string",
        title: "机构类型",
        dict: "org_category",
        query: "hidden",
      },
      mobile: { column: "mobile", type: "string", title: "电话" },
      address: { column: "address", type: "string", title: "地址" },
    },
    defaultSort: [{ field: "orgCode", order: "asc" }],
    params: {
      orgCode: { column: "org_code", match: "prefix" },
      orgCategory: { column: "org_category", match: "eq" },
    },
  },
];

/** Visible columns: everything but the id (it is still in each record, for the picker's row key). */
export const shownFields = (r: ReportDecl) => Object.entries(r.fields).filter(([field]) => field !== "id");

export const reportByCode = (code: string) => REPORTS.find((r) => r.code === code);
export const reportById = (id: string) => REPORTS.find((r) => r.id === id);

/** Longest parameter value taken; a longer one matches nothing a picker could show. */
const MAX_PARAM_LENGTH = 200;

/** SQL conditions for the `self_*` values of a request, each bound as a parameter. */
export function paramConditions(r: ReportDecl, query: Record<string, unknown>, params: SqlParams): string[] {
  const out: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith("self_")) continue;
    const param = r.params?.[key.slice("self_".length)];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!param || typeof value !== "string" || value === "") continue;
    const bound = params.add(value.slice(0, MAX_PARAM_LENGTH));
    out.push(
      param.match === "prefix" ? `starts_with("${param.column}", ${bound})` : `"${param.column}" = ${bound}`,
    );
  }
  return out;
}

/** The owning department of vehicles and drivers: stored as the department's org code. */
import type { Values } from "../../core/crud/index.ts";
import { BizError } from "../../core/result.ts";
import type { Db, Row } from "../../db/client.ts";

export const NO_DEPART = "所属部门不存在，请重新选择";

/** An org code must name a live department; an empty choice clears it. */
export async function checkOrgCode(db: Db, values: Values): Promise<void> {
  const code = values.orgCode;
  if (code === undefined || code === null) return;
  if (typeof code === "string" && code.trim() === "") {
    values.orgCode = null;
    return;
  }
  const row = await db.one(
    "SELECT 1 AS x FROM sys_depart WHERE org_code = $1 AND coalesce(del_flag, '0') = '0'",
    [String(code).trim()],
  );
  if (!row) throw new BizError(NO_DEPART);
  values.orgCode = String(code).trim();
}

/** `orgCode_dictText`: the department's name, as a dictionary text, for the lists and details. */
export async function attachDepartNames(db: Db, records: Row[]): Promise<void> {
  const codes = [...new Set(records.map((r) => r.orgCode).filter((v): v is string => typeof v === "string"))];
  if (codes.length === 0) return;
  const rows = await db.query<{ org_code: string; depart_name: string }>(
    `SELECT org_code, depart_name FROM sys_depart WHERE org_code IN (${codes.map((_, i) => `$${i + 1}`).join(", ")})`,
    codes,
  );
  const names = new Map(rows.map((r) => [r.org_code, r.depart_name]));
  for (const r of records) r.orgCode_dictText = names.get(String(r.orgCode)) ?? "";
}

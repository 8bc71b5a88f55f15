/** Department codes generated as the original's OrgCodeRule does (YouBian codes). */
import { BizError } from "../../core/result.ts";
import { isYouBianCode, nextYouBianCode, subYouBianCode } from "../../core/youbian.ts";
import type { Db } from "../../db/client.ts";

/** Serialises code assignment across requests and instances (held to the end of the transaction). */
const ORG_CODE_LOCK = 72_091_403;

const isRoot = (parentId: string | null | undefined) => !parentId;

/**
 * Gives the new department `id` the next free code below its parent and its org_type
 * (1 first level, 2 below). Call inside the insert transaction.
 */
export async function assignOrgCode(t: Db, id: string, parentId: string | null): Promise<string> {
  await t.query("SELECT pg_advisory_xact_lock($1)", [ORG_CODE_LOCK]);
  const siblings = isRoot(parentId) ? "(parent_id IS NULL OR parent_id = '')" : "parent_id = $2";
  const params: unknown[] = isRoot(parentId) ? [id] : [id, parentId];
  // Only well-formed codes count: a hand-made code must not derail the sequence.
  const rows = await t.query<{ org_code: string }>(
    `SELECT org_code FROM sys_depart WHERE ${siblings} AND id <> $1 ORDER BY length(org_code) DESC, org_code DESC`,
    params,
  );
  const last = rows.map((r) => r.org_code).find(isYouBianCode);
  let code: string;
  if (isRoot(parentId)) code = nextYouBianCode(last);
  else {
    const parent = await t.one<{ org_code: string }>("SELECT org_code FROM sys_depart WHERE id = $1", [
      parentId,
    ]);
    if (!parent || !isYouBianCode(parent.org_code))
      throw new BizError("上级部门编码不规范，无法生成部门编码");
    code = subYouBianCode(parent.org_code, last);
  }
  // Skip codes some other row already holds (moved or imported rows).
  for (
    let i = 0;
    i < 1000 && (await t.one("SELECT 1 AS x FROM sys_depart WHERE org_code = $1", [code]));
    i++
  ) {
    code = nextYouBianCode(code);
  }
  await t.query("UPDATE sys_depart SET org_code = $2, org_type = $3 WHERE id = $1", [
    id,
    code,
    isRoot(parentId) ? "1" : "2",
  ]);
  return code;
}

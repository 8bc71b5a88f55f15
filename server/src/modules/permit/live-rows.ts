import { SUB_ROW_TABLES } from "../../../../shared/permit-sub-rows.ts";
import type { Db } from "../../db/client.ts";
import type { LiveRowAccess } from "../../realtime/live-rows.ts";
import { sessionRegionLimit } from "./scope.ts";

/** The key resource of an application's sub-row grids: `permit-application:<id>:vehicleList`. */
export const APPLICATION_ROWS = "permit-application";

const LIST_CODE = "permit:application:list";
const LISTS = new Set<string>(SUB_ROW_TABLES.map((t) => t.list));

/**
 * Who may share an application's 随行车辆 and 随行人员 live: a reader of applications who can see this one
 * (same tenant, within their regions) receives; sending also takes the edit code.
 */
export function applicationRowAccess(db: Db): LiveRowAccess {
  return async (session, key, mode) => {
    if (!key.part || !LISTS.has(key.part)) return false;
    const codes = mode === "send" ? [LIST_CODE, "permit:application:edit"] : [LIST_CODE];
    if (!codes.every((code) => session.permissions.has(code))) return false;
    const regions = sessionRegionLimit(session);
    const params: unknown[] = [key.recordId, session.tenantId];
    let sql = "SELECT 1 AS x FROM permit_application WHERE id = $1 AND tenant_id = $2";
    if (regions) {
      params.push(regions);
      sql += " AND region = ANY($3)";
    }
    return (await db.one(sql, params)) !== undefined;
  };
}

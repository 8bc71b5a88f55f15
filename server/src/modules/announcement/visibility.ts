/** Which announcements a user may see: the SQL conditions the bell, 我的消息 and queryById share. */
import { SEND_STATUS } from "../../../../shared/modules/announcement.ts";
import type { SqlParams } from "../../core/sql-params.ts";

/**
 * An announcement of tenant N reaches the users of tenant N and the users without a tenant list; one of
 * tenant 0 reaches everyone. `a` is the announcement, `u` the user (sys_user).
 */
export const TENANT_REACHES = `(a.tenant_id = 0 OR coalesce(u.rel_tenant_ids, '') = ''
  OR (',' || u.rel_tenant_ids || ',') LIKE ('%,' || a.tenant_id || ',%'))`;

/** Published, not revoked, and within its start and end times. */
export function shownNow(params: SqlParams): string {
  return `a.send_status = ${params.add(SEND_STATUS.published)}
    AND (a.start_time IS NULL OR a.start_time <= LOCALTIMESTAMP(0))
    AND (a.end_time IS NULL OR a.end_time >= LOCALTIMESTAMP(0))`;
}

/**
 * The data log (sys_data_log): every insert and edit of a record of a CRUD
 * table is stored as the next version of that record, its content the row as the API shows it (JSON).
 */
import type { Db, Row } from "../db/client.ts";
import { newId } from "./ids.ts";

/** Stores `rows` (keyed by `idField`) as new versions; call inside the writing transaction. */
export async function recordDataVersions(
  t: Db,
  table: string,
  rows: readonly Row[],
  username: string | null,
  idField = "id",
): Promise<void> {
  for (const row of rows) {
    const dataId = String(row[idField] ?? "");
    if (!dataId || dataId.length > 32) continue;
    await t.query(
      `INSERT INTO sys_data_log (id, create_by, create_time, data_table, data_id, data_content, data_version)
       SELECT $1, $2, LOCALTIMESTAMP(0), $3::varchar, $4::varchar, $5,
              coalesce(max(data_version), 0) + 1 FROM sys_data_log
        WHERE data_table = $3::varchar AND data_id = $4::varchar`,
      [newId(), username, table.slice(0, 32), dataId, JSON.stringify(row)],
    );
  }
}

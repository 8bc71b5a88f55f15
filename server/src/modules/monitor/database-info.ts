/** 数据库: engine and version, size, tables, connections, cache hit ratio and, where kept, the slowest statements. */
import type { DatabaseInfo } from "../../../../shared/monitor.ts";
import type { Db } from "../../db/client.ts";

const SLOW_LIMIT = 10;
const MAX_QUERY_TEXT = 500;

async function slowStatements(db: Db): Promise<DatabaseInfo["slowStatements"]> {
  if (db.kind === "pglite") {
    return { available: false, message: "嵌入式数据库不提供 pg_stat_statements，无法列出慢语句", rows: [] };
  }
  const installed = await db.one("SELECT 1 AS found FROM pg_extension WHERE extname = 'pg_stat_statements'");
  if (!installed) {
    return {
      available: false,
      message:
        "未启用 pg_stat_statements：在 postgresql.conf 中设置 shared_preload_libraries = 'pg_stat_statements'，重启后执行 CREATE EXTENSION pg_stat_statements",
      rows: [],
    };
  }
  try {
    const rows = await db.query<{
      query: string;
      calls: string;
      mean_ms: number;
      total_ms: number;
      rows: string;
    }>(
      `SELECT query, calls::text AS calls, mean_exec_time AS mean_ms, total_exec_time AS total_ms,
         rows::text AS rows
       FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY mean_exec_time DESC LIMIT ${SLOW_LIMIT}`,
    );
    return {
      available: true,
      message: "",
      rows: rows.map((r) => ({
        query: r.query.length > MAX_QUERY_TEXT ? `${r.query.slice(0, MAX_QUERY_TEXT)}…` : r.query,
        calls: Number(r.calls),
        meanMs: Math.round(Number(r.mean_ms) * 100) / 100,
        totalMs: Math.round(Number(r.total_ms) * 100) / 100,
        rows: Number(r.rows),
      })),
    };
  } catch {
    return {
      available: false,
      message: "pg_stat_statements 已安装但未加载（需在 shared_preload_libraries 中配置并重启）",
      rows: [],
    };
  }
}

/** Counting a small table costs little. */
const COUNT_BELOW_BYTES = 16 * 1024 * 1024;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A table the planner has not analysed yet (always so on the embedded database, which keeps no
 * statistics) has no estimate: small ones are counted instead. Names come from the catalogue.
 */
async function countUnknown(
  db: Db,
  tables: { name: string; schema: string; size: string; rows: string; known: boolean }[],
) {
  for (const t of tables) {
    if (t.known || Number(t.size) >= COUNT_BELOW_BYTES) continue;
    const row = await db.one<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${quoteIdent(t.schema)}.${quoteIdent(t.name)}`,
    );
    t.rows = row?.n ?? t.rows;
  }
}

export async function databaseInfo(db: Db): Promise<DatabaseInfo> {
  const head = await db.one<{ version: string; name: string; size: string; max: string }>(
    `SELECT current_setting('server_version') AS version, current_database() AS name,
       pg_database_size(current_database())::text AS size, current_setting('max_connections') AS max`,
  );
  const tables = await db.query<{ name: string; schema: string; size: string; rows: string; known: boolean }>(
    `SELECT s.relname AS name, s.schemaname AS schema, pg_total_relation_size(s.relid)::text AS size,
       GREATEST(c.reltuples, s.n_live_tup, 0)::bigint::text AS rows,
       (c.reltuples >= 0 OR s.n_live_tup > 0) AS known
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     ORDER BY pg_total_relation_size(s.relid) DESC, s.relname`,
  );
  await countUnknown(db, tables);
  const activity = await db.one<{ in_use: number }>(
    "SELECT count(*)::integer AS in_use FROM pg_stat_activity WHERE datname = current_database()",
  );
  const blocks = await db.one<{ hit: string | null; read: string | null }>(
    "SELECT blks_hit::text AS hit, blks_read::text AS read FROM pg_stat_database WHERE datname = current_database()",
  );
  const hit = Number(blocks?.hit ?? 0);
  const read = Number(blocks?.read ?? 0);
  const embedded = db.kind === "pglite";
  return {
    engine: embedded ? "embedded" : "postgresql",
    engineName: embedded ? "嵌入式 PostgreSQL（PGlite）" : "PostgreSQL 服务器",
    version: head?.version ?? "",
    databaseName: head?.name ?? "",
    size: Number(head?.size ?? 0),
    tables: tables.map((t) => ({ name: t.name, size: Number(t.size), rows: Number(t.rows) })),
    // The embedded database is this process alone: one connection however pg_stat_activity reads.
    connections: {
      inUse: embedded ? 1 : Math.max(1, Number(activity?.in_use ?? 0)),
      max: Number(head?.max ?? 0),
    },
    cacheHitRatio: hit + read > 0 ? Math.round((hit * 10_000) / (hit + read)) / 100 : null,
    slowStatements: await slowStatements(db),
  };
}

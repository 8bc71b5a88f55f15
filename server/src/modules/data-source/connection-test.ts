/**
 * `POST /online/cgreport/api/testConnection` (the original's 测试 button of the data source form): for
 * PostgreSQL only, and only to hosts on the DATA_SOURCE_HOSTS allow-list, so the server cannot be used
 * to probe other machines.
 */
import { BizError } from "../../core/result.ts";

export const POSTGRES_TYPE = "6";
export const ONLY_POSTGRES = "只支持测试PostgreSQL数据源的连接";
export const CONNECT_OK = "数据库连接成功";
const TIMEOUT_MS = 5000;

export interface Target {
  host: string;
  port: number;
  database: string;
}

/** `jdbc:postgresql://host[:port]/db[?...]` (or a postgres:// URL); the database name may come from dbName. */
export function parsePostgresUrl(dbUrl: string, dbName: string): Target {
  const text = dbUrl.trim().replace(/^jdbc:/i, "");
  const m =
    /^(?:postgresql|postgres):\/\/(\[[0-9a-f:.]+\]|[^/:?#[\]@]+)(?::(\d{1,5}))?(?:\/([^?#]*))?(?:[?#].*)?$/i.exec(
      text,
    );
  if (!m) throw new BizError("数据源地址格式不正确，应为 jdbc:postgresql://主机:端口/数据库");
  const port = m[2] ? Number(m[2]) : 5432;
  if (port < 1 || port > 65535) throw new BizError("数据源地址的端口不正确");
  const database = decodeURIComponent(m[3] ?? "") || dbName.trim();
  if (!database) throw new BizError("请输入数据库名称!");
  return { host: m[1].replace(/^\[|\]$/g, "").toLowerCase(), port, database };
}

export function checkAllowed(host: string, allowed: readonly string[]): void {
  if (!allowed.includes(host)) {
    throw new BizError(`数据库连接失败：主机 ${host} 不在允许测试连接的主机列表中（DATA_SOURCE_HOSTS）`);
  }
}

/** Opens one connection, runs `SELECT 1`, closes it; any failure becomes a clear message. */
export async function tryConnect(target: Target, user: string, password: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    ...target,
    user,
    password,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  // A broken connection emits "error" besides rejecting; without a listener it would crash the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (e) {
    const reason = e instanceof Error && e.message ? e.message : "未知错误";
    throw new BizError(`数据库连接失败：${reason.slice(0, 300)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

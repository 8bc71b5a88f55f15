import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** One SQL seam for PGlite and PostgreSQL: parameterised text only, never client text spliced in. */
export interface Db {
  readonly kind: "pglite" | "pg";
  query<T = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  one<T = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<T | undefined>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Appends rows to a table: COPY on the embedded database (several times faster than INSERT there),
   * multi-row INSERTs on PostgreSQL. Table and column names come from code; a row's values are in
   * `columns` order (null for NULL).
   */
  appendRows(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void>;
  /** Runs fn in one transaction; fn must use the handle it receives, never the root one. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Sends `payload` (under 8000 bytes) to every listener of `channel` on this database. Called while a
   * transaction runs, through any handle, it goes out when that transaction commits and never if it rolls back.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls onPayload with each notification on `channel` until the returned function is called. On PostgreSQL
   * one connection of its own listens and reconnects when it drops; onReconnect then says that notifications
   * sent meanwhile were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  /** The embedded database only: a gzipped tar of its data folder, taken while it runs (a backup). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export interface QueryOptions {
  /**
   * Prepare the statement once per connection and reuse it (PostgreSQL), so a statement nearly every
   * request runs is planned once instead of on every call. The embedded database plans each time.
   */
  prepared?: boolean;
}

/** One name per prepared statement text, for the life of the process. */
const preparedNames = new Map<string, string>();

function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `prepared_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return name;
}

export type Row = Record<string, unknown>;

// Timestamps and dates stay strings in the server's time zone, as the wire format wants them.
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const DATE = 1082;
const INT8 = 20;
const NUMERIC = 1700;

const parsers: Record<number, (v: string) => unknown> = {
  [TIMESTAMP]: (v) => v.slice(0, 19),
  [TIMESTAMPTZ]: (v) => v.slice(0, 19),
  [DATE]: (v) => v,
  [INT8]: (v) => Number(v),
  [NUMERIC]: (v) => Number(v),
};

/** The transaction the current call runs in; `open` turns false when it ends, for work that outlives it. */
interface OpenTx {
  db: Db;
  open: boolean;
}

const inTransaction = new AsyncLocalStorage<OpenTx>();

/** Runs fn as the body of transaction `db`, so a notify through the root handle joins it. */
async function asTransaction<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  const current: OpenTx = { db, open: true };
  try {
    return await inTransaction.run(current, () => fn(db));
  } finally {
    current.open = false;
  }
}

/** The handle a notify goes through: the open transaction of this call, or the root handle. */
function notifyTarget(root: Db): Db {
  const current = inTransaction.getStore();
  return current?.open ? current.db : root;
}

const NOTIFY_SQL = "SELECT pg_notify($1, $2)";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A table or column name from code, quoted. */
function quoted(name: string): string {
  if (!NAME.test(name)) throw new Error(`invalid SQL name: ${name}`);
  return `"${name}"`;
}

/** One value as a CSV field for COPY: NULL is an unquoted empty field, everything else is quoted. */
function csvField(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  const text = typeof v === "object" ? JSON.stringify(v) : String(v);
  return text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;
}

/** Bind parameters per statement, well under PostgreSQL's 65535. */
const MAX_PARAMS = 30_000;

/** Multi-row INSERT statements for `rows`, each with its parameters. */
function insertStatements(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]) {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const head = `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES `;
  const statements: { text: string; params: unknown[] }[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const params: unknown[] = [];
    const tuples = rows.slice(i, i + perStatement).map((row) => {
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    statements.push({ text: head + tuples.join(", "), params });
  }
  return statements;
}

function guardRoot() {
  // PGlite serialises everything: a root query awaited inside a transaction callback deadlocks.
  if (inTransaction.getStore()?.open) throw new Error("root database handle used inside a transaction");
}

export interface PgliteOptions {
  /** postgresql.conf lines, e.g. `max_wal_size = 128MB` */
  postgresqlconf?: string[];
}

/**
 * The extensions every open of the embedded database loads: pg_trgm serves the contains-match searches
 * (the plate search) from a trigram index, and a folder whose indexes use it cannot be read without it.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

export async function openPglite(
  dataDir: string | undefined,
  timeZone: string,
  options: PgliteOptions = {},
): Promise<Db> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pgl: PGlite = await PGlite.create(dataDir ?? "memory://", {
    parsers,
    extensions: await pgliteExtensions(),
    ...(options.postgresqlconf ? { postgresqlconf: options.postgresqlconf } : {}),
  });
  await pgl.exec(`SET TIME ZONE '${timeZone.replace(/'/g, "")}'`);
  const wrap = (q: Pick<PGlite, "query" | "exec">, root: boolean): Db => {
    const db: Db = {
      kind: "pglite",
      async query<T>(text: string, params: readonly unknown[] = []) {
        if (root) guardRoot();
        const res = await q.query<T>(text, params as unknown[]);
        return res.rows;
      },
      async one<T>(text: string, params: readonly unknown[] = []) {
        if (root) guardRoot();
        const res = await q.query<T>(text, params as unknown[]);
        return res.rows[0];
      },
      async exec(sql: string) {
        if (root) guardRoot();
        await q.exec(sql);
      },
      async appendRows(table, columns, rows) {
        if (root) guardRoot();
        if (rows.length === 0) return;
        const csv = rows.map((row) => row.map(csvField).join(",")).join("\n");
        await q.query(
          `COPY ${quoted(table)} (${columns.map(quoted).join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`,
          [],
          { blob: new Blob([csv]) },
        );
      },
      async tx<T>(fn: (db: Db) => Promise<T>) {
        if (!root) return fn(wrap(q, false));
        guardRoot();
        return pgl.transaction((t) => asTransaction(wrap(t, false), fn));
      },
      async notify(channel, payload) {
        const target = root ? notifyTarget(db) : db;
        if (target !== db) return target.notify(channel, payload);
        await q.query(NOTIFY_SQL, [channel, payload]);
      },
      // The embedded database is one session in this process: its notifications never go missing.
      async listen(channel, onPayload) {
        const unlisten = await pgl.listen(channel, onPayload);
        return async () => {
          if (!pgl.closed) await unlisten();
        };
      },
      ...(root
        ? {
            async dumpDataDir() {
              guardRoot();
              await pgl.exec("CHECKPOINT");
              return pgl.dumpDataDir("gzip");
            },
          }
        : {}),
      async close() {
        if (!root) return;
        try {
          await pgl.exec("CHECKPOINT");
        } finally {
          await pgl.close();
        }
      },
    };
    return db;
  };
  return wrap(pgl, true);
}

export async function openPostgres(url: string, timeZone: string): Promise<Db> {
  const { default: pgMod } = await import("pg");
  const pool: pg.Pool = new pgMod.Pool({
    connectionString: url,
    max: 10,
    options: `-c timezone=${timeZone}`,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        parsers[oid] ?? pgMod.types.getTypeParser(oid, format as "text")) as typeof pgMod.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart, a terminated backend) must not crash the process:
  // the pool replaces it on the next query.
  pool.on("error", (err) => console.warn(`database connection lost: ${err.message}`));
  const listeners = new Set<Unlisten>();
  const run = (
    client: pg.Pool | pg.PoolClient,
    text: string,
    params: readonly unknown[],
    options?: QueryOptions,
  ) =>
    options?.prepared
      ? client.query({ name: preparedName(text), text, values: params as unknown[] })
      : client.query(text, params as unknown[]);
  const wrap = (client: pg.Pool | pg.PoolClient, root: boolean): Db => {
    const db: Db = {
      kind: "pg",
      async query<T>(text: string, params: readonly unknown[] = [], options?: QueryOptions) {
        return (await run(client, text, params, options)).rows as T[];
      },
      async one<T>(text: string, params: readonly unknown[] = [], options?: QueryOptions) {
        return (await run(client, text, params, options)).rows[0] as T | undefined;
      },
      async exec(sql: string) {
        await client.query(sql);
      },
      async appendRows(table, columns, rows) {
        for (const { text, params } of insertStatements(table, columns, rows))
          await client.query(text, params);
      },
      async tx<T>(fn: (db: Db) => Promise<T>) {
        if (!root) return fn(wrap(client, false));
        const conn = await pool.connect();
        try {
          await conn.query("BEGIN");
          const out = await asTransaction(wrap(conn, false), fn);
          await conn.query("COMMIT");
          return out;
        } catch (err) {
          await conn.query("ROLLBACK").catch(() => undefined);
          throw err;
        } finally {
          conn.release();
        }
      },
      async notify(channel, payload) {
        const target = root ? notifyTarget(db) : db;
        if (target !== db) return target.notify(channel, payload);
        await client.query(NOTIFY_SQL, [channel, payload]);
      },
      async listen(channel, onPayload, onReconnect) {
        const unlisten = await pgListener(pgMod, url, channel, onPayload, onReconnect);
        const remove = async () => {
          listeners.delete(remove);
          await unlisten();
        };
        listeners.add(remove);
        return remove;
      },
      async close() {
        if (!root) return;
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await pool.end();
      },
    };
    return db;
  };
  return wrap(pool, true);
}

/** Waits after a dropped listening connection: doubling from 0.5 s up to 15 s. */
const RELISTEN_MIN_MS = 500;
const RELISTEN_MAX_MS = 15_000;

/**
 * A connection of its own that LISTENs on `channel`. When it drops (a server restart, a terminated backend)
 * it connects again, doubling the wait, and says so through onReconnect. The first connect must succeed.
 */
async function pgListener(
  pgMod: typeof pg,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<Unlisten> {
  let closed = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wait = RELISTEN_MIN_MS;

  const connect = async (): Promise<void> => {
    const client = new pgMod.Client({ connectionString: url });
    let dropped = false;
    const drop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      if (closed) return;
      console.warn(`notification listener lost${err ? `: ${err.message}` : ""}; reconnecting`);
      timer = setTimeout(() => {
        timer = undefined;
        connect().then(
          () => {
            wait = RELISTEN_MIN_MS;
            onReconnect?.();
          },
          () => undefined,
        );
      }, wait);
      timer.unref();
      wait = Math.min(wait * 2, RELISTEN_MAX_MS);
    };
    client.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    client.on("error", drop);
    client.on("end", () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted(channel)}`);
    } catch (err) {
      drop(err as Error);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };

  try {
    await connect();
  } catch (err) {
    closed = true;
    clearTimeout(timer);
    throw err;
  }
  return async () => {
    closed = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

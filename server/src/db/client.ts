import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** One SQL seam for PGlite and PostgreSQL: parameterised text only, never client text spliced in. */
export interface Db {
  readonly kind: "pglite" | "pg";
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  one<T = Row>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
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
  close(): Promise<void>;
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

const inTransaction = new AsyncLocalStorage<boolean>();

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
  if (inTransaction.getStore()) throw new Error("root database handle used inside a transaction");
}

export interface PgliteOptions {
  /** postgresql.conf lines, e.g. `max_wal_size = 128MB` */
  postgresqlconf?: string[];
}

export async function openPglite(
  dataDir: string | undefined,
  timeZone: string,
  options: PgliteOptions = {},
): Promise<Db> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pgl: PGlite = await PGlite.create(dataDir ?? "memory://", {
    parsers,
    ...(options.postgresqlconf ? { postgresqlconf: options.postgresqlconf } : {}),
  });
  await pgl.exec(`SET TIME ZONE '${timeZone.replace(/'/g, "")}'`);
  const wrap = (q: Pick<PGlite, "query" | "exec">, root: boolean): Db => ({
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
      return pgl.transaction((t) => inTransaction.run(true, () => fn(wrap(t, false))));
    },
    async close() {
      if (!root) return;
      try {
        await pgl.exec("CHECKPOINT");
      } finally {
        await pgl.close();
      }
    },
  });
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
  const wrap = (client: pg.Pool | pg.PoolClient, root: boolean): Db => ({
    kind: "pg",
    async query<T>(text: string, params: readonly unknown[] = []) {
      const res = await client.query(text, params as unknown[]);
      return res.rows as T[];
    },
    async one<T>(text: string, params: readonly unknown[] = []) {
      const res = await client.query(text, params as unknown[]);
      return res.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async appendRows(table, columns, rows) {
      for (const { text, params } of insertStatements(table, columns, rows)) await client.query(text, params);
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (!root) return fn(wrap(client, false));
      const conn = await pool.connect();
      try {
        await conn.query("BEGIN");
        const out = await inTransaction.run(true, () => fn(wrap(conn, false)));
        await conn.query("COMMIT");
        return out;
      } catch (err) {
        await conn.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    async close() {
      if (root) await pool.end();
    },
  });
  return wrap(pool, true);
}

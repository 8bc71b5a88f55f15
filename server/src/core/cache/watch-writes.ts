import type { Db, QueryOptions } from "../../db/client.ts";
import type { Generation, RedisCache } from "./redis-cache.ts";

/**
 * Which cached data each table feeds. Sessions, users, tenants and every table a permission code is reached
 * through feed the auth cache; the dictionaries feed the dictionary cache.
 */
const TABLE_GENERATIONS: Readonly<Record<string, Generation>> = {
  sys_user_session: "auth",
  sys_user: "auth",
  sys_tenant: "auth",
  sys_permission: "auth",
  sys_role: "auth",
  sys_role_permission: "auth",
  sys_user_role: "auth",
  sys_depart: "auth",
  sys_depart_role: "auth",
  sys_depart_role_permission: "auth",
  sys_depart_role_user: "auth",
  sys_dict: "dict",
  sys_dict_item: "dict",
};

const WRITE =
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO|COPY)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;

/** A new session (a login) changes no cached entry: a token that had none was never cached. */
const isNewSession = (verb: string, table: string) => table === "sys_user_session" && /^INSERT/i.test(verb);

/** The generations a statement (or several, as a migration) invalidates by the tables it writes. */
export function generationsWritten(sql: string): Set<Generation> {
  const out = new Set<Generation>();
  for (const m of sql.matchAll(WRITE)) {
    const table = m[2].toLowerCase();
    const gen = TABLE_GENERATIONS[table];
    if (gen && !isNewSession(m[1], table)) out.add(gen);
  }
  return out;
}

const cacheOfDb = new WeakMap<Db, { cache: RedisCache; raw: Db }>();

/** The Redis cache behind a database handle from `withCache`, and the unwatched handle for cache fills. */
export function cacheOf(db: Db): { cache: RedisCache; raw: Db } | undefined {
  return cacheOfDb.get(db);
}

/**
 * The database handle the app uses when Redis is configured: every statement that writes a table behind
 * a cache bumps that cache's generation, right after it when it runs alone, after the commit when it runs
 * in a transaction (a bump before the commit would let another request cache the old rows again).
 */
export function withCache(raw: Db, cache: RedisCache): Db {
  const watched = watch(raw, cache, undefined);
  cacheOfDb.set(watched, { cache, raw });
  return watched;
}

function watch(inner: Db, cache: RedisCache, pending: Set<Generation> | undefined): Db {
  const written = async (gens: Set<Generation>) => {
    if (gens.size === 0) return;
    if (pending) for (const g of gens) pending.add(g);
    else await cache.bump(gens);
  };
  const db: Db = {
    kind: inner.kind,
    async query<T>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      const rows = await inner.query<T>(text, params, options);
      await written(generationsWritten(text));
      return rows;
    },
    async one<T>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      const row = await inner.one<T>(text, params, options);
      await written(generationsWritten(text));
      return row;
    },
    async exec(sql) {
      await inner.exec(sql);
      await written(generationsWritten(sql));
    },
    async appendRows(table, columns, rows) {
      await inner.appendRows(table, columns, rows);
      await written(generationsWritten(`INSERT INTO ${table}`));
    },
    async tx(fn) {
      if (pending) return inner.tx((h) => fn(watch(h, cache, pending)));
      const own = new Set<Generation>();
      const out = await inner.tx((h) => fn(watch(h, cache, own)));
      await cache.bump(own);
      return out;
    },
    notify: (channel, payload) => inner.notify(channel, payload),
    listen: (channel, onPayload, onReconnect) => inner.listen(channel, onPayload, onReconnect),
    close: () => inner.close(),
  };
  return db;
}

import type { Db } from "../../db/client.ts";
import { type Generation, RedisCache } from "./redis-cache.ts";
import { cacheOf } from "./watch-writes.ts";

interface Entry<T> {
  gen: string | null;
  until: number;
  value: T;
}

export interface Loaded<T> {
  value: T;
  /** how long the value may be trusted, in ms (at most the cache's own limit); 0: do not keep it */
  ttlMs?: number;
}

/** Longest life of an entry; a write invalidates it at once anyway. */
const MAX_TTL_MS = 10 * 60_000;

/**
 * The value under `key`, from Redis when `db` is the app's cached handle and the entry was read under the
 * current generation, else loaded from the database (through the unwatched handle, so a cache fill never
 * counts as a write) and stored for the next caller. Without Redis, or when it does not answer, this is
 * exactly `load(db)`.
 */
export async function readThrough<T>(
  db: Db,
  gen: Generation,
  key: string,
  load: (db: Db) => Promise<Loaded<T>>,
): Promise<T> {
  const cached = cacheOf(db);
  if (!cached) return (await load(db)).value;
  const { cache, raw } = cached;
  const fullKey = `permit:${gen}:${key}`;
  const got = (await cache.usable(gen))
    ? await cache.attempt((r) => r.mget(RedisCache.generationKey(gen), fullKey))
    : undefined;
  if (!got) return (await load(raw)).value;
  const [current, text] = got;
  const entry = parse<T>(text);
  if (entry && entry.gen === current && entry.until > Date.now()) return entry.value;
  // The generation is read before the database: a write committed meanwhile bumps it past this entry.
  const loaded = await load(raw);
  if (loaded.ttlMs !== undefined && loaded.ttlMs <= 0) return loaded.value;
  const ttl = Math.max(1, Math.min(MAX_TTL_MS, Math.floor(loaded.ttlMs ?? MAX_TTL_MS)));
  const fresh: Entry<T> = { gen: current, until: Date.now() + ttl, value: loaded.value };
  await cache.attempt((r) => r.set(fullKey, JSON.stringify(fresh), "PX", ttl));
  return loaded.value;
}

function parse<T>(text: string | null): Entry<T> | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Entry<T>;
  } catch {
    return undefined;
  }
}

import { once } from "node:events";
import { Redis } from "ioredis";

/** How long a call waits for a connection being opened before it reads the database instead. */
const CONNECT_WAIT_MS = 1000;

/** What the cache logs through (the Fastify logger fits). */
export interface CacheLog {
  warn(obj: object, msg: string): void;
}

/** The part of the cache that several instances share through one Redis: generation counters. */
export type Generation = "auth" | "dict";

/**
 * The optional Redis behind the server (`REDIS_URL`). It only ever caches what the database holds: every
 * cached entry carries the generation it was read under, and a write to the tables behind it bumps that
 * generation once the write is committed, so no instance serves an entry older than the last write.
 * A call that fails (Redis down or slow) answers `undefined` and the caller reads the database instead.
 */
export class RedisCache {
  readonly client: Redis;
  /**
   * Generations whose bump failed: bumped again before the next cached read trusts anything. A starting
   * instance has just migrated and seeded the database without counting those writes, so it begins with
   * every generation here.
   */
  private readonly unbumped = new Set<Generation>(["auth", "dict"]);
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly log: CacheLog,
  ) {
    this.client = new Redis(url, {
      // A request must never wait for Redis to come back: fail at once and use the database.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 5000),
    });
    this.client.on("error", (err: Error) => this.warn(err, "Redis 连接异常，改从数据库读取"));
  }

  /** Logs at most every 10 s, so an outage does not flood the log with one line per request. */
  warn(err: unknown, msg: string): void {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.log.warn({ err }, msg);
  }

  /** Runs one Redis call; undefined when Redis cannot answer now (logged). */
  async attempt<T>(call: (redis: Redis) => Promise<T>): Promise<T | undefined> {
    try {
      await this.connected();
      return await call(this.client);
    } catch (err) {
      this.warn(err, "Redis 调用失败，改从数据库读取");
      return undefined;
    }
  }

  /**
   * While a connection is being opened, waits for it a little (at most CONNECT_WAIT_MS): a request right after
   * start or a reconnect then uses Redis instead of the database. Otherwise calls fail at once.
   */
  private async connected(): Promise<void> {
    const { status } = this.client;
    if (status !== "connecting" && status !== "connect") return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      once(this.client, "ready"),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CONNECT_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** Key of a generation counter. */
  static generationKey(gen: Generation): string {
    return `permit:gen:${gen}`;
  }

  /**
   * Makes every entry read under the current generations stale. A bump that fails is retried before any
   * later cached read, so an entry older than the write is never trusted once Redis answers again.
   */
  async bump(gens: Iterable<Generation>): Promise<void> {
    for (const gen of gens) {
      const ok = await this.attempt((r) => r.incr(RedisCache.generationKey(gen)));
      if (ok === undefined) this.unbumped.add(gen);
      else this.unbumped.delete(gen);
    }
  }

  /** Whether cached entries of `gen` may be trusted now: false while a failed bump is not yet repaired. */
  async usable(gen: Generation): Promise<boolean> {
    if (!this.unbumped.has(gen)) return true;
    await this.bump([gen]);
    return !this.unbumped.has(gen);
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}

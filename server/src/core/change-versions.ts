/**
 * What a request may keep from an earlier request: values read from tables whose every committed change
 * bumps a version (database triggers, in the writer's transaction). A request reads the versions in the
 * statement that reads its session; a kept value is used only when it was stored under the very version
 * this request read, so a change made anywhere, on any instance, is seen by the next request.
 */
import type { Db } from "../db/client.ts";

/**
 * The versions one request read, by kind: `grants` (permission and role codes, data rules), `dict`
 * (dictionary texts), and any kind a module's migration adds (a row of sys_change_version and the triggers
 * that bump it), such as `permits`.
 */
export type ChangeVersions = Readonly<Record<string, string>> & {
  readonly grants: string;
  readonly dict: string;
};

/** The column of the session statement that reads every version (no parameters, no other table). */
export const CHANGE_VERSION_COLUMNS = `(SELECT json_object_agg(name, version::text) FROM sys_change_version)
       AS versions`;

interface Entry<V> {
  version: string;
  value: V;
}

/**
 * Values by key, each with the version it was read under. Bounded: past `limit` keys the oldest stored one
 * goes. A value must be read no earlier than its version (in the same statement or after it), so it holds
 * at least every change the version counts.
 */
export class VersionedMemo<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly limit: number) {}

  /** The value of `key` stored under exactly `version`. */
  get(key: string, version: string): V | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  /** Whether anything is kept for `key`, under any version. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value of `key` under whatever version it was stored: only for values no change makes wrong. */
  anyVersion(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, version: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, value });
  }

  get size(): number {
    return this.entries.size;
  }
}

const memos = new WeakMap<Db, Map<string, VersionedMemo<unknown>>>();

/**
 * The memo `name` of one database handle: each app instance keeps its own, and a transaction's handle
 * starts empty.
 */
export function memoOf<V>(db: Db, name: string, limit = 10_000): VersionedMemo<V> {
  let byName = memos.get(db);
  if (!byName) {
    byName = new Map();
    memos.set(db, byName);
  }
  let memo = byName.get(name);
  if (!memo) {
    memo = new VersionedMemo<unknown>(limit);
    byName.set(name, memo);
  }
  return memo as VersionedMemo<V>;
}

/**
 * The value of `key` under `version` from the memo `name`, loaded (and kept) when missing. Without a
 * version (a call outside a request, or one whose versions were not read) it is just `load()`.
 */
export async function remembered<V>(
  db: Db,
  name: string,
  key: string,
  version: string | undefined,
  load: () => Promise<V>,
): Promise<V> {
  if (version === undefined) return load();
  const memo = memoOf<V>(db, name);
  const kept = memo.get(key, version);
  if (kept !== undefined) return kept;
  const value = await load();
  memo.set(key, version, value);
  return value;
}

/** `<field>_dictText` on list records, as the original's DictAspect adds it. */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../db/client.ts";
import { readThrough } from "./cache/read-through.ts";
import { memoOf } from "./change-versions.ts";

export interface DictField {
  readonly field: string;
  readonly dict: string;
}

/** Fields of a whitelist (or column declaration) that name a dictionary. */
export function dictFields(columns: Readonly<Record<string, { readonly dict?: string }>>): DictField[] {
  return Object.entries(columns)
    .filter(([, c]) => c.dict)
    .map(([field, c]) => ({ field, dict: c.dict as string }));
}

/**
 * value -> text per dictionary code, in one query; no status filter, as the original translates. With the
 * dictionary version a request read (`version`), texts read under that very version come from memory.
 * The maps answered are shared: callers only read them.
 */
export async function loadDictTexts(
  db: Db,
  codes: readonly string[],
  version?: string,
): Promise<Map<string, Map<string, string>>> {
  if (version !== undefined) return loadKeptDictTexts(db, codes, version);
  const cache = cacheScope.getStore();
  if (cache && codes.every((c) => cache.has(c))) {
    return new Map(codes.map((c) => [c, cache.get(c) ?? new Map()]));
  }
  const out = await readDictTextsCached(db, codes);
  if (cache) for (const [code, texts] of out) cache.set(code, texts);
  return out;
}

/** Dictionaries whose texts are kept in memory at most. */
const DICTS_KEPT = 1000;

async function loadKeptDictTexts(
  db: Db,
  codes: readonly string[],
  version: string,
): Promise<Map<string, Map<string, string>>> {
  const memo = memoOf<Map<string, string>>(db, "dict-texts", DICTS_KEPT);
  const missing = [...new Set(codes)].filter((c) => memo.get(c, version) === undefined);
  // Read after the version was, so the texts hold at least every change that version counts.
  const read =
    missing.length > 0 ? await readDictTextsCached(db, missing) : new Map<string, Map<string, string>>();
  for (const [code, texts] of read) memo.set(code, version, texts);
  return new Map(codes.map((c) => [c, read.get(c) ?? memo.get(c, version) ?? new Map<string, string>()]));
}

const cacheScope = new AsyncLocalStorage<Map<string, Map<string, string>>>();

/**
 * Runs `fn` with each dictionary read once: an import checks thousands of rows against the same
 * dictionaries, which do not change meanwhile.
 */
export function withDictTextCache<T>(fn: () => Promise<T>): Promise<T> {
  return cacheScope.run(new Map(), fn);
}

type TextEntries = [string, [string, string][]][];

/** readDictTexts through the shared dictionary cache when Redis is configured. */
async function readDictTextsCached(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const unique = [...new Set(codes)].sort();
  const entries = await readThrough<TextEntries>(
    db,
    "dict",
    `texts:${JSON.stringify(unique)}`,
    async (d) => ({
      value: [...(await readDictTexts(d, unique))].map(([code, texts]) => [code, [...texts]]),
    }),
  );
  return new Map(entries.map(([code, texts]) => [code, new Map(texts)]));
}

async function readDictTexts(db: Db, codes: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const unique = [...new Set(codes)];
  const out = new Map<string, Map<string, string>>(unique.map((c) => [c, new Map()]));
  if (unique.length === 0) return out;
  const placeholders = unique.map((_, i) => `$${i + 1}`).join(", ");
  const rows = await db.query<{ dict_code: string; item_value: string | null; item_text: string | null }>(
    `SELECT d.dict_code, i.item_value, i.item_text
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
      WHERE d.del_flag = 0 AND d.dict_code IN (${placeholders})
      ORDER BY i.sort_order ASC NULLS LAST, i.id`,
    unique,
  );
  for (const r of rows) {
    const map = out.get(r.dict_code);
    // The first item in sort order wins when a value repeats.
    if (map && r.item_value !== null && !map.has(r.item_value)) map.set(r.item_value, r.item_text ?? "");
  }
  return out;
}

/** Comma values are translated piece by piece; unknown pieces are left out (DictAspect.translateDictValue). */
export function translate(texts: ReadonlyMap<string, string> | undefined, value: unknown): string {
  if (value === null || value === undefined || !texts) return "";
  const out: string[] = [];
  for (const piece of String(value).split(",")) {
    const k = piece.trim();
    if (k === "") continue;
    const t = texts.get(k);
    if (t !== undefined) out.push(t);
  }
  return out.join(",");
}

/**
 * Adds `<field>_dictText` to every record (mutates and returns them); `version` is the dictionary version
 * the request read, when it did.
 */
export async function attachDictText<T extends Record<string, unknown>>(
  db: Db,
  records: T[],
  fields: readonly DictField[],
  version?: string,
): Promise<T[]> {
  if (records.length === 0 || fields.length === 0) return records;
  const texts = await loadDictTexts(
    db,
    fields.map((f) => f.dict),
    version,
  );
  for (const r of records) {
    const rec = r as Record<string, unknown>;
    for (const f of fields) {
      if (f.field in rec) rec[`${f.field}_dictText`] = translate(texts.get(f.dict), rec[f.field]);
    }
  }
  return records;
}

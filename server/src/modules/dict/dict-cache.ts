import { readThrough } from "../../core/cache/read-through.ts";
import type { Db } from "../../db/client.ts";

/** One dictionary option as the original answers it (`title` repeats `text`). */
export interface DictOption {
  value: string;
  text: string;
  title: string;
}

interface ItemRow {
  dict_code: string;
  item_value: string | null;
  item_text: string | null;
}

const option = (r: ItemRow): DictOption => ({
  value: r.item_value ?? "",
  text: r.item_text ?? "",
  title: r.item_text ?? "",
});

/**
 * `sysAllDictItems` of the login answer and `/sys/dict/queryAllDictItems`: every
 * non-deleted dictionary, also those without items, with its enabled items in sort order.
 * Read from the database, or with Redis from the cache every instance shares, which any dictionary write
 * invalidates at once.
 */
export function loadAllDictItems(db: Db): Promise<Record<string, DictOption[]>> {
  return readThrough(db, "dict", "all", async (d) => ({ value: await readAllDictItems(d) }));
}

async function readAllDictItems(db: Db): Promise<Record<string, DictOption[]>> {
  const dicts = await db.query<{ dict_code: string }>(
    "SELECT dict_code FROM sys_dict WHERE del_flag = 0 ORDER BY dict_code",
  );
  const out: Record<string, DictOption[]> = {};
  for (const d of dicts) out[d.dict_code] = [];
  const items = await db.query<ItemRow>(
    `SELECT d.dict_code, i.item_value, i.item_text
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
      WHERE d.del_flag = 0 AND i.status = 1
      ORDER BY d.dict_code, i.sort_order ASC NULLS LAST, i.id`,
  );
  for (const r of items) out[r.dict_code]?.push(option(r));
  return out;
}

/** Items of one plain dictionary for `getDictItems`: all of them, whatever their status. */
export function loadDictItems(db: Db, dictCode: string): Promise<DictOption[]> {
  return readThrough(db, "dict", `items:${dictCode}`, async (d) => {
    const value = await readDictItems(d, dictCode);
    // Unknown codes are not kept, so requests for made-up codes cannot fill the cache.
    return { value, ttlMs: value.length === 0 ? 0 : undefined };
  });
}

async function readDictItems(db: Db, dictCode: string): Promise<DictOption[]> {
  const rows = await db.query<ItemRow>(
    `SELECT d.dict_code, i.item_value, i.item_text
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
      WHERE d.dict_code = $1 AND d.del_flag = 0
      ORDER BY i.sort_order ASC NULLS LAST, i.id`,
    [dictCode],
  );
  return rows.map(option);
}

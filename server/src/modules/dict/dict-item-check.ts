/**
 * `/sys/dictItem/dictItemCheck`: whether a value is still free in one dictionary, asked by the original
 * client's item form while the user types (an edit names its own item in `id`, which does not count).
 * Login-only like every uniqueness check; saving checks again.
 */
import type { FastifyInstance } from "fastify";
import { queryOf } from "../../core/require-session.ts";
import { BizError, okMessage } from "../../core/result.ts";
import type { Db } from "../../db/client.ts";

export const ITEM_VALUE_FREE = "该值可用！";
export const ITEM_VALUE_IN_USE = "该值不可用，系统中已存在！";

export async function itemValueTaken(
  db: Db,
  dictId: string,
  itemValue: string,
  selfId = "",
): Promise<boolean> {
  const same = await db.one(
    "SELECT 1 AS x FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2 AND id <> $3 LIMIT 1",
    [dictId, itemValue, selfId],
  );
  return same !== undefined;
}

export function registerDictItemCheck(app: FastifyInstance, db: Db): void {
  app.get(
    "/sys/dictItem/dictItemCheck",
    { config: { auth: "login" }, schema: { querystring: queryOf(["itemValue", "dictId", "id"], [], 100) } },
    async (req) => {
      const q = req.query as { itemValue?: string; dictId?: string; id?: string };
      // An empty value is the required rule's business, not this check's.
      if (!q.itemValue) return okMessage(ITEM_VALUE_FREE);
      if (!q.dictId?.trim()) throw new BizError("请选择字典");
      if (await itemValueTaken(db, q.dictId.trim(), q.itemValue, q.id?.trim() ?? "")) {
        throw new BizError(ITEM_VALUE_IN_USE);
      }
      return okMessage(ITEM_VALUE_FREE);
    },
  );
}

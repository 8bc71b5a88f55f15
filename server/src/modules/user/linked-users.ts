/** Users linked to an owner (a role or a department) through a link table: list, add and remove. */

import { parseIds } from "../../core/access/permission-links.ts";
import { CrudTable } from "../../core/crud/index.ts";
import { newId } from "../../core/ids.ts";
import { queryOf } from "../../core/require-session.ts";
import { BizError } from "../../core/result.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db } from "../../db/client.ts";
import { userCrud } from "./user-crud.ts";

/** A link table (`user_id` plus the owner column) and the request field naming the owner; names come from code. */
export interface UserLink {
  table: string;
  owner: string;
  param: string;
}

/** Runs inside the link change's transaction, with the users it touched. */
export type LinkHook = (t: Db, userIds: readonly string[]) => Promise<void>;

/**
 * The user list (conventions, orgCodeTxt, exclusions) narrowed to the users linked to the owner named by
 * `link.param` in the query.
 */
export function linkedUsersTable(db: Db, link: UserLink): CrudTable {
  const base = userCrud.hooks;
  return new CrudTable(
    {
      ...userCrud,
      hooks: {
        ...base,
        // The caller holds the screen's code: full user fields, not the picker subset.
        listFields: undefined,
        async listScope(ctx, params) {
          const owner = String((ctx.req.query as Record<string, unknown>)[link.param] ?? "");
          return [
            ...((await base?.listScope?.(ctx, params)) ?? []),
            `"id" IN (SELECT user_id FROM ${link.table} WHERE ${link.owner} = ${params.add(owner)})`,
          ];
        },
      },
    },
    db,
  );
}

/** Body of the add-users call: the owner's id and `userIdList` (array or comma list). */
export function linkUsersBody(link: UserLink): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      [link.param]: { type: "string", minLength: 1, maxLength: 32 },
      userIdList: { type: ["array", "string"], maxItems: 500, maxLength: 20_000 },
    },
    required: [link.param, "userIdList"],
  };
}

/** Query of the remove-users calls: one `userId`, or a comma list `userIds` (hence the longer limit). */
export function unlinkUsersQuery(link: UserLink, ids: "userId" | "userIds"): Record<string, unknown> {
  return queryOf([link.param, ids], [link.param, ids], ids === "userIds" ? 20_000 : 64);
}

export async function existingUserIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM sys_user WHERE id IN (${params.list(ids)}) AND del_flag = 0`,
    params.values,
  );
  return rows.map((r) => r.id);
}

/** Links every user of `userIdList` (all must exist) to the owner; links already there are kept. */
export async function linkUsers(
  db: Db,
  link: UserLink,
  ownerId: string,
  userIdList: unknown,
  after?: LinkHook,
): Promise<void> {
  const ids = parseIds(userIdList, "用户", 500);
  const found = await existingUserIds(db, ids);
  if (found.length !== ids.length) throw new BizError("用户不存在");
  await db.tx(async (t) => {
    for (const userId of found) {
      await t.query(
        `INSERT INTO ${link.table} (id, user_id, ${link.owner}) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [newId(), userId, ownerId],
      );
    }
    if (after && found.length) await after(t, found);
  });
}

/** Removes the users' links to the owner. */
export async function unlinkUsers(
  db: Db,
  link: UserLink,
  ownerId: string,
  userIds: readonly string[],
  after: LinkHook,
): Promise<void> {
  await db.tx(async (t) => {
    const params = new SqlParams([ownerId]);
    await t.query(
      `DELETE FROM ${link.table} WHERE ${link.owner} = $1 AND user_id IN (${params.list(userIds)})`,
      params.values,
    );
    await after(t, userIds);
  });
}

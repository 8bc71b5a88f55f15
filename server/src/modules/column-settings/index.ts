/**
 * `/sys/user/columnSettings`: each signed-in user's column settings of the lists (which columns show, in
 * what order), kept on the server so they follow the user to another browser. A user reads and writes only
 * their own: the user is always the session's, never a parameter.
 */
import {
  COLUMN_SETTINGS_URL,
  type ColumnSetting,
  checkColumns,
  LISTS_PER_USER_MAX,
  type ListColumnSettings,
  listKeyProblem,
} from "../../../../shared/column-settings.ts";
import { requireSession } from "../../core/require-session.ts";
import { BizError, ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";

interface SettingRow {
  list_key: string;
  columns: unknown;
}

/** The stored JSON, read as PGlite and pg answer it (parsed) or as text. */
function storedColumns(value: unknown): ColumnSetting[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  const checked = checkColumns(parsed);
  return "columns" in checked ? checked.columns : [];
}

const toSettings = (row: SettingRow): ListColumnSettings => ({
  listKey: row.list_key,
  columns: storedColumns(row.columns),
});

/** The list key of a request, refused with its message when it is not one. */
function listKeyOf(value: unknown): string {
  const problem = listKeyProblem(value);
  if (problem) throw new BizError(problem);
  return value as string;
}

const listKeyQuery = {
  type: "object",
  properties: { listKey: { type: "string" } },
  additionalProperties: true,
};

async function save(db: Db, userId: string, listKey: string, columns: ColumnSetting[]): Promise<void> {
  await db.tx(async (t) => {
    // One user's settings serialise, so two saves at once cannot both pass the count below.
    await t.query("SELECT id FROM sys_user WHERE id = $1 FOR UPDATE", [userId]);
    const others = await t.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_user_column_setting WHERE user_id = $1 AND list_key <> $2",
      [userId, listKey],
    );
    if ((others?.n ?? 0) >= LISTS_PER_USER_MAX) {
      throw new BizError(`最多保存${LISTS_PER_USER_MAX}个列表的列设置，请先重置不用的列表`);
    }
    await t.query(
      `INSERT INTO sys_user_column_setting (user_id, list_key, columns, update_time)
       VALUES ($1, $2, $3::jsonb, LOCALTIMESTAMP(0))
       ON CONFLICT (user_id, list_key) DO UPDATE SET columns = EXCLUDED.columns, update_time = EXCLUDED.update_time`,
      [userId, listKey, JSON.stringify(columns)],
    );
  });
}

export const columnSettingsModule: ServerModule = {
  name: "column-settings",
  subjects: [[COLUMN_SETTINGS_URL, "列设置"]],
  async register(app, { db }) {
    // One list's settings (null when the user has none), or without listKey every list's.
    app.get(
      COLUMN_SETTINGS_URL,
      { config: { auth: "login" }, schema: { querystring: listKeyQuery } },
      async (req) => {
        const userId = requireSession(req).id;
        const { listKey } = req.query as { listKey?: string };
        if (listKey === undefined) {
          const rows = await db.query<SettingRow>(
            "SELECT list_key, columns FROM sys_user_column_setting WHERE user_id = $1 ORDER BY list_key",
            [userId],
          );
          return ok(rows.map(toSettings));
        }
        const row = await db.one<SettingRow>(
          "SELECT list_key, columns FROM sys_user_column_setting WHERE user_id = $1 AND list_key = $2",
          [userId, listKeyOf(listKey)],
        );
        return ok(row ? toSettings(row) : null);
      },
    );

    app.post(
      COLUMN_SETTINGS_URL,
      {
        config: { auth: "login" },
        schema: { body: { type: "object", errorMessage: "请求体必须是含 listKey 和 columns 的对象" } },
      },
      async (req) => {
        const userId = requireSession(req).id;
        const body = req.body as { listKey?: unknown; columns?: unknown };
        const listKey = listKeyOf(body.listKey);
        const checked = checkColumns(body.columns);
        if ("problem" in checked) throw new BizError(checked.problem);
        await save(db, userId, listKey, checked.columns);
        return ok({ listKey, columns: checked.columns }, "保存成功");
      },
    );

    // Reset: the list shows its declared columns again.
    app.delete(
      COLUMN_SETTINGS_URL,
      { config: { auth: "login" }, schema: { querystring: listKeyQuery } },
      async (req) => {
        const userId = requireSession(req).id;
        const listKey = listKeyOf((req.query as { listKey?: unknown }).listKey);
        await db.query("DELETE FROM sys_user_column_setting WHERE user_id = $1 AND list_key = $2", [
          userId,
          listKey,
        ]);
        return ok(null, "重置成功");
      },
    );
  },
};

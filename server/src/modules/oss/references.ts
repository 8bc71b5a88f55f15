/**
 * Which records use a stored file: the columns that hold upload paths (each declared module's image and
 * file fields, the avatar, an application's attachments, an announcement's rich text), searched for the
 * file's generated path. Table and column names come from code and declarations only.
 */
import { columnOf } from "../../../../shared/modules/module-rules.ts";
import type { ServerModule } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";

export interface FileSource {
  table: string;
  column: string;
  /** column naming the record for a person */
  labelColumn: string;
  /** what a record of the table is called */
  title: string;
}

export interface FileUse {
  title: string;
  id: string;
  label: string;
}

const FIXED: readonly FileSource[] = [
  { table: "sys_user", column: "avatar", labelColumn: "username", title: "用户头像" },
  {
    table: "permit_application",
    column: "attachments",
    labelColumn: "application_no",
    title: "通行证申请附件",
  },
  { table: "sys_announcement", column: "msg_content", labelColumn: "titile", title: "系统通告" },
];

export function fileSources(modules: readonly ServerModule[]): FileSource[] {
  const declared: FileSource[] = [];
  for (const mod of modules) {
    const decl = mod.declaration;
    if (!decl) continue;
    const entries = Object.entries(decl.fields);
    const [labelName, labelField] = entries[0] ?? [];
    for (const [name, field] of entries) {
      if (!field.upload && field.widget !== "image" && field.widget !== "file") continue;
      declared.push({
        table: decl.table,
        column: columnOf(name, field),
        labelColumn: labelName && labelField ? columnOf(labelName, labelField) : "id",
        title: `${decl.title}·${field.title}`,
      });
    }
  }
  return [
    ...declared,
    ...FIXED.filter((f) => !declared.some((d) => d.table === f.table && d.column === f.column)),
  ];
}

/** Generated paths are hex names in fixed folders: no LIKE wildcard can be in them. */
const pattern = (filePath: string) => `%${filePath}%`;

/** The uses of each of `paths`, by path. */
export async function fileUses(
  db: Db,
  sources: readonly FileSource[],
  paths: readonly string[],
): Promise<Map<string, FileUse[]>> {
  const uses = new Map<string, FileUse[]>(paths.map((p) => [p, []]));
  if (paths.length === 0) return uses;
  for (const s of sources) {
    const rows = await db.query<{ id: string; label: string | null; value: string | null }>(
      `SELECT id::text AS id, ${s.labelColumn}::text AS label, ${s.column}::text AS value
       FROM ${s.table} WHERE ${s.column} LIKE ANY($1::text[])`,
      [paths.map(pattern)],
    );
    for (const row of rows) {
      for (const p of paths) {
        if (row.value?.includes(p))
          uses.get(p)?.push({ title: s.title, id: row.id, label: row.label ?? row.id });
      }
    }
  }
  return uses;
}

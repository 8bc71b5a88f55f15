/**
 * The table of a declared module, made from its fields when it does not exist yet, and the columns of
 * fields added to the declaration later. Only additions: a column is never dropped or retyped here (that
 * takes a migration, where a person decides what happens to the data).
 */
import { columnOf } from "../../../../shared/modules/module-rules.ts";
import type { ModuleDeclaration, ModuleField } from "../../../../shared/modules/module-types.ts";
import type { Db } from "../../db/client.ts";
import { ident } from "../sql-params.ts";

const AUDIT_SQL = [
  '"id" varchar(32) PRIMARY KEY',
  '"create_by" varchar(50)',
  '"create_time" timestamp(0)',
  '"update_by" varchar(50)',
  '"update_time" timestamp(0)',
];
const AUDIT_COLUMNS = new Set(["id", "create_by", "create_time", "update_by", "update_time"]);

function sqlType(field: ModuleField): string {
  switch (field.type ?? "string") {
    case "number":
      return field.integer ? "integer" : "numeric";
    case "boolean":
      return "boolean";
    case "date":
      return "date";
    case "datetime":
      return "timestamp(0)";
    default:
      return field.maxLength ? `varchar(${field.maxLength})` : "text";
  }
}

function declaredColumns(decl: ModuleDeclaration): [string, string][] {
  return Object.entries(decl.fields)
    .map(([name, field]): [string, string] => [columnOf(name, field), sqlType(field)])
    .filter(([column]) => !AUDIT_COLUMNS.has(column));
}

export async function ensureModuleTable(db: Db, decl: ModuleDeclaration): Promise<void> {
  const exists = await db.one(
    "SELECT 1 AS x FROM pg_tables WHERE schemaname = current_schema() AND tablename = $1",
    [decl.table],
  );
  const table = ident(decl.table);
  if (!exists) {
    const columns = declaredColumns(decl).map(([column, type]) => `${ident(column)} ${type}`);
    await db.query(`CREATE TABLE ${table} (${[...AUDIT_SQL, ...columns].join(", ")})`);
    for (const [name, field] of Object.entries(decl.fields)) {
      if (!field.unique) continue;
      const column = columnOf(name, field);
      await db.query(
        `CREATE UNIQUE INDEX ${ident(`uk_${decl.table}_${column}`)} ON ${table} (${ident(column)})`,
      );
    }
    return;
  }
  const present = await db.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
    [decl.table],
  );
  const have = new Set(present.map((r) => r.column_name));
  for (const [column, type] of declaredColumns(decl)) {
    if (!have.has(column)) await db.query(`ALTER TABLE ${table} ADD COLUMN ${ident(column)} ${type}`);
  }
}

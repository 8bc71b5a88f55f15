/** A server module made from a shared module declaration: the kit's routes, Excel, menu rows and subject. */
import type { FastifyInstance } from "fastify";
import { columnOf, declarationProblems, hasAction, menuName } from "../../../shared/modules/module-rules.ts";
import type { ModuleDeclaration } from "../../../shared/modules/module-types.ts";
import { type CrudOverrides, crudFromModule } from "../core/crud/from-module.ts";
import { type CrudColumn, registerCrud, registerExcelImport } from "../core/crud/index.ts";
import { ensureModuleTable } from "../core/crud/module-table.ts";
import type { CrudTable } from "../core/crud/table.ts";
import type { AppContext, SeedContext, ServerModule } from "../core/server-module.ts";
import type { Db } from "../db/client.ts";
import { boundRuleFields, withBoundRules } from "./check-rule/bound-rules.ts";
import { allowDuplicateCheck } from "./duplicate-check/index.ts";
import { moduleMenus } from "./module-menus.ts";
import { storedFiles } from "./upload/stored-paths.ts";

export interface ModuleExtras {
  /** hooks and settings beyond the declaration (tenant scope, a hidden column, a refusal rule) */
  readonly crud?: CrudOverrides;
  readonly seed?: (db: Db, ctx: SeedContext) => Promise<void>;
  /** routes beside the kit's, with the kit's table helper */
  readonly routes?: (app: FastifyInstance, ctx: AppContext, table: CrudTable) => Promise<void> | void;
}

/** Image and file fields hold only paths the upload endpoint generated, as many as the field allows. */
function fileColumns(decl: ModuleDeclaration): Record<string, Partial<CrudColumn>> {
  return Object.fromEntries(
    Object.entries(decl.fields)
      .filter(([, f]) => f.widget === "image" || f.widget === "file")
      .map(([name, f]) => [name, { filter: false, validate: storedFiles(f.title, f.upload?.number) }]),
  );
}

export function declaredModule(decl: ModuleDeclaration, extras: ModuleExtras = {}): ServerModule {
  const problems = declarationProblems(decl);
  if (problems.length > 0) throw new Error(`module declaration refused:\n${problems.join("\n")}`);
  const columns = { ...fileColumns(decl), ...extras.crud?.columns };
  const hooks = withBoundRules(boundRuleFields(decl), extras.crud?.hooks);
  const crud = crudFromModule(decl, { ...extras.crud, columns, hooks });
  // The form checks a unique field with the duplicate check while the user types; the save checks again.
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.unique) allowDuplicateCheck(decl.table, columnOf(name, field));
  }
  return {
    name: decl.name,
    declaration: decl,
    menus: moduleMenus(decl),
    subjects: [[decl.api, menuName(decl)]],
    async seed(db, ctx) {
      await ensureModuleTable(db, decl);
      await extras.seed?.(db, ctx);
    },
    async register(app, ctx) {
      const table = registerCrud(app, ctx.db, crud);
      if (hasAction(decl, "import")) await registerExcelImport(app, table, ctx.config);
      await extras.routes?.(app, ctx, table);
    },
  };
}

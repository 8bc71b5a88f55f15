/**
 * What the permit master-data modules add to their declarations: rows belong to the caller's tenant,
 * the data rules of the list's menu apply, values are normalised and checked against their dictionaries,
 * the owning department must exist (lists show its name), and rows a live permit uses stay.
 */
import type { ModuleDeclaration } from "../../../../shared/modules/module-types.ts";
import type { CrudOverrides } from "../../core/crud/from-module.ts";
import type { HookContext, Values } from "../../core/crud/index.ts";
import { baseColumns } from "./columns.ts";
import { attachDepartNames, checkOrgCode } from "./departments.ts";
import { checkDictValue, refuseIfInUse, tenantOf, tenantScope } from "./scope.ts";

export interface MasterDataRules {
  /** the application column pointing at these rows, and the refusal while a live permit does */
  readonly usedBy: readonly [column: Parameters<typeof refuseIfInUse>[1], message: string];
  /** how text fields are stored (upper case, a plate without spaces) */
  readonly normalize?: Readonly<Record<string, (text: string) => string>>;
  /** fields whose value must be an item of the field's dictionary */
  readonly dictChecked?: readonly string[];
  /** the rows have an owning department (`orgCode`) */
  readonly departments?: boolean;
  /** further checks of an add (an import's row comes with its batch) or of an edit of the row `selfId` */
  readonly complete?: (values: Values, ctx: HookContext, selfId?: string) => Promise<void>;
}

export const upperCase = (text: string): string => text.trim().toUpperCase();

export function masterData(decl: ModuleDeclaration, rules: MasterDataRules): CrudOverrides {
  const complete = async (values: Values, ctx: HookContext, selfId?: string) => {
    for (const [field, normalize] of Object.entries(rules.normalize ?? {})) {
      const value = values[field];
      if (typeof value === "string") values[field] = normalize(value);
    }
    for (const field of rules.dictChecked ?? []) {
      const { dict = "", title } = decl.fields[field];
      await checkDictValue(ctx.db, dict, values[field], title, ctx.req.session?.versions?.dict);
    }
    await rules.complete?.(values, ctx, selfId);
    if (rules.departments) await checkOrgCode(ctx.db, values);
  };
  return {
    dataRuleMenu: decl.menu.component,
    columns: { tenantId: baseColumns.tenantId },
    hooks: {
      listScope: tenantScope,
      rowScope: tenantScope,
      ...(rules.departments ? { afterList: (records, { db }) => attachDepartNames(db, records) } : {}),
      async beforeInsert(values, _body, ctx) {
        values.tenantId = tenantOf(ctx.req);
        await complete(values, ctx);
      },
      beforeUpdate: (id, values, _body, _existing, ctx) => complete(values, ctx, id),
      beforeDelete: (ids, { db }) => refuseIfInUse(db, rules.usedBy[0], ids, rules.usedBy[1]),
    },
  };
}

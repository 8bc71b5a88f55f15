/**
 * What the user pickers may read of other users. A caller without `user:list` (any signed-in account,
 * a self-registered one included) sees only the users linked to the tenant it acts in (tenant 0: the
 * users without a tenant list), only the fields a picker shows, and phone numbers masked (138****5678).
 * Holders of `user:list` read every user through the user list anyway: the list answers them in full.
 */
import type { FastifyRequest } from "fastify";
import type { CrudDeclaration } from "../../core/crud/index.ts";
import { SqlParams } from "../../core/sql-params.ts";
import type { Db, Row } from "../../db/client.ts";

export const seesAllUsers = (req: FastifyRequest): boolean =>
  req.session?.permissions.has("user:list") ?? false;

/** `13812345678` -> `138****5678`; anything short is starred whole. */
export function maskPhone(phone: unknown): string | null {
  if (typeof phone !== "string" || phone === "") return null;
  if (phone.length < 8) return "*".repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** SQL condition: the users linked to this tenant (tenant 0: the users without a tenant list). */
export function tenantUsers(tenantId: number, params: SqlParams, alias = ""): string {
  const tenants = `coalesce(${alias}rel_tenant_ids, '')`;
  return tenantId === 0
    ? `${tenants} = ''`
    : `(',' || ${tenants} || ',') LIKE ${params.add(`%,${tenantId},%`)}`;
}

/** The picker's scope: none for a holder of `user:list`, the caller's tenant for anyone else. */
export function pickerScope(req: FastifyRequest, params: SqlParams, alias = ""): string[] {
  return seesAllUsers(req) ? [] : [tenantUsers(req.session?.tenantId ?? 0, params, alias)];
}

/**
 * Sets each record's masked phone, read by id: the phone stays off the picker's list fields, so nobody
 * can search or sort by it to learn the hidden digits.
 */
export async function attachMaskedPhones(db: Db, records: Row[]): Promise<void> {
  if (records.length === 0) return;
  const params = new SqlParams();
  const rows = await db.query<{ id: string; phone: string | null }>(
    `SELECT id, phone FROM sys_user WHERE id IN (${params.list(records.map((r) => String(r.id)))})`,
    params.values,
  );
  const phones = new Map(rows.map((r) => [r.id, r.phone]));
  for (const r of records) r.phone = maskPhone(phones.get(String(r.id)));
}

/**
 * The user list as the pickers call it (`/sys/user/list` without `user:list`): the caller's tenant only,
 * with the masked phone; the picker fields themselves are the declaration's `listFields`.
 */
export function withPickerView(decl: CrudDeclaration): CrudDeclaration {
  const hooks = decl.hooks ?? {};
  return {
    ...decl,
    hooks: {
      ...hooks,
      async listScope(ctx, params) {
        return [...((await hooks.listScope?.(ctx, params)) ?? []), ...pickerScope(ctx.req, params)];
      },
      async afterList(records, ctx) {
        if (seesAllUsers(ctx.req)) return hooks.afterList?.(records, ctx);
        await attachMaskedPhones(ctx.db, records);
      },
    },
  };
}

/** Idempotent seed of the permit module: dictionaries, the two regional approver roles, demo data. */
import { seedId } from "../../core/ids.ts";
import type { SeedContext } from "../../core/server-module.ts";
import type { Db } from "../../db/client.ts";
import { seedDemoData } from "./demo-data.ts";
import { permitDictionaries } from "./dictionaries.ts";
import { APPROVER_CODES, APPROVER_GRANTS } from "./menu.ts";

export const APPROVER_ROLE_IDS = {
  permit_approver_east: "06299a8796ee753e501eff3b010b1d2c",
  permit_approver_west: "f02ed174b134d16335594da203cb9f93",
} as const;

const ROLE_NAMES: Readonly<Record<keyof typeof APPROVER_ROLE_IDS, string>> = {
  permit_approver_east: "东区通行证审批员",
  permit_approver_west: "西区通行证审批员",
};

/** Same ids as the core seed's dictionaries; items only with a new dictionary, so removed items stay removed. */
async function seedDictionaries(db: Db): Promise<void> {
  for (const d of permitDictionaries) {
    const dictId = seedId(`sys_dict:${d.code}`);
    const inserted = await db.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, description, del_flag, type, create_by)
       VALUES ($1, $2, $3, '', 0, $4, 'admin') ON CONFLICT DO NOTHING RETURNING id`,
      [dictId, d.name, d.code, d.type ?? 0],
    );
    if (inserted.length === 0) continue;
    for (const [i, [value, text]] of d.items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
         VALUES ($1, $2, $3, $4, $5, 1, 'admin') ON CONFLICT DO NOTHING`,
        [seedId(`sys_dict_item:${d.code}:${value}`), dictId, text, value, i + 1],
      );
    }
  }
}

/** The roles and, when a role is new, its menus and codes (an administrator's later changes stay). */
async function seedApproverRoles(db: Db): Promise<void> {
  for (const [code, id] of Object.entries(APPROVER_ROLE_IDS) as [keyof typeof APPROVER_ROLE_IDS, string][]) {
    const inserted = await db.query(
      `INSERT INTO sys_role (id, role_name, role_code, description, create_by)
       VALUES ($1, $2, $3, $4, 'admin') ON CONFLICT DO NOTHING RETURNING id`,
      [id, ROLE_NAMES[code], code, `只能查看和审批${ROLE_NAMES[code].slice(0, 2)}的通行证`],
    );
    if (inserted.length === 0) continue;
    const menuIds = APPROVER_GRANTS[code];
    await db.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date)
       SELECT md5($1 || p.id), $1, p.id, LOCALTIMESTAMP(0) FROM sys_permission p
        WHERE p.id IN (${menuIds.map((_, i) => `$${i + 2}`).join(", ")})
           OR (p.menu_type = 2 AND p.perms IN (${APPROVER_CODES.map((_, i) => `$${i + 2 + menuIds.length}`).join(", ")}))
       ON CONFLICT DO NOTHING`,
      [id, ...menuIds, ...APPROVER_CODES],
    );
  }
}

export async function seedPermit(db: Db, ctx: SeedContext): Promise<void> {
  await seedDictionaries(db);
  await seedApproverRoles(db);
  if (ctx.config.seedDemo) await seedDemoData(db, ctx.config.timeZone);
}

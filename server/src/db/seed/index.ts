import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../../config.ts";
import { newId, seedId } from "../../core/ids.ts";
import { generatePassword, hashPassword } from "../../core/passwords.ts";
import type { MenuSeed, ServerModule } from "../../core/server-module.ts";
import type { Db } from "../client.ts";
import { baseMenus } from "./base-menus.ts";
import {
  ADMIN_ROLE_ID,
  adminUser,
  demoUser,
  departs,
  positions,
  roles,
  tenants,
  type UserSeed,
} from "./core-data.ts";
import { dictionaries } from "./dictionaries.ts";

/** Serialises seeding of several instances starting at once against one PostgreSQL server. */
const SEED_LOCK = 72_091_312;

export const ADMIN_PASSWORD_FILE = "admin-password.txt";
export const DEMO_PASSWORD_FILE = "demo-password.txt";

export interface SeedOptions {
  config: AppConfig;
  modules: readonly ServerModule[];
  log(line: string): void;
}

/**
 * Idempotent: fixed-id rows are inserted when missing and never overwritten, so an administrator's
 * later changes survive restarts. Menus new to this database are granted to `admin` (and to the
 * roles they name); `admin` always holds every sys_permission row.
 */
export async function runSeed(db: Db, opts: SeedOptions): Promise<void> {
  const { config, modules, log } = opts;
  // Hashing and file writing stay outside the transaction (PGlite serialises everything while it is open).
  const hasAdmin = await db.one("SELECT 1 AS x FROM sys_user WHERE username = $1", [adminUser.username]);
  const initial = hasAdmin ? undefined : await initialPassword(config.adminPassword);
  // The demo account comes with the demo data only, never with the admin's password.
  const demo = !hasAdmin && config.seedDemo ? await initialPassword(config.demoPassword) : undefined;

  const createdAdmin = await db.tx(async (t) => {
    await t.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);
    await seedRoles(t);
    await seedDeparts(t);
    await seedTenantsAndPositions(t);
    await seedDictionaries(t);
    let created = false;
    if (initial) {
      created = await seedUser(t, adminUser, initial.hash, initial.mustChange);
    }
    if (demo) await seedUser(t, demoUser, demo.hash, demo.mustChange);
    const menus = [...baseMenus, ...modules.flatMap((m) => m.menus ?? [])];
    await seedMenus(t, menus);
    for (const mod of modules) {
      if (mod.seed) await mod.seed(t, { config, log });
    }
    await t.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date)
       SELECT md5($1 || p.id), $1, p.id, LOCALTIMESTAMP(0) FROM sys_permission p
       ON CONFLICT DO NOTHING`,
      [ADMIN_ROLE_ID],
    );
    return created;
  });

  if (!createdAdmin) return;
  if (initial?.generated) await keepPassword(config, ADMIN_PASSWORD_FILE, "admin", initial.password, log);
  if (demo?.generated) await keepPassword(config, DEMO_PASSWORD_FILE, "jeecg", demo.password, log);
}

interface InitialPassword {
  password: string;
  hash: string;
  generated: boolean;
  mustChange: boolean;
}

/** The configured password, or a generated one that must be changed at the first login. */
async function initialPassword(configured: string | undefined): Promise<InitialPassword> {
  const generated = configured === undefined;
  const password = configured ?? generatePassword();
  return { password, hash: await hashPassword(password), generated, mustChange: generated };
}

/** Prints a generated password once and keeps it in a file only the owner can read. */
async function keepPassword(
  config: AppConfig,
  fileName: string,
  username: string,
  password: string,
  log: (line: string) => void,
): Promise<void> {
  const file = path.join(config.dataDir, fileName);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  log(`Generated password of user ${username}: ${password}`);
  log(`It is kept in ${file}; it must be changed at the first login.`);
}

/**
 * Which of these ids have no row in the table yet. A restart then sends an insert only for seed rows
 * that are missing instead of one per seed row (hundreds of statements on every start); the inserts
 * keep ON CONFLICT DO NOTHING for rows that clash on another unique key.
 */
async function missingIds<K extends string | number>(
  t: Db,
  table: string,
  ids: readonly K[],
): Promise<Set<K>> {
  const present = await t.query<{ id: K }>(`SELECT id FROM ${table} WHERE id = ANY($1)`, [ids]);
  const have = new Set(present.map((r) => String(r.id)));
  return new Set(ids.filter((id) => !have.has(String(id))));
}

async function seedRoles(t: Db): Promise<void> {
  const missing = await missingIds(
    t,
    "sys_role",
    roles.map((r) => r.id),
  );
  for (const r of roles) {
    if (!missing.has(r.id)) continue;
    await t.query(
      `INSERT INTO sys_role (id, role_name, role_code, description, create_by)
       VALUES ($1, $2, $3, $4, 'admin') ON CONFLICT DO NOTHING`,
      [r.id, r.roleName, r.roleCode, r.description],
    );
  }
}

async function seedDeparts(t: Db): Promise<void> {
  const missing = await missingIds(
    t,
    "sys_depart",
    departs.map((d) => d.id),
  );
  for (const d of departs) {
    if (!missing.has(d.id)) continue;
    await t.query(
      `INSERT INTO sys_depart (id, parent_id, depart_name, depart_order, org_category, org_type, org_code,
         status, del_flag, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '1', '0', 'admin') ON CONFLICT DO NOTHING`,
      [d.id, d.parentId, d.departName, d.departOrder, d.orgCategory, d.orgType, d.orgCode],
    );
  }
}

async function seedTenantsAndPositions(t: Db): Promise<void> {
  const missingTenants = await missingIds(
    t,
    "sys_tenant",
    tenants.map((tn) => tn.id),
  );
  for (const tn of tenants) {
    if (!missingTenants.has(tn.id)) continue;
    await t.query(
      `INSERT INTO sys_tenant (id, name, create_by, status) VALUES ($1, $2, 'admin', $3) ON CONFLICT DO NOTHING`,
      [tn.id, tn.name, tn.status],
    );
  }
  const missingPositions = await missingIds(
    t,
    "sys_position",
    positions.map((p) => p.id),
  );
  for (const p of positions) {
    if (!missingPositions.has(p.id)) continue;
    await t.query(
      `INSERT INTO sys_position (id, code, name, post_rank, create_by, sys_org_code)
       VALUES ($1, $2, $3, $4, 'admin', 'A01') ON CONFLICT DO NOTHING`,
      [p.id, p.code, p.name, p.postRank],
    );
  }
}

async function seedDictionaries(t: Db): Promise<void> {
  const idOf = (code: string) => seedId(`sys_dict:${code}`);
  const missing = await missingIds(
    t,
    "sys_dict",
    dictionaries.map((d) => idOf(d.code)),
  );
  for (const d of dictionaries) {
    const dictId = idOf(d.code);
    if (!missing.has(dictId)) continue;
    const inserted = await t.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, description, del_flag, type, create_by)
       VALUES ($1, $2, $3, $4, 0, $5, 'admin') ON CONFLICT DO NOTHING RETURNING id`,
      [dictId, d.name, d.code, "", d.type ?? 0],
    );
    // Items only with a new dictionary, so items an administrator removed stay removed.
    if (inserted.length === 0) continue;
    for (const [i, [value, text]] of d.items.entries()) {
      await t.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
         VALUES ($1, $2, $3, $4, $5, 1, 'admin') ON CONFLICT DO NOTHING`,
        [seedId(`sys_dict_item:${d.code}:${value}`), dictId, text, value, i + 1],
      );
    }
  }
}

async function seedUser(t: Db, u: UserSeed, hash: string, mustChange: boolean): Promise<boolean> {
  const rows = await t.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, avatar, birthday, sex, email, phone, org_code,
       status, del_flag, activiti_sync, work_no, post, user_identity, depart_ids, rel_tenant_ids, create_by,
       must_change_password)
     VALUES ($1, $2, $3, $4, '', NULL, $5, $6, $7, $8, $9, 1, 0, 1, $10, $11, $12, '', '', 'admin', $13)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      u.id,
      u.username,
      u.realname,
      hash,
      u.birthday,
      u.sex,
      u.email,
      u.phone,
      u.orgCode,
      u.workNo,
      u.post,
      u.userIdentity,
      mustChange,
    ],
  );
  if (rows.length === 0) return false;
  await t.query(
    "INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    [newId(), u.id, u.roleId],
  );
  await t.query(
    "INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    [newId(), u.id, u.departId],
  );
  return true;
}

async function seedMenus(t: Db, menus: readonly MenuSeed[]): Promise<void> {
  const ids = new Set<string>();
  for (const m of menus) {
    if (ids.has(m.id)) throw new Error(`two menu seeds with id ${m.id} (${m.name})`);
    ids.add(m.id);
  }
  const parents = new Set(menus.map((m) => m.parentId).filter((p): p is string => !!p));
  // A button already seeded under another id (before its id was derived) is the same button: read once.
  const buttonKey = (parentId: string, perms: string) => `${parentId}\u0000${perms}`;
  const buttonIds = new Map<string, string>();
  for (const row of await t.query<{ id: string; parent_id: string; perms: string }>(
    "SELECT id, parent_id, perms FROM sys_permission WHERE menu_type = 2 AND parent_id IS NOT NULL AND perms IS NOT NULL",
  )) {
    buttonIds.set(buttonKey(row.parent_id, row.perms), row.id);
  }
  const keptAlive: string[] = [];
  const missing = await missingIds(
    t,
    "sys_permission",
    menus.map((m) => m.id),
  );
  for (const m of menus) {
    if (m.menuType === 2 && m.parentId && m.perms) {
      const seeded = buttonIds.get(buttonKey(m.parentId, m.perms));
      if (seeded !== undefined && seeded !== m.id) continue;
    }
    const inserted = !missing.has(m.id)
      ? []
      : await t.query(
          `INSERT INTO sys_permission (id, parent_id, name, url, component, component_name, redirect, menu_type, perms,
         perms_type, sort_no, always_show, icon, is_route, is_leaf, keep_alive, hidden, hide_tab, description,
         create_by, del_flag, rule_flag, status, internal_or_external)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'admin', 0, 0,
         $20, $21)
       ON CONFLICT DO NOTHING RETURNING id`,
          [
            m.id,
            m.parentId ?? null,
            m.name,
            m.url ?? null,
            m.component ?? null,
            m.componentName ?? null,
            m.redirect ?? null,
            m.menuType,
            m.perms ?? null,
            m.permsType ?? (m.menuType === 2 ? "1" : "0"),
            m.sortNo,
            m.alwaysShow ?? false,
            m.icon ?? null,
            m.route ?? true,
            m.leaf ?? !parents.has(m.id),
            m.keepAlive ?? false,
            m.hidden ?? false,
            m.hideTab ?? false,
            m.description ?? null,
            m.status ?? "1",
            m.internalOrExternal ?? false,
          ],
        );
    if (inserted.length === 0) {
      if (m.keepAlive) keptAlive.push(m.id);
      continue;
    }
    // A new child makes its parent a branch, whoever seeded the parent.
    if (m.parentId) await t.query("UPDATE sys_permission SET is_leaf = false WHERE id = $1", [m.parentId]);
    if (m.grantHolders?.length) {
      await t.query(
        `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date)
         SELECT DISTINCT md5(rp.role_id || $1), rp.role_id, $1, LOCALTIMESTAMP(0)
           FROM sys_role_permission rp JOIN sys_permission p ON p.id = rp.permission_id
          WHERE p.menu_type = 2 AND p.perms = ANY($2)
         ON CONFLICT DO NOTHING`,
        [m.id, [...m.grantHolders]],
      );
    }
    for (const code of m.grantRoles ?? []) {
      await t.query(
        `INSERT INTO sys_role_permission (id, role_id, permission_id, operate_date)
         SELECT md5(r.id || $2), r.id, $2, LOCALTIMESTAMP(0) FROM sys_role r WHERE r.role_code = $1
         ON CONFLICT DO NOTHING`,
        [code, m.id],
      );
    }
  }
  // Pages seeded before tabs honoured keepAlive kept their state anyway; they keep it still, unless an
  // administrator has edited the row since.
  if (keptAlive.length > 0)
    await t.query(
      "UPDATE sys_permission SET keep_alive = true WHERE id = ANY($1) AND keep_alive IS NOT TRUE AND update_time IS NULL",
      [keptAlive],
    );
}

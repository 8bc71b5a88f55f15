import type { FastifyInstance } from "fastify";
import type { ModuleDeclaration } from "../../../shared/modules/module-types.ts";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { LiveRows } from "../realtime/live-rows.ts";
import type { Pusher } from "../realtime/push.ts";
import type { RedisCache } from "./cache/redis-cache.ts";
import type { Telemetry } from "./telemetry/index.ts";

/** What every module's routes may use. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  /** server push to the browsers' announcement sockets */
  push: Pusher;
  /** where a module defines whose grid rows may be shared live between pages (absent in some tests) */
  liveRows?: LiveRows;
  /** the Redis of `REDIS_URL`, absent without it */
  redis?: RedisCache;
  /** every module the app serves (absent where a test registers one module alone) */
  modules?: readonly ServerModule[];
  /** the server's own figures: metrics registry, sampled history, request trace */
  telemetry?: Telemetry;
}

/** What a module's seed may use; `db` passed to `seed` is already inside the seed transaction. */
export interface SeedContext {
  config: AppConfig;
  /** lines for the start-up output */
  log(line: string): void;
}

/**
 * One sys_permission row a module owns (menu, sub-menu or button), as pure data with a fixed id,
 * so the seed is idempotent and the web app's tests can import the rows.
 * Field names are the camelCase of the sys_permission columns.
 */
export interface MenuSeed {
  id: string;
  /** null or omitted for a first-level row */
  parentId?: string | null;
  name: string;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  /** 0 first-level menu, 1 sub-menu, 2 button */
  menuType: 0 | 1 | 2;
  /** button permission code(s), comma list allowed */
  perms?: string | null;
  /** "1" show (hide when not granted), "2" disable (disable when not granted) */
  permsType?: "0" | "1" | "2";
  sortNo: number;
  alwaysShow?: boolean;
  icon?: string | null;
  /** default true */
  route?: boolean;
  /** default: false for menu types 0/1 that have children in the seed, true otherwise */
  leaf?: boolean;
  keepAlive?: boolean;
  hidden?: boolean;
  hideTab?: boolean;
  description?: string | null;
  /** "1" valid, "0" invalid (buttons); default "1" */
  status?: "0" | "1";
  internalOrExternal?: boolean;
  /**
   * Role codes besides `admin` that get this row when it is first inserted (admin gets every row).
   * The seeded narrower role is `test`.
   */
  grantRoles?: readonly string[];
  /**
   * Permission codes whose holders (roles granted a button with one of them) also get this row when it is
   * first inserted: a new button that splits an existing right keeps the roles that had it working.
   */
  grantHolders?: readonly string[];
}

export interface ServerModule {
  name: string;
  /** Adds the module's routes; called inside the API prefix. Every route declares config.auth or config.perm. */
  register(app: FastifyInstance, ctx: AppContext): Promise<void>;
  /** Idempotent seed data of the module; runs after the core seed and after the module's menus are inserted. */
  seed?(db: Db, ctx: SeedContext): Promise<void>;
  menus?: readonly MenuSeed[];
  /** what the operation log calls calls below a path prefix: [prefix, subject] */
  subjects?: readonly (readonly [string, string])[];
  /** the shared declaration of a declared module, which the web app may ask for */
  declaration?: ModuleDeclaration;
}

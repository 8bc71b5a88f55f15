import { randomBytes } from "node:crypto";
import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type AppConfig, loadConfig } from "../src/config.ts";
import { captchaKeyHash } from "../src/core/captcha.ts";
import type { ServerModule } from "../src/core/server-module.ts";
import type { Db } from "../src/db/client.ts";
import { openDatabase, pgliteDir } from "../src/db/open.ts";
import { modules } from "../src/modules/index.ts";
import type { Pusher } from "../src/realtime/push.ts";
import {
  databaseUrlFor,
  TEST_ADMIN_PASSWORD,
  TEST_BASE_ENV,
  TEST_DEMO_PASSWORD,
  TMP_ROOT,
} from "./test-env.ts";

export { TEST_ADMIN_PASSWORD } from "./test-env.ts";

/** The seeded administrator (role admin: every permission). */
export const ADMIN = { username: "admin", password: TEST_ADMIN_PASSWORD } as const;
/** The seeded demo user (role test: 用户管理 and the list, no add/edit/delete buttons). */
export const DEMO_USER = { username: "jeecg", password: TEST_DEMO_PASSWORD } as const;

export const API_PREFIX = "/jeecg-boot";

/** Reads answers in tests without casts: every property is again readable. */
export interface Loose {
  [key: string]: Loose;
}

export interface ResultBody<T = Loose> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export interface ApiResponse<T = Loose> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: ResultBody<T>;
  /** the raw text, for answers that are not JSON */
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** extra environment settings (ADMIN_PASSWORD, LOGIN_CAPTCHA, CORS_ORIGINS, ...) */
  env?: Record<string, string>;
  /**
   * Start from the migrated but unseeded template, so the app runs the first-start seed itself with
   * `env`; without ADMIN_PASSWORD in `env` a password is generated (DATA_DIR/admin-password.txt).
   */
  unseeded?: boolean;
  /** replaces the module registry */
  modules?: readonly ServerModule[];
  /** seed the copied database again, so extra `modules` get their tables and menu rows */
  reseed?: boolean;
}

const uniqueName = () => `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;

/** A private copy of this run's template database and the settings that name it. */
export interface DatabaseCopy {
  /** TEST_BASE_ENV with DATA_DIR (and DATABASE_URL on PostgreSQL) of the copy, plus the caller's `env` */
  env: Record<string, string>;
  /** drops the copy and its data folder */
  drop(): Promise<void>;
}

/** Copies the seeded (or, with `unseeded`, only migrated) template for one test file. */
export async function copyTestDatabase(
  opts: Pick<TestAppOptions, "env" | "unseeded"> = {},
): Promise<DatabaseCopy> {
  const tmpl = inject("testTemplates");
  const id = uniqueName();
  const dataDir = path.join(TMP_ROOT, `run-${tmpl.runId}`, `app-${id}`);
  await mkdir(dataDir, { recursive: true });
  const env: Record<string, string> = { ...TEST_BASE_ENV, DATA_DIR: dataDir, ...opts.env };
  // A first start without ADMIN_PASSWORD unless the test gives one.
  if (opts.unseeded && !opts.env?.ADMIN_PASSWORD) delete env.ADMIN_PASSWORD;
  if (opts.unseeded && !opts.env?.DEMO_PASSWORD) delete env.DEMO_PASSWORD;

  let dropDatabase: (() => Promise<void>) | undefined;
  if (tmpl.kind === "pglite") {
    await cp(pgliteDir(opts.unseeded ? tmpl.migrated : tmpl.seeded), pgliteDir(dataDir), { recursive: true });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "";
    const name = `t_${tmpl.runId}_${id}`;
    await adminQuery(
      adminUrl,
      `CREATE DATABASE ${name} TEMPLATE ${opts.unseeded ? tmpl.migrated : tmpl.seeded}`,
    );
    env.DATABASE_URL = databaseUrlFor(adminUrl, name);
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return {
    env,
    async drop() {
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database copied from this run's template and an app built on it, not listening (use
 * app.inject or api()). One per test file, in beforeAll; close() in afterAll.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const copy = await copyTestDatabase(opts);
  const { env } = copy;
  const config = loadConfig(env);
  const db = await openDatabase(config, {
    migrate: false,
    seed: !!opts.unseeded || !!opts.reseed,
    modules: opts.modules ?? modules,
    log: () => undefined,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp({ db, config }, { modules: opts.modules });
  } catch (err) {
    await db.close();
    await copy.drop();
    throw err;
  }
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await copy.drop();
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface LoginExtra {
  captcha?: string;
  checkKey?: string;
  headers?: Record<string, string>;
  /** the client address the server sees (default 127.0.0.1) */
  remoteAddress?: string;
}

/** POST /sys/login; `token` is "" when the login failed (then read `body.message`). */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: LoginExtra = {},
): Promise<{ token: string; body: ResultBody }> {
  const res = await app.inject({
    method: "POST",
    url: `${API_PREFIX}/sys/login`,
    headers: extra.headers,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    payload: { username, password, captcha: extra.captcha, checkKey: extra.checkKey, remember_me: true },
  });
  const body = res.json<ResultBody>();
  const token = body.success && body.code === 200 ? String(body.result.token) : "";
  return { token, body };
}

/** The code behind a captcha image, read from the database as a person would read the picture. */
export async function captchaCode(app: FastifyInstance, db: Db, checkKey: string): Promise<string> {
  const res = await app.inject({ method: "GET", url: `${API_PREFIX}/sys/randomImage/${checkKey}` });
  if (!res.json<ResultBody>().success) throw new Error(`randomImage failed: ${res.body}`);
  const row = await db.one<{ code: string }>("SELECT code FROM sys_captcha WHERE key_hash = $1", [
    captchaKeyHash(checkKey),
  ]);
  if (!row) throw new Error("no captcha stored");
  return row.code;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClientOptions {
  /** the `tenant-id` header (default 0, as the original client sends) */
  tenantId?: string | number;
  headers?: Record<string, string>;
}

/** Small inject helpers under the API prefix, with `X-Access-Token` and `tenant-id` set. */
export function api(app: FastifyInstance, token?: string, opts: ApiClientOptions = {}) {
  const headers = (extra?: Record<string, string>): Record<string, string> => {
    const h: Record<string, string> = { "tenant-id": String(opts.tenantId ?? 0), ...opts.headers, ...extra };
    if (token) h["x-access-token"] = token;
    return h;
  };
  const url = (p: string) =>
    p.startsWith(API_PREFIX) ? p : `${API_PREFIX}${p.startsWith("/") ? "" : "/"}${p}`;
  const query = (q?: Query) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(q ?? {})) if (v !== undefined) out[k] = String(v);
    return out;
  };
  const send = async <T>(options: InjectOptions): Promise<ApiResponse<T>> => {
    const res = await app.inject(options);
    let body: ResultBody<T>;
    try {
      body = res.json<ResultBody<T>>();
    } catch {
      body = undefined as unknown as ResultBody<T>;
    }
    return { status: res.statusCode, headers: res.headers, body, text: res.body };
  };
  return {
    get: <T = Loose>(p: string, q?: Query, extra?: Record<string, string>) =>
      send<T>({ method: "GET", url: url(p), query: query(q), headers: headers(extra) }),
    delete: <T = Loose>(p: string, q?: Query, extra?: Record<string, string>) =>
      send<T>({ method: "DELETE", url: url(p), query: query(q), headers: headers(extra) }),
    post: <T = Loose>(p: string, payload?: object, extra?: Record<string, string>) =>
      send<T>({ method: "POST", url: url(p), payload: payload ?? {}, headers: headers(extra) }),
    put: <T = Loose>(p: string, payload?: object, extra?: Record<string, string>) =>
      send<T>({ method: "PUT", url: url(p), payload: payload ?? {}, headers: headers(extra) }),
    /** anything else (raw bodies, other content types) */
    inject: <T = Loose>(options: InjectOptions) =>
      send<T>({
        ...options,
        url: url(String(options.url ?? "")),
        headers: { ...headers(), ...options.headers },
      }),
  };
}

/** A multipart body with one .xlsx file part per buffer under `field` (the browser's FormData, built by hand). */
export function xlsxMultipart(field: string, files: readonly Buffer[]) {
  const boundary = "----testboundary7MA4YWxkTrZu0gW";
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.xlsx"\r\n` +
          "Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n",
      ),
      f,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A push seam for tests that hand a module its context themselves and do not watch sockets. */
export const noPush: Pusher = { toAll: async () => undefined, toUsers: async () => undefined };

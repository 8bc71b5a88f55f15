/** Pieces of the ways-in browser tests: a fake SMS gateway / identity provider / CAS server, seeded users. */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { openPglite } from "../../../server/src/db/client.ts";
import { ROOT, type RunningServer, startServer, TEMPLATE_DIR } from "./server.ts";

export interface SentSms {
  mobile: string;
  code: string;
  mode: string;
}

export interface FakeProvider {
  url: string;
  sms: SentSms[];
  /** the code last sent to this mobile in this mode */
  codeFor(mobile: string, mode: string): string;
  close(): Promise<void>;
}

export const THIRD = { token: "tok-e2e", thirdId: "gh-e2e", thirdType: "github" } as const;
export const CAS = { ticket: "ST-e2e", user: "cas_e2e" } as const;

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function redirect(res: ServerResponse, to: URL): void {
  res.statusCode = 302;
  res.setHeader("location", to.toString());
  res.end();
}

/**
 * One small local server plays every outside party: the SMS gateway (POST /sms records the code), the
 * third-party provider (GET /oauth/authorize sends the browser back with a token, GET /oauth/check
 * vouches for it) and the CAS server (GET /cas/login issues a ticket, /cas/p3/serviceValidate checks it).
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  const sms: SentSms[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await read(req);
    if (req.method === "POST" && url.pathname === "/sms") {
      sms.push(JSON.parse(body) as SentSms);
      res.end("ok");
      return;
    }
    if (url.pathname === "/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("oauth2LoginToken", THIRD.token);
      back.searchParams.set("thirdType", url.searchParams.get("thirdType") ?? "");
      redirect(res, back);
      return;
    }
    if (url.pathname === "/oauth/check") {
      const good = url.searchParams.get("token") === THIRD.token;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(
          good
            ? { success: true, result: { thirdId: THIRD.thirdId } }
            : { success: false, message: "bad token" },
        ),
      );
      return;
    }
    if (url.pathname === "/cas/login") {
      const back = new URL(url.searchParams.get("service") ?? "");
      back.searchParams.set("ticket", CAS.ticket);
      redirect(res, back);
      return;
    }
    if (url.pathname === "/cas/p3/serviceValidate") {
      res.setHeader("content-type", "application/xml");
      const ok = url.searchParams.get("ticket") === CAS.ticket;
      res.end(
        ok
          ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${CAS.user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
          : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">bad</cas:authenticationFailure></cas:serviceResponse>`,
      );
      return;
    }
    res.statusCode = 404;
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sms,
    codeFor(mobile, mode) {
      const found = sms.filter((m) => m.mobile === mobile && m.mode === mode).at(-1);
      if (!found) throw new Error(`no SMS code for ${mobile} (mode ${mode})`);
      return found.code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SeedUser {
  username: string;
  phone?: string;
  relTenantIds?: string;
  thirdId?: string;
  thirdType?: string;
  /** org codes of the departments the user belongs to */
  departs?: string[];
}

/** Users whose password is the admin's, written into the copied database before the server starts. */
async function seedUsers(dataDir: string, users: readonly SeedUser[], tenants: readonly [number, string][]) {
  const db = await openPglite(join(dataDir, "pgdata"), "Asia/Shanghai");
  try {
    for (const [id, name] of tenants) {
      await db.query(
        "INSERT INTO sys_tenant (id, name, create_by, status) VALUES ($1, $2, 'admin', 1) ON CONFLICT DO NOTHING",
        [id, name],
      );
    }
    for (const u of users) {
      const id = `e2e-${u.username}`;
      await db.query(
        `INSERT INTO sys_user (id, username, realname, password, salt, phone, status, del_flag, rel_tenant_ids,
           third_id, third_type, create_time)
         SELECT $1, $2, $3, password, salt, $4, 1, 0, $5, $6, $7, LOCALTIMESTAMP(0) FROM sys_user WHERE username = 'admin'`,
        [
          id,
          u.username,
          `${u.username}姓名`,
          u.phone ?? null,
          u.relTenantIds ?? "",
          u.thirdId ?? null,
          u.thirdType ?? null,
        ],
      );
      await db.query(
        "INSERT INTO sys_user_role (id, user_id, role_id) SELECT $1, $2, id FROM sys_role WHERE role_code = 'test'",
        [`${id}-role`, id],
      );
      for (const [i, orgCode] of (u.departs ?? []).entries()) {
        await db.query(
          "INSERT INTO sys_user_depart (id, user_id, dep_id) SELECT $1, $2, id FROM sys_depart WHERE org_code = $3",
          [`${id}-dep${i}`, id, orgCode],
        );
      }
    }
  } finally {
    await db.close();
  }
}

/** A server over a private copy of the template with these users, pointed at the fake provider. */
export async function startWaysInServer(
  fake: FakeProvider,
  users: readonly SeedUser[],
  tenants: readonly [number, string][] = [],
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(ROOT, ".tmp", "e2e-"));
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  await seedUsers(dataDir, users, tenants);
  const server = await startServer(dataDir, {
    SMS_GATEWAY: `${fake.url}/sms`,
    THIRD_LOGIN_URL: `${fake.url}/oauth/check`,
    THIRD_LOGIN_AUTHORIZE_URL: `${fake.url}/oauth/authorize`,
    CAS_SERVER_URL: `${fake.url}/cas`,
    // The register test signs up a new account: self-registration is off unless turned on.
    ALLOW_REGISTER: "true",
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drags the human-check slider to its end. */
export async function dragSlider(page: Page): Promise<void> {
  const handle = page.getByRole("slider", { name: "拖动滑块验证" });
  const track = handle.locator("..");
  const from = await handle.boundingBox();
  const box = await track.boundingBox();
  if (!from || !box) throw new Error("slider not visible");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 20, from.y + from.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText("验证通过")).toBeVisible();
}

/** Shared pieces of the SMS, register, third-party, online-user and visit API tests. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { newId } from "../src/core/ids.ts";
import type { Db } from "../src/db/client.ts";
import { API_PREFIX, type ResultBody } from "./helpers.ts";

export interface FakeServer {
  url: string;
  /** every request seen, method and URL */
  seen: { method: string; url: string; body: string }[];
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 and a random port: stands in for an SMS gateway, an IdP or CAS. */
export async function startFakeServer(
  handle: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<FakeServer> {
  const seen: FakeServer["seen"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", url: req.url ?? "", body });
      handle(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const fake = await startFakeServer((_req, _body, res) => res.end());
  await fake.close();
  return fake.url;
}

/** POST under the API prefix from a chosen client address (rate limits count per address). */
export async function postFrom<T = ResultBody>(
  app: FastifyInstance,
  path: string,
  payload: object,
  ip = "127.0.0.1",
): Promise<{ status: number; body: T; text: string; headers: Record<string, unknown> }> {
  const res = await app.inject({ method: "POST", url: `${API_PREFIX}${path}`, payload, remoteAddress: ip });
  return { status: res.statusCode, body: res.json<T>(), text: res.body, headers: res.headers };
}

export interface FixtureUser {
  username: string;
  phone?: string;
  status?: number;
  relTenantIds?: string;
  thirdId?: string;
  thirdType?: string;
  realname?: string;
}

/** A user whose password is the seeded admin's (TEST_ADMIN_PASSWORD), with the role `test`. */
export async function makeUser(db: Db, u: FixtureUser): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, phone, status, del_flag, rel_tenant_ids,
       third_id, third_type, create_time)
     SELECT $1, $2, $3, password, '', $4, $5, 0, $6, $7, $8, LOCALTIMESTAMP(0) FROM sys_user WHERE username = 'admin'`,
    [
      id,
      u.username,
      u.realname ?? `${u.username}-name`,
      u.phone ?? null,
      u.status ?? 1,
      u.relTenantIds ?? "",
      u.thirdId ?? null,
      u.thirdType ?? null,
    ],
  );
  await db.query(
    "INSERT INTO sys_user_role (id, user_id, role_id) SELECT $1, $2, id FROM sys_role WHERE role_code = 'test'",
    [newId(), id],
  );
  return id;
}

/** Moves a stored SMS code past its 10 minutes. */
export async function expireSmsCode(db: Db, mobile: string, mode: string): Promise<void> {
  await db.query(
    "UPDATE sys_sms_code SET expires_at = LOCALTIMESTAMP(0) - interval '1 second' WHERE mobile = $1 AND mode = $2",
    [mobile, mode],
  );
}

/** Every login-log line about a username (sys_log.userid holds the username), log type 1 only. */
export async function loginLogLines(db: Db, username: string): Promise<string[]> {
  const rows = await db.query<{ log_content: string }>(
    "SELECT log_content FROM sys_log WHERE userid = $1 AND log_type = 1",
    [username],
  );
  return rows.map((r) => r.log_content);
}

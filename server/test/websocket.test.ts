/**
 * The announcement socket `/websocket/{userId}`: its handshake (token as subprotocol or session cookie, own
 * user only), heartbeat, delivery of pushes to everyone or to listed users, pushes inside transactions, and
 * sockets closed when their session ends. The grid socket `/vxeSocket/{userId}/{pageId}`: its handshake,
 * heartbeat, and edited rows relayed to the other pages on the same key whose users may read the record.
 * On PostgreSQL both also across two server processes.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { hashPassword } from "../src/core/passwords.ts";
import type { ServerModule } from "../src/core/server-module.ts";
import { hashToken } from "../src/core/tokens.ts";
import { modules } from "../src/modules/index.ts";
import { decodeBusMessage, encodeBusMessage } from "../src/realtime/bus.ts";
import type { Pusher, PushFrame } from "../src/realtime/push.ts";
import { ADMIN, API_PREFIX, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import { startServerProcess } from "./server-process.ts";
import { ADMIN_ID, DEMO_ID, GOOD_PASSWORD, insertUser } from "./user-fixtures.ts";

/** How long a test waits for a frame that must come. */
const WAIT_MS = 5000;

/** A socket whose frames are queued from the start, so none is missed between awaits. */
interface Client {
  ws: WebSocket;
  /** the next frame, as text */
  next(): Promise<string>;
  /** the close code and reason, once closed */
  closed: Promise<{ code: number; reason: string }>;
}

type Opened = { ok: true; client: Client } | { ok: false; status: number };

function connect(
  base: string,
  userId: string,
  auth: { token?: string; cookie?: string },
  path = `/websocket/${userId}`,
): Promise<Opened> {
  const url = `${base.replace(/^http/, "ws")}${API_PREFIX}${path}`;
  const ws = new WebSocket(url, auth.token ? [auth.token] : [], {
    headers: auth.cookie ? { Cookie: `X-Access-Token=${encodeURIComponent(auth.cookie)}` } : {},
  });
  const queue: string[] = [];
  const waiting: ((text: string) => void)[] = [];
  ws.on("message", (data) => {
    const text = data.toString();
    const take = waiting.shift();
    if (take) take(text);
    else queue.push(text);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: Client = {
    ws,
    closed,
    next: () => {
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no frame arrived")), WAIT_MS);
        waiting.push((text) => {
          clearTimeout(timer);
          resolve(text);
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.on("open", () => resolve({ ok: true, client }));
    ws.on("unexpected-response", (_req, res) => {
      res.resume();
      resolve({ ok: false, status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on("error", (err) => reject(err));
  });
}

async function open(
  base: string,
  userId: string,
  auth: { token?: string; cookie?: string },
  path?: string,
): Promise<Client> {
  const opened = await connect(base, userId, auth, path);
  if (!opened.ok) throw new Error(`handshake refused with HTTP ${opened.status}`);
  return opened.client;
}

async function refusal(
  base: string,
  userId: string,
  auth: { token?: string; cookie?: string },
  path?: string,
) {
  const opened = await connect(base, userId, auth, path);
  if (opened.ok) opened.client.ws.close();
  return opened.ok ? 101 : opened.status;
}

const frame = async (client: Client): Promise<PushFrame> => JSON.parse(await client.next()) as PushFrame;

let t: TestApp;
let base: string;
let push: Pusher;
/** Hands the test the context every module gets, with the app's own pusher. */
const probe: ServerModule = {
  name: "push-probe",
  async register(_app, ctx) {
    push = ctx.push;
  },
};
const sockets: Client[] = [];

async function tracked(userId: string, auth: { token?: string; cookie?: string }): Promise<Client> {
  const client = await open(base, userId, auth);
  sockets.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, probe] });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of sockets) client.ws.terminate();
  await t?.close();
});

describe("the handshake", () => {
  it("opens with the session token as subprotocol, which the server echoes, or with the session cookie", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const byProtocol = await tracked(ADMIN_ID, { token });
    expect(byProtocol.ws.protocol).toBe(token);
    const byCookie = await tracked(ADMIN_ID, { cookie: token });
    expect(byCookie.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("is refused with HTTP 401 without a token, with an unknown token, or for another user's id", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    expect(await refusal(base, ADMIN_ID, {})).toBe(401);
    expect(await refusal(base, ADMIN_ID, { token: "no-such-token" })).toBe(401);
    expect(await refusal(base, ADMIN_ID, { cookie: "no-such-token" })).toBe(401);
    expect(await refusal(base, DEMO_ID, { token })).toBe(401);
    expect(await refusal(base, DEMO_ID, { cookie: token })).toBe(401);
  });

  it("closes an open socket at logout (code 4001) and refuses the token afterwards", async () => {
    const { token } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const client = await tracked(DEMO_ID, { token });
    const out = await api(t.app, token).post("/sys/logout");
    expect(out.body.success).toBe(true);
    expect((await client.closed).code).toBe(4001);
    expect(await refusal(base, DEMO_ID, { token })).toBe(401);
  });

  it("closes the sockets of a session ended any other way, and only those", async () => {
    const first = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const second = await login(t.app, DEMO_USER.username, DEMO_USER.password);
    const ending = await tracked(DEMO_ID, { token: first.token });
    const staying = await tracked(DEMO_ID, { token: second.token });
    // Forced logout, freezing, a password change and a frozen tenant all delete the session row.
    await t.db.query("DELETE FROM sys_user_session WHERE token_hash = $1", [hashToken(first.token)]);
    expect((await ending.closed).code).toBe(4001);
    await push.toUsers([DEMO_ID], { cmd: "user", msgId: "still-here" });
    expect(await frame(staying)).toEqual({ cmd: "user", msgId: "still-here" });
  });

  it("answers HTTP 426 to a plain GET of the socket path", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const out = await api(t.app, token).get(`/websocket/${ADMIN_ID}`);
    expect(out.status).toBe(426);
  });
});

describe("heartbeat", () => {
  it("answers HeartBeat and {type: heart_beat} with heartcheck, and passes nothing a client sends to others", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const sender = await tracked(ADMIN_ID, { token });
    const other = await tracked(ADMIN_ID, { token });
    sender.ws.send("HeartBeat");
    expect(JSON.parse(await sender.next())).toEqual({ cmd: "heartcheck" });
    sender.ws.send(JSON.stringify({ type: "heart_beat" }));
    expect(JSON.parse(await sender.next())).toEqual({ cmd: "heartcheck" });
    sender.ws.send(JSON.stringify({ cmd: "topic", msgId: "forged", msgTxt: "伪造的通告" }));
    // A push afterwards is the next thing both sockets see: the forged frame went nowhere.
    await push.toAll({ cmd: "topic", msgId: "after-forgery" });
    expect(await frame(other)).toEqual({ cmd: "topic", msgId: "after-forgery" });
    expect(await frame(sender)).toEqual({ cmd: "topic", msgId: "after-forgery" });
  });
});

describe("delivery", () => {
  it("toUsers reaches only the listed users' sockets, toAll reaches every socket", async () => {
    const adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
    const demoToken = (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token;
    const admin = await tracked(ADMIN_ID, { token: adminToken });
    const demoTab1 = await tracked(DEMO_ID, { token: demoToken });
    const demoTab2 = await tracked(DEMO_ID, { cookie: demoToken });

    await push.toUsers([DEMO_ID], { cmd: "user", msgId: "m1", msgTxt: "您有新的消息" });
    for (const demo of [demoTab1, demoTab2]) {
      expect(await frame(demo)).toEqual({ cmd: "user", msgId: "m1", msgTxt: "您有新的消息" });
    }
    await push.toAll({ cmd: "topic", msgId: "a1", msgTxt: "新的系统通告" });
    // The administrator's first frame is the one for everyone: the one for the demo user never came.
    for (const client of [admin, demoTab1, demoTab2]) {
      expect(await frame(client)).toEqual({ cmd: "topic", msgId: "a1", msgTxt: "新的系统通告" });
    }
  });

  it("delivers a push made inside a transaction when it commits, never when it rolls back", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const admin = await tracked(ADMIN_ID, { token });
    await expect(
      t.db.tx(async (tx) => {
        await tx.query("SELECT 1");
        await push.toUsers([ADMIN_ID], { cmd: "user", msgId: "rolled-back" });
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    await t.db.tx(async () => {
      await push.toUsers([ADMIN_ID], { cmd: "user", msgId: "committed" });
    });
    await push.toAll({ cmd: "topic", msgId: "last" });
    expect(await frame(admin)).toEqual({ cmd: "user", msgId: "committed" });
    expect(await frame(admin)).toEqual({ cmd: "topic", msgId: "last" });
  });

  it("delivers to a long list of users, split into several notifications", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const admin = await tracked(ADMIN_ID, { token });
    const many = Array.from({ length: 1000 }, (_, i) => `u${String(i).padStart(31, "0")}`);
    await push.toUsers([...many, ADMIN_ID], { cmd: "user", msgId: "many", msgTxt: "长".repeat(5000) });
    const got = await frame(admin);
    expect(got.msgId).toBe("many");
    expect(got.msgTxt?.length).toBeLessThan(5000);
  });
});

describe("the bus payloads", () => {
  it("stay under PostgreSQL's 8000-byte NOTIFY limit however many users or however long the text", () => {
    const userIds = Array.from({ length: 5000 }, (_, i) => `${"用".repeat(10)}${i}`);
    const payloads = encodeBusMessage({
      kind: "users",
      userIds,
      frame: { cmd: "user", msgId: "x".repeat(500), msgTxt: "长".repeat(10_000) },
    });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const back = payloads.map(decodeBusMessage);
    expect(back.flatMap((m) => (m?.kind === "users" ? m.userIds : []))).toEqual(userIds);
  });

  it("ignore anything on the channel that is not a bus message", () => {
    for (const payload of [
      "",
      "HeartBeat",
      "{}",
      '{"kind":"all"}',
      '{"kind":"all","frame":{"cmd":"heartcheck"}}',
    ]) {
      expect(decodeBusMessage(payload), payload).toBeUndefined();
    }
    expect(decodeBusMessage('{"kind":"end","sessionIds":["a"]}')).toEqual({ kind: "end", sessionIds: ["a"] });
  });
});

describe("the grid socket", () => {
  let applicationId = "";
  let vehicles = "";
  let adminToken = "";
  let pages = 0;
  /** a page's socket path on a key; each call is another page */
  const gridPath = (userId: string, key: string) =>
    `/vxeSocket/${userId}/page${++pages}?socketKey=${encodeURIComponent(key)}`;
  const gridSocket = async (userId: string, token: string, key = vehicles) => {
    const client = await open(base, userId, { token }, gridPath(userId, key));
    sockets.push(client);
    return client;
  };
  const update = (key: string, row: Record<string, unknown>, caseId = "case-a") =>
    JSON.stringify({ type: "update_vxe_table", data: { socketKey: key, args: [row, caseId] } });
  const heartbeat = JSON.stringify({ type: "heart_beat", data: "" });
  /** The next frame is the heartbeat's answer: nothing else arrived before it. */
  const nothingBefore = async (client: Client) => {
    client.ws.send(heartbeat);
    expect(JSON.parse(await client.next())).toEqual({ type: "heart_beat", data: true });
  };
  const withRoles = async (username: string, roleCodes: string[]) => {
    const roles = await t.db.query<{ id: string }>("SELECT id FROM sys_role WHERE role_code = ANY($1)", [
      roleCodes,
    ]);
    const userId = await insertUser(
      t.db,
      { username, password: await hashPassword(GOOD_PASSWORD) },
      [],
      roles.map((r) => r.id),
    );
    return { userId: String(userId), token: (await login(t.app, username, GOOD_PASSWORD)).token };
  };

  beforeAll(async () => {
    adminToken = (await login(t.app, ADMIN.username, ADMIN.password)).token;
    const row = await t.db.one<{ id: string }>(
      "SELECT id FROM permit_application WHERE tenant_id = 0 AND region = 'east' ORDER BY id LIMIT 1",
    );
    if (!row) throw new Error("no demo application in the east");
    applicationId = row.id;
    vehicles = `permit-application:${applicationId}:vehicleList`;
  });

  it("is refused without a session, for another user's id, and without a key naming a known record kind", async () => {
    expect(await refusal(base, ADMIN_ID, {}, gridPath(ADMIN_ID, vehicles))).toBe(401);
    expect(await refusal(base, DEMO_ID, { token: adminToken }, gridPath(DEMO_ID, vehicles))).toBe(401);
    for (const key of ["", "nothing:1:vehicleList", "permit-application", "permit-application:a b:x"]) {
      expect(await refusal(base, ADMIN_ID, { token: adminToken }, gridPath(ADMIN_ID, key)), key).toBe(400);
    }
    expect(await refusal(base, ADMIN_ID, { token: adminToken }, `/vxeSocket/${ADMIN_ID}/bad%20page`)).toBe(
      400,
    );
    const plain = await api(t.app, adminToken).get(`/vxeSocket/${ADMIN_ID}/page0`, { socketKey: vehicles });
    expect(plain.status).toBe(426);
  });

  it("answers the heartbeat, relays an edited row to the other pages on the key only, and to readers only", async () => {
    const west = await withRoles("grid_west", ["permit_approver_west"]);
    const east = await withRoles("grid_east", ["permit_approver_east"]);
    const sender = await gridSocket(ADMIN_ID, adminToken);
    const otherKey = await gridSocket(ADMIN_ID, adminToken, `permit-application:${applicationId}:personList`);
    const westPage = await gridSocket(west.userId, west.token);
    const eastPage = await gridSocket(east.userId, east.token);
    const samePage = await gridSocket(ADMIN_ID, adminToken);

    sender.ws.send(heartbeat);
    expect(JSON.parse(await sender.next())).toEqual({ type: "heart_beat", data: true });

    const row = { id: "row-1", plateNo: "京A12345", tug_status: { dragging: false } };
    sender.ws.send(update(vehicles, row));
    const expected = { type: "update_vxe_table", data: { socketKey: vehicles, args: [row, "case-a"] } };
    expect(JSON.parse(await samePage.next())).toEqual(expected);
    // The east approver reads this east permit; the west approver does not and gets nothing.
    expect(JSON.parse(await eastPage.next())).toEqual(expected);
    for (const client of [sender, otherKey, westPage]) await nothingBefore(client);

    // Other frame types, a frame naming another key, a sender without the edit code: relayed to nobody.
    sender.ws.send(JSON.stringify({ type: "common_send_date", data: { key: "x", args: [] } }));
    sender.ws.send(JSON.stringify({ cmd: "topic", msgId: "forged" }));
    sender.ws.send(update(`permit-application:${applicationId}:personList`, row));
    eastPage.ws.send(update(vehicles, { id: "row-1", plateNo: "京A00000" }, "case-east"));
    const last = { id: "row-1", plateNo: "京B12345" };
    sender.ws.send(update(vehicles, last));
    expect(JSON.parse(await samePage.next()).data.args[0]).toEqual(last);
    expect(JSON.parse(await eastPage.next()).data.args[0]).toEqual(last);
    for (const client of [otherKey, westPage]) await nothingBefore(client);
  });

  it("closes a socket whose frame is larger than a row can be", async () => {
    const sender = await gridSocket(ADMIN_ID, adminToken);
    sender.ws.send(update(vehicles, { id: "row-1", remark: "长".repeat(3000) }));
    expect((await sender.closed).code).toBe(1009);
  });
});

// Two real server processes on one PostgreSQL database: only where the API tests run on PostgreSQL.
if (process.env.TEST_DB === "pg") {
  describe("across server instances", () => {
    let second: ChildProcess | undefined;
    let secondBase = "";
    let dataDir = "";

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "ws-second-"));
      const started = startServerProcess({
        DATABASE_URL: t.config.databaseUrl ?? "",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      });
      second = started.child;
      secondBase = (await started.listening).replace(/\/$/, "");
    });
    afterAll(async () => {
      if (second && second.exitCode === null) {
        const exited = new Promise((resolve) => second?.once("exit", resolve));
        second.kill("SIGTERM");
        await exited;
      }
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("an announcement published on one process reaches a socket held by the other; a logout on one closes it on the other", async () => {
      const { token } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
      const there = await open(secondBase, DEMO_ID, { token });
      sockets.push(there);
      const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
      const title = `跨实例通告 ${Date.now()}`;
      const added = await admin.post("/sys/annountCement/add", {
        titile: title,
        msgCategory: "1",
        msgType: "ALL",
        priority: "M",
        msgContent: "<p>两个进程都收到</p>",
      });
      expect(added.body.success, added.text).toBe(true);
      const list = await admin.get("/sys/annountCement/list", { titile: title, pageSize: 1 });
      const id = String(list.body.result.records[0].id);
      const released = await admin.get("/sys/annountCement/doReleaseData", { id });
      expect(released.body.success, released.text).toBe(true);
      expect(await frame(there)).toEqual({ cmd: "topic", msgId: id, msgTxt: title });
      await api(t.app, token).post("/sys/logout");
      expect((await there.closed).code).toBe(4001);
    });

    it("a login, a logout, a permission change and a dictionary change on one instance count on the other at once", async () => {
      const there = async (token: string, url: string, init: RequestInit = {}) => {
        const res = await fetch(`${secondBase}${API_PREFIX}${url}`, {
          ...init,
          headers: { "x-access-token": token, "tenant-id": "0", "content-type": "application/json" },
        });
        return { status: res.status, body: (await res.json()) as { success: boolean; result: unknown } };
      };
      const admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);

      // A session opened here is good there.
      const { token } = await login(t.app, DEMO_USER.username, DEMO_USER.password);
      const codes = async () => {
        const res = await there(token, "/sys/permission/getUserPermissionByToken");
        expect(res.status).toBe(200);
        return ((res.body.result as { auth: { action: string }[] }).auth ?? []).map((a) => a.action);
      };
      expect(await codes()).not.toContain("user:add");

      // A grant made here counts there on the next call.
      const roleId = "ee8626f80f7c2619917b6236f3a7f02b";
      const held = (await admin.get("/sys/permission/queryRolePermission", { roleId })).body
        .result as unknown as string[];
      const addButton = String(
        (await t.db.one<{ id: string }>("SELECT id FROM sys_permission WHERE perms = 'user:add'"))?.id,
      );
      const granted = await admin.post("/sys/permission/saveRolePermission", {
        roleId,
        permissionIds: [...held, addButton].join(","),
        lastpermissionIds: held.join(","),
      });
      expect(granted.body.success, granted.text).toBe(true);
      expect(await codes()).toContain("user:add");

      // A dictionary item added here is read there.
      const dictId = String(
        (await t.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = 'priority'"))?.id,
      );
      const item = await admin.post("/sys/dictItem/add", {
        dictId,
        itemText: "跨实例",
        itemValue: "X",
        status: 1,
        sortOrder: 9,
      });
      expect(item.body.success, item.text).toBe(true);
      const dicts = (await there(token, "/sys/dict/queryAllDictItems")).body.result as Record<
        string,
        { value: string; text: string }[]
      >;
      expect(dicts.priority).toContainEqual(expect.objectContaining({ value: "X", text: "跨实例" }));

      // A logout there ends the session here.
      expect((await there(token, "/sys/logout", { method: "POST", body: "{}" })).body.success).toBe(true);
      expect((await api(t.app, token).get("/sys/permission/getUserPermissionByToken")).status).toBe(401);
    });

    it("a grid row edited on one process reaches the same record's grid on the other", async () => {
      const { token } = await login(t.app, ADMIN.username, ADMIN.password);
      const record = await t.db.one<{ id: string }>(
        "SELECT id FROM permit_application WHERE tenant_id = 0 ORDER BY id LIMIT 1",
      );
      const key = `permit-application:${record?.id}:vehicleList`;
      const page = (id: string) => `/vxeSocket/${ADMIN_ID}/${id}?socketKey=${encodeURIComponent(key)}`;
      const there = await open(secondBase, ADMIN_ID, { token }, page("far"));
      const here = await open(base, ADMIN_ID, { token }, page("near"));
      sockets.push(there, here);
      const row = { id: "cross-row", plateNo: "京A11111" };
      here.ws.send(
        JSON.stringify({ type: "update_vxe_table", data: { socketKey: key, args: [row, "near"] } }),
      );
      expect(JSON.parse(await there.next()).data.args[0]).toEqual(row);
    });

    it("a listening connection that drops connects again, tells its sockets to reload, and delivers again", async () => {
      const { token } = await login(t.app, ADMIN.username, ADMIN.password);
      const here = await tracked(ADMIN_ID, { token });
      const ended = await t.db.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = current_database() AND query = 'LISTEN "realtime"'`,
      );
      expect(ended.length).toBeGreaterThan(0);
      expect(await frame(here)).toEqual({ cmd: "topic" });
      await push.toUsers([ADMIN_ID], { cmd: "user", msgId: "after-reconnect" });
      expect(await frame(here)).toEqual({ cmd: "user", msgId: "after-reconnect" });
    });
  });
}

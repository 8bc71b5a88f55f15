/**
 * The server killed with SIGKILL while writes are in flight loses no write it acknowledged and leaves
 * nothing half-written: a user add writes the user, its role and its department in one transaction.
 */
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTestDatabase, type DatabaseCopy, type ResultBody, TEST_ADMIN_PASSWORD } from "./helpers.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

/** Kills per run; CRASH_TRIALS raises it for a longer soak (each trial restarts the server). */
const TRIALS = Number(process.env.CRASH_TRIALS ?? 3);
const WRITERS = 6;
const ROLE_TEST = "ee8626f80f7c2619917b6236f3a7f02b";
const DEPART_A01 = "c6d7cb4deeac411cb3384b1b31278596";
const PREFIX = "/jeecg-boot";

let copy: DatabaseCopy;
let server: ServerProcess | undefined;
beforeAll(async () => {
  copy = await copyTestDatabase();
});
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  await copy?.drop();
});

async function call(base: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${PREFIX}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-access-token": token, "tenant-id": "0" },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as ResultBody;
}

async function start(): Promise<{ base: string; token: string }> {
  server = startServerProcess(copy.env);
  const base = await server.listening;
  const res = await fetch(`${base}${PREFIX}/sys/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: TEST_ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as ResultBody;
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { base, token: String(body.result.token) };
}

interface UserRow {
  username: string;
  roles: number;
  departs: number;
}

/** Every crash_ user with how many role and department links it has, read through the API. */
async function crashUsers(base: string, token: string): Promise<UserRow[]> {
  const list = await call(base, token, "GET", "/sys/user/list?username=crash_*&pageSize=10000");
  const records = list.result.records as unknown as { id: string; username: string }[];
  const rows: UserRow[] = [];
  for (const u of records) {
    const roles = await call(base, token, "GET", `/sys/user/queryUserRole?userid=${u.id}`);
    const departs = await call(base, token, "GET", `/sys/user/userDepartList?userId=${u.id}`);
    rows.push({
      username: u.username,
      roles: (roles.result as unknown as unknown[]).length,
      departs: (departs.result as unknown as unknown[]).length,
    });
  }
  return rows;
}

describe("a killed server", () => {
  it(
    `keeps every acknowledged write and no half-written one, over ${TRIALS} kills during writes`,
    async () => {
      const acknowledged = new Set<string>();
      let sent = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        const { base, token } = await start();
        let stop = false;
        const writer = async (w: number) => {
          for (let i = 0; !stop; i++) {
            const username = `crash_${trial}_${w}_${i}`;
            sent++;
            try {
              const body = await call(base, token, "POST", "/sys/user/add", {
                username,
                realname: "崩溃测试",
                phone: `139${String(trial * 1_000_000 + w * 100_000 + i).padStart(8, "0")}`,
                password: "Crash#Test2024",
                confirmpassword: "Crash#Test2024",
                selectedroles: ROLE_TEST,
                selecteddeparts: DEPART_A01,
              });
              if (body.success) acknowledged.add(username);
              else throw new Error(`add refused: ${body.message}`);
            } catch (err) {
              if (err instanceof Error && err.message.startsWith("add refused")) throw err;
              return; // the connection died with the server
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
        // Kill at a random moment once writes are being acknowledged, so some are always in flight.
        const before = acknowledged.size;
        const deadline = Date.now() + 60_000;
        while (acknowledged.size < before + 3 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, randomInt(400)));
        server?.child.kill("SIGKILL");
        stop = true;
        await server?.exited;
        await Promise.all(writers);
      }

      const { base, token } = await start();
      const rows = await crashUsers(base, token);
      const stored = new Set(rows.map((r) => r.username));
      const lost = [...acknowledged].filter((u) => !stored.has(u));
      const halfWritten = rows.filter((r) => r.roles !== 1 || r.departs !== 1);
      console.log(
        `crash: ${TRIALS} SIGKILLs, ${sent} adds sent, ${acknowledged.size} acknowledged, ${rows.length} stored, ` +
          `${lost.length} acknowledged but lost, ${halfWritten.length} half-written`,
      );
      expect(acknowledged.size).toBeGreaterThan(TRIALS);
      expect(lost).toEqual([]);
      expect(halfWritten).toEqual([]);
      server?.child.kill("SIGTERM");
      await server?.exited;
    },
    90_000 * (TRIALS + 1),
  );
});

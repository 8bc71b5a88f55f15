/**
 * Print tickets of a permit: issued only to a user who may read the record, read once by the print view
 * without a session, refused when spent, expired, for another record or unknown; only the ticket's hash
 * is stored.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRINT_TICKET_MESSAGES } from "../src/core/print-tickets.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  addApplicant,
  addDriver,
  addVehicle,
  type Client,
  day,
  expectSuccess,
  idOf,
  userWithRoles,
} from "./permit-fixtures.ts";
import { expectRefused, NO_PERMISSION } from "./user-fixtures.ts";

let t: TestApp;
let admin: Client;
let permitA: string;
let permitB: string;
const anonymous = () => api(t.app);

async function apply(reason: string, applicantId: string, vehicleId: string, driverId: string) {
  expectSuccess(
    await admin.post("/permit/application/add", {
      permitType: "long_term",
      region: "east",
      applicantId,
      vehicleId,
      driverId,
      areas: "A01",
      validFrom: day(0),
      validTo: day(30),
      reason,
    }),
  );
  return idOf(t.db, "SELECT id FROM permit_application WHERE reason = $1", [reason]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  const vehicleId = await addVehicle(admin, t.db, "粤BP1234");
  const driverId = await addDriver(admin, t.db, "打印司机");
  const applicantId = await addApplicant(admin, t.db, "打印员工");
  permitA = await apply("打印甲", applicantId, vehicleId, driverId);
  permitB = await apply("打印乙", applicantId, vehicleId, driverId);
});
afterAll(async () => {
  await t?.close();
});

async function ticketFor(client: Client, id: string): Promise<string> {
  const res = await client.post("/permit/application/printTicket", { id });
  expectSuccess(res);
  expect(res.body.result.expiresIn).toBe(60);
  return String(res.body.result.ticket);
}

const printData = (id: string, ticket: string) =>
  anonymous().get("/permit/application/printData", { id, ticket });

describe("print tickets", () => {
  it("a ticket reads its permit's card once, without a session, and is stored only as its hash", async () => {
    const ticket = await ticketFor(admin, permitA);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await t.db.query<{ ticket_hash: string }>(
      "SELECT ticket_hash FROM sys_print_ticket WHERE record_id = $1",
      [permitA],
    );
    expect(stored.map((r) => r.ticket_hash)).toEqual([createHash("sha256").update(ticket).digest("hex")]);

    const first = await printData(permitA, ticket);
    expectSuccess(first);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body.result).toMatchObject({
      plateNo: "粤BP1234",
      driverName: "打印司机",
      permitTypeText: "长期",
      regionText: "东区",
      statusText: "待审核",
    });
    expect(String(first.body.result.applicationNo)).not.toBe("");
    expect(first.body.result).toHaveProperty("passToken");

    expectRefused(await printData(permitA, ticket), PRINT_TICKET_MESSAGES.used);
  });

  it("an expired ticket is refused", async () => {
    const ticket = await ticketFor(admin, permitA);
    await t.db.query(
      "UPDATE sys_print_ticket SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1",
      [createHash("sha256").update(ticket).digest("hex")],
    );
    expectRefused(await printData(permitA, ticket), PRINT_TICKET_MESSAGES.expired);
  });

  it("a ticket shown for another record is refused and stays good for its own", async () => {
    const ticket = await ticketFor(admin, permitA);
    expectRefused(await printData(permitB, ticket), PRINT_TICKET_MESSAGES.wrongRecord);
    expectSuccess(await printData(permitA, ticket));
  });

  it("an unknown or malformed ticket is refused", async () => {
    expectRefused(await printData(permitA, "A".repeat(32)), PRINT_TICKET_MESSAGES.invalid);
    expectRefused(await printData(permitA, "not a ticket"), PRINT_TICKET_MESSAGES.invalid);
  });

  it("issuing needs the list code and a record the caller can read", async () => {
    const before = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM sys_print_ticket");
    const nobody = await userWithRoles(t, "print_nobody", []);
    const refused = await nobody.post("/permit/application/printTicket", { id: permitA });
    expectRefused(refused, NO_PERMISSION);
    const anon = await anonymous().post("/permit/application/printTicket", { id: permitA });
    expect(anon.status).toBe(401);
    expectRefused(
      await admin.post("/permit/application/printTicket", { id: "no-such-permit" }),
      "未找到对应数据",
    );
    const after = await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM sys_print_ticket");
    expect(after?.n).toBe(before?.n);
  });
});

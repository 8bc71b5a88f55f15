/** Permit events as messages: approval, rejection and revocation reach the applicant's bell, linked to the application. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, type Loose, login, type TestApp } from "./helpers.ts";
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

let t: TestApp;
let admin: Client;
let creator: Client;
let ids: { applicantId: string; vehicleId: string; driverId: string };
let seq = 0;

interface Bell {
  sysMsgList: Loose[];
  sysMsgTotal: number;
}

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_SEND_INTERVAL_MS: "0" } });
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  creator = await userWithRoles(t, "permit_creator", ["admin"]);
  ids = {
    vehicleId: await addVehicle(admin, t.db, "京A20001"),
    driverId: await addDriver(admin, t.db, "消息司机"),
    applicantId: await addApplicant(admin, t.db, "消息员工"),
  };
});

afterAll(async () => {
  await t?.close();
});

/** An application the creator adds; answers its id. */
async function apply(): Promise<string> {
  const reason = `消息测试${++seq}`;
  expectSuccess(
    await creator.post("/permit/application/add", {
      permitType: "temporary",
      region: "east",
      ...ids,
      areas: "A01",
      validFrom: day(0),
      validTo: day(10),
      reason,
    }),
  );
  return idOf(t.db, "SELECT id FROM permit_application WHERE reason = $1", [reason]);
}

const act = (action: string, id: string, fromStatus: number, opinion?: string) =>
  admin.post(`/permit/application/${action}`, { id, fromStatus, opinion });

/** The creator's unread message about this application (the newest when there are several). */
async function messageOf(id: string): Promise<Loose | undefined> {
  return (await bell()).sysMsgList.find((m) => m.busId === (id as unknown as Loose));
}

async function bell(): Promise<Bell> {
  const res = await creator.get<Bell>("/sys/annountCement/listByUser");
  expect(res.body.success, res.text).toBe(true);
  return res.body.result;
}

describe("permit events", () => {
  it("the final approval tells the creator, with the application to open", async () => {
    const id = await apply();
    const before = (await bell()).sysMsgTotal;
    expectSuccess(await act("approve", id, 0, "初审同意"));
    // The first step is no outcome yet.
    expect((await bell()).sysMsgTotal).toBe(before);
    expectSuccess(await act("approve", id, 2, "终审<同意>"));
    expect((await bell()).sysMsgTotal).toBe(before + 1);
    const message = await messageOf(id);
    expect(message).toMatchObject({
      titile: `通行证申请已通过：京A20001（${await applicationNo(id)}）`,
      sender: ADMIN.username,
      busType: "permit_application",
      busId: id,
      openType: "component",
      openPage: "permit/ApplicationDetail",
      msgCategory: "2",
    });
    expect(String(message?.msgContent)).toContain("意见：终审&lt;同意&gt;");
  });

  it("rejection and revocation tell the creator too", async () => {
    const rejected = await apply();
    expectSuccess(await act("reject", rejected, 0, "材料不全"));
    expect(String((await messageOf(rejected))?.titile)).toMatch(/^通行证申请已驳回：/);

    const revoked = await apply();
    expectSuccess(await act("approve", revoked, 0));
    expectSuccess(await act("approve", revoked, 2));
    expectSuccess(await act("revoke", revoked, 1, "车辆报废"));
    const list = (await bell()).sysMsgList.filter((m) => m.busId === (revoked as unknown as Loose));
    expect(list.map((m) => String(m.titile).split("：")[0]).sort()).toEqual([
      "通行证已作废",
      "通行证申请已通过",
    ]);
  });

  it("batch approval tells each creator at the final step", async () => {
    const id = await apply();
    const before = (await bell()).sysMsgTotal;
    expectSuccess(await admin.post("/permit/application/approveBatch", { ids: id }));
    expect((await bell()).sysMsgTotal).toBe(before);
    expectSuccess(await admin.post("/permit/application/approveBatch", { ids: id }));
    expect((await bell()).sysMsgTotal).toBe(before + 1);
  });
});

async function applicationNo(id: string): Promise<string> {
  const row = await t.db.one<{ no: string }>(
    "SELECT application_no AS no FROM permit_application WHERE id = $1",
    [id],
  );
  return row?.no ?? "";
}

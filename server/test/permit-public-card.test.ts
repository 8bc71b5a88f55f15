/** The public pass card: anonymous, exact fields, card states, friendly not-found, rate limit. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  addApplicant,
  addDriver,
  addVehicle,
  type Client,
  day,
  expectSuccess,
  idOf,
} from "./permit-fixtures.ts";

const NOT_FOUND = "未找到该通行证，请核对二维码或链接是否完整";
const FIELDS = [
  "applicationNo",
  "areasText",
  "cardState",
  "company",
  "driverName",
  "permitType",
  "permitTypeText",
  "plateNo",
  "region",
  "regionText",
  "status",
  "statusText",
  "validFrom",
  "validTo",
  "vehicleTypeText",
  "visitorName",
].sort();

let t: TestApp;
let admin: Client;
const anonymous = () => api(t.app);
let vehicleId: string;
let driverId: string;
let applicantId: string;
let visitorId: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
  vehicleId = await addVehicle(admin, t.db, "粤BD12345");
  driverId = await addDriver(admin, t.db, "卡片司机");
  applicantId = await addApplicant(admin, t.db, "卡片员工");
  visitorId = await addApplicant(admin, t.db, "卡片访客", "visitor");
});
afterAll(async () => {
  await t?.close();
});

/** Adds an application and returns its id and pass token. */
async function apply(extra: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const reason = `卡片${++seq}`;
  expectSuccess(
    await admin.post("/permit/application/add", {
      permitType: "special",
      region: "west",
      applicantId,
      vehicleId,
      driverId,
      areas: "A02,A06",
      validFrom: day(0),
      validTo: day(30),
      reason,
      ...extra,
    }),
  );
  const id = await idOf(t.db, "SELECT id FROM permit_application WHERE reason = $1", [reason]);
  const row = await t.db.one<{ pass_token: string }>(
    "SELECT pass_token FROM permit_application WHERE id = $1",
    [id],
  );
  return { id, token: String(row?.pass_token) };
}

const card = (token: string) => anonymous().get(`/permit/public/card/${encodeURIComponent(token)}`);
const step = (action: string, id: string, fromStatus: number, opinion = "意见") =>
  admin.post(`/permit/application/${action}`, { id, fromStatus, opinion });

describe("public pass card", () => {
  it("answers without login with exactly the card's fields", async () => {
    const { id, token } = await apply();
    const pending = await card(token);
    expectSuccess(pending);
    expect(Object.keys(pending.body.result).sort()).toEqual(FIELDS);
    expect(pending.body.result).toMatchObject({
      permitType: "special",
      permitTypeText: "特种车辆",
      plateNo: "粤BD12345",
      vehicleTypeText: "小型汽车",
      driverName: "卡片司机",
      visitorName: null,
      company: "测试单位",
      region: "west",
      regionText: "西区",
      areasText: "西门,生产区",
      validFrom: day(0),
      validTo: day(30),
      status: 0,
      statusText: "待审核",
      cardState: "pending",
    });
    expect(String(pending.body.result.applicationNo)).toMatch(/^TXZ\d{12}$/);
    expect(pending.text).not.toMatch(/passToken|tenant|idCard|mobile|"id"/);
    expectSuccess(await step("approve", id, 0));
    expect((await card(token)).body.result).toMatchObject({
      status: 2,
      statusText: "审核中",
      cardState: "pending",
    });
    expectSuccess(await step("approve", id, 2));
    expect((await card(token)).body.result).toMatchObject({
      status: 1,
      statusText: "已通过",
      cardState: "valid",
    });
    expectSuccess(await step("revoke", id, 1));
    expect((await card(token)).body.result).toMatchObject({
      status: 4,
      statusText: "已作废",
      cardState: "revoked",
    });
  });

  it("shows expired, rejected and a visitor card", async () => {
    const expired = await apply();
    await step("approve", expired.id, 0);
    await step("approve", expired.id, 2);
    await t.db.query("UPDATE permit_application SET valid_from = $2, valid_to = $3 WHERE id = $1", [
      expired.id,
      day(-30),
      day(-2),
    ]);
    expect((await card(expired.token)).body.result).toMatchObject({ status: 1, cardState: "expired" });
    // The expiry job then stores status 5: the card still says expired.
    await t.db.query("UPDATE permit_application SET status = 5 WHERE id = $1", [expired.id]);
    expect((await card(expired.token)).body.result).toMatchObject({
      status: 5,
      cardState: "expired",
      statusText: "已过期",
    });
    const rejected = await apply();
    await step("reject", rejected.id, 0, "不符合");
    expect((await card(rejected.token)).body.result).toMatchObject({
      cardState: "rejected",
      statusText: "已驳回",
    });
    const visitor = await apply({
      permitType: "visitor",
      vehicleId: null,
      driverId: null,
      applicantId: null,
      visitorId,
      validTo: day(2),
    });
    expect((await card(visitor.token)).body.result).toMatchObject({
      permitTypeText: "访客",
      visitorName: "卡片访客",
      driverName: null,
      plateNo: null,
    });
  });

  it("unknown and malformed tokens get a friendly not-found, never a 5xx or a stack", async () => {
    const tokens = [
      "A".repeat(32),
      "short",
      "x".repeat(500),
      "' OR 1=1 --",
      "%00abc",
      "../../etc/passwd",
      "ééééééééééééééééééééééééééééééé",
      "1",
    ];
    for (const token of tokens) {
      const res = await card(token);
      expect(res.status, token).toBeLessThan(500);
      expect(res.body, token).toMatchObject({ success: false, message: NOT_FOUND });
      expect(res.text).not.toMatch(/stack|Error:|at .+:\d+/);
    }
    const empty = await anonymous().get("/permit/public/card/");
    expect(empty.status).toBeLessThan(500);
    expect(empty.body.success).toBe(false);
  });

  it("limits each address to 60 card requests a minute with a clear message", async () => {
    let limited: Awaited<ReturnType<typeof card>> | undefined;
    for (let i = 0; i < 130 && !limited; i++) {
      const res = await card("B".repeat(32));
      if (res.status === 429) limited = res;
    }
    expect(limited?.body).toMatchObject({ success: false, code: 429, message: "查询过于频繁，请稍后再试" });
    const other = await t.app.inject({
      method: "GET",
      url: `/jeecg-boot/permit/public/card/${"B".repeat(32)}`,
      remoteAddress: "10.1.2.3",
    });
    expect(other.statusCode).toBe(200);
  });
});

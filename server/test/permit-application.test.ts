/** Permit applications: add, edit rules, every transition, the race, batch, history, regions, tenants. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, DEMO_USER, login, type TestApp } from "./helpers.ts";
import {
  addApplicant,
  addDriver,
  addVehicle,
  type Client,
  day,
  expectSuccess,
  idOf,
  type Page,
  permitFingerprint,
  uploadXlsx,
  userWithRoles,
} from "./permit-fixtures.ts";
import { expectRefused, NO_PERMISSION } from "./user-fixtures.ts";

const STALE = "该申请状态已变更，请刷新后重试";
const EDIT_REFUSED = "只有待审核或已驳回的申请可以修改";

let t: TestApp;
let admin: Client;
let adminT1: Client;
let east: Client;
let west: Client;
let demo: Client;
let vehicleId: string;
let driverId: string;
let applicantId: string;
let visitorId: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
  admin = api(t.app, token);
  // An administrator of tenant 1 only (a tenant-bound user never acts in tenant 0).
  adminT1 = await userWithRoles(t, "admin_t1", ["admin"], 1);
  demo = api(t.app, (await login(t.app, DEMO_USER.username, DEMO_USER.password)).token);
  east = await userWithRoles(t, "approver_e", ["permit_approver_east"]);
  west = await userWithRoles(t, "approver_w", ["permit_approver_west"]);
  vehicleId = await addVehicle(admin, t.db, "京AD10001");
  driverId = await addDriver(admin, t.db, "测试司机");
  applicantId = await addApplicant(admin, t.db, "测试员工");
  visitorId = await addApplicant(admin, t.db, "测试访客", "visitor");
});
afterAll(async () => {
  await t?.close();
});

interface AppRow {
  id: string;
  status: number;
}

/** Adds an application (default: temporary, east, 10 days) and returns its id. */
async function apply(extra: Record<string, unknown> = {}, client: Client = admin): Promise<string> {
  const reason = `测试申请${++seq}`;
  const res = await client.post("/permit/application/add", {
    permitType: "temporary",
    region: "east",
    applicantId,
    vehicleId,
    driverId,
    areas: "A01,A05",
    validFrom: day(0),
    validTo: day(10),
    reason,
    ...extra,
  });
  expectSuccess(res, "添加成功！");
  return idOf(t.db, "SELECT id FROM permit_application WHERE reason = $1", [reason]);
}

async function statusOf(id: string): Promise<number> {
  const row = await t.db.one<AppRow>("SELECT id, status FROM permit_application WHERE id = $1", [id]);
  return Number(row?.status);
}

async function approvals(id: string): Promise<number> {
  const row = await t.db.one<{ n: number }>(
    "SELECT count(*)::integer AS n FROM permit_approval WHERE application_id = $1",
    [id],
  );
  return Number(row?.n);
}

const act = (c: Client, action: string, id: string, fromStatus: number, opinion?: string) =>
  c.post(`/permit/application/${action}`, { id, fromStatus, opinion });

/** Moves a new application to a status along the allowed path. */
async function appIn(status: number, extra: Record<string, unknown> = {}): Promise<string> {
  const id = await apply(extra);
  const steps: Record<number, [string, number][]> = {
    0: [],
    2: [["approve", 0]],
    1: [
      ["approve", 0],
      ["approve", 2],
    ],
    3: [["reject", 0]],
    4: [
      ["approve", 0],
      ["approve", 2],
      ["revoke", 1],
    ],
  };
  for (const [action, from] of steps[status]) expectSuccess(await act(admin, action, id, from, "意见"));
  expect(await statusOf(id)).toBe(status);
  return id;
}

describe("add and edit", () => {
  it("adds pending with a generated number, a 192-bit pass token and the creator", async () => {
    const id = await apply();
    const row = await t.db.one<Record<string, unknown>>(
      "SELECT application_no, status, pass_token, create_by, plate_no, tenant_id FROM permit_application WHERE id = $1",
      [id],
    );
    expect(row).toMatchObject({ status: 0, create_by: "admin", plate_no: "京AD10001", tenant_id: 0 });
    expect(String(row?.application_no)).toMatch(/^TXZ\d{8}\d{4}$/);
    expect(String(row?.pass_token)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const got = await admin.get("/permit/application/queryById", { id });
    expectSuccess(got);
    expect(got.body.result).toMatchObject({
      status: 0,
      status_dictText: "待审核",
      permitType_dictText: "临时",
      region_dictText: "东区",
      areas_dictText: "东门,办公区",
      expired: false,
      driverName: "测试司机",
      applicantName: "测试员工",
      plateNo: "京AD10001",
    });
  });

  it("refuses a bad window, type, region, vehicle, visitor and area with clear messages", async () => {
    const add = (extra: Record<string, unknown>) =>
      admin.post("/permit/application/add", {
        permitType: "temporary",
        region: "east",
        vehicleId,
        validFrom: day(0),
        validTo: day(5),
        ...extra,
      });
    expectRefused(await add({ validTo: day(31) }), "临时通行证的有效期最长30天");
    expectRefused(
      await add({ permitType: "visitor", visitorId, validTo: day(8) }),
      "访客通行证的有效期最长7天",
    );
    expectRefused(await add({ validTo: day(0) }), "有效期止必须晚于有效期起");
    expectRefused(await add({ validTo: day(-1) }), "有效期止必须晚于有效期起");
    expectRefused(await add({ validFrom: undefined }), "请选择有效期起");
    expectRefused(await add({ validTo: "2024-13-01" }), /有效期止格式不正确/);
    expectRefused(await add({ permitType: "vip" }), "请选择正确的通行证类型");
    expectRefused(await add({ region: "north" }), "请选择正确的通行区域");
    expectRefused(await add({ vehicleId: "nope" }), /请选择车辆/);
    expectRefused(await add({ permitType: "visitor", visitorId: applicantId }), /请选择访客/);
    expectRefused(await add({ areas: "A01,Z9" }), /允许通行区域的值“Z9”不在字典中/);
    expectRefused(await add({ driverId: "nope" }), "驾驶员不存在或不属于当前租户");
  });

  it("a visitor permit needs no vehicle and the visitor filter lists visitor permits only", async () => {
    const id = await apply({
      permitType: "visitor",
      vehicleId: null,
      driverId: null,
      applicantId: null,
      visitorId,
      hostName: "王经理",
      visitReason: "商务洽谈",
      visitStart: `${day(1)} 09:00:00`,
      visitEnd: `${day(1)} 17:00:00`,
      validTo: day(3),
    });
    const list = await admin.get<Page>("/permit/application/list", { permitType: "visitor", pageSize: 1000 });
    const records = list.body.result.records;
    expect(records.every((r) => String(r.permitType) === "visitor")).toBe(true);
    const mine = records.find((r) => String(r.id) === id);
    expect(mine).toMatchObject({ visitorName: "测试访客", hostName: "王经理", plateNo: null });
  });

  it("edits while pending or rejected only, and keeps number, token and status", async () => {
    const pending = await apply();
    const before = await t.db.one("SELECT application_no, pass_token FROM permit_application WHERE id = $1", [
      pending,
    ]);
    expectSuccess(
      await admin.put("/permit/application/edit", { id: pending, reason: "改", status: 1, passToken: "x" }),
      "编辑成功!",
    );
    const after = await t.db.one<Record<string, unknown>>(
      "SELECT application_no, pass_token, status, reason FROM permit_application WHERE id = $1",
      [pending],
    );
    expect(after).toMatchObject({ ...before, status: 0, reason: "改" });
    expectRefused(
      await admin.put("/permit/application/edit", { id: pending, validTo: day(60) }),
      "临时通行证的有效期最长30天",
    );
    const rejected = await appIn(3);
    expectSuccess(await admin.put("/permit/application/edit", { id: rejected, reason: "补充资料" }));
    for (const status of [2, 1, 4]) {
      const id = await appIn(status);
      expectRefused(await admin.put("/permit/application/edit", { id, reason: "x" }), EDIT_REFUSED);
    }
  });

  it("marks a permit past its valid-to date as expired", async () => {
    const id = await appIn(1);
    await t.db.query("UPDATE permit_application SET valid_from = $2, valid_to = $3 WHERE id = $1", [
      id,
      day(-20),
      day(-3),
    ]);
    const list = await admin.get<Page>("/permit/application/list", { id, pageSize: 10 });
    expect(list.body.result.records[0]).toMatchObject({ id, expired: true });
    expect((await admin.get("/permit/application/queryById", { id })).body.result.expired).toBe(true);
  });

  it("refuses deleting an application in review or approved; deletes a pending one", async () => {
    for (const status of [2, 1]) {
      expectRefused(
        await admin.delete("/permit/application/delete", { id: await appIn(status) }),
        /不能删除/,
      );
    }
    expectSuccess(await admin.delete("/permit/application/delete", { id: await apply() }), "删除成功!");
  });
  it("imports applications naming the vehicle by its plate; bad rows are reported", async () => {
    const res = await uploadXlsx(admin, "/permit/application/importExcel", [
      ["通行证类型", "通行区域", "车牌号", "允许通行区域", "有效期起", "有效期止", "申请事由"],
      ["临时", "东区", "京AD10001", "东门", day(0), day(5), "导入一"],
      ["临时", "东区", "京X", "东门", day(0), day(5), "导入二"],
      ["临时", "东区", "京AD10001", "东门", day(0), day(50), "导入三"],
    ]);
    expectSuccess(res);
    expect(res.body.result).toMatchObject({ totalCount: 3, successCount: 1, errorCount: 2 });
    const row = await t.db.one<Record<string, unknown>>(
      "SELECT status, vehicle_id, plate_no, application_no, pass_token FROM permit_application WHERE reason = '导入一'",
    );
    expect(row).toMatchObject({ status: 0, vehicle_id: vehicleId, plate_no: "京AD10001" });
    expect(String(row?.application_no)).toMatch(/^TXZ/);
    expect(String(row?.pass_token)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe("transitions", () => {
  it("approve 0->2, approve 2->1, revoke 1->4, each with an approval row; history newest first", async () => {
    const id = await apply();
    const first = await act(admin, "approve", id, 0, "初审同意");
    expectSuccess(first, "审批成功！");
    expect(first.body.result).toMatchObject({ id, status: 2 });
    expectSuccess(await act(admin, "approve", id, 2, "终审同意"));
    expect(await statusOf(id)).toBe(1);
    expectSuccess(await act(admin, "revoke", id, 1, "车辆报废"), "已作废！");
    expect(await statusOf(id)).toBe(4);
    const history = await admin.get<Record<string, unknown>[]>("/permit/application/history", { id });
    expectSuccess(history);
    expect(
      history.body.result.map((h) => [h.action, h.fromStatus, h.toStatus, h.opinion, h.operator]),
    ).toEqual([
      ["revoke", 1, 4, "车辆报废", "admin"],
      ["approve", 2, 1, "终审同意", "admin"],
      ["approve", 0, 2, "初审同意", "admin"],
    ]);
    expect(history.body.result[0]).toMatchObject({ actionText: "作废", applicationId: id });
    expect(String(history.body.result[0].createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("reject needs an opinion; reject 0->3 and 2->3; submit 3->0", async () => {
    const id = await apply();
    expectRefused(await act(admin, "reject", id, 0), "请填写驳回意见");
    expectRefused(await act(admin, "reject", id, 0, "   "), "请填写驳回意见");
    expectSuccess(await act(admin, "reject", id, 0, "资料不全"), "已驳回！");
    expect(await statusOf(id)).toBe(3);
    expectSuccess(await act(admin, "submit", id, 3), "已重新提交！");
    expect(await statusOf(id)).toBe(0);
    expectSuccess(await act(admin, "approve", id, 0));
    expectSuccess(await act(admin, "reject", id, 2, "复审不通过"));
    expect(await statusOf(id)).toBe(3);
    expect(await approvals(id)).toBe(4);
  });

  it.each([
    ["approve", 1, "已通过、已驳回或已作废的申请不能审批"],
    ["approve", 3, "已通过、已驳回或已作废的申请不能审批"],
    ["approve", 4, "已通过、已驳回或已作废的申请不能审批"],
    ["reject", 1, "已通过、已驳回或已作废的申请不能驳回"],
    ["reject", 3, "已通过、已驳回或已作废的申请不能驳回"],
    ["reject", 4, "已通过、已驳回或已作废的申请不能驳回"],
    ["revoke", 0, "只有已通过的通行证可以作废"],
    ["revoke", 2, "只有已通过的通行证可以作废"],
    ["revoke", 3, "只有已通过的通行证可以作废"],
    ["revoke", 4, "只有已通过的通行证可以作废"],
    ["submit", 0, "只有已驳回的申请可以重新提交"],
    ["submit", 1, "只有已驳回的申请可以重新提交"],
    ["submit", 2, "只有已驳回的申请可以重新提交"],
    ["submit", 4, "只有已驳回的申请可以重新提交"],
  ] as const)("%s in status %i is refused and writes nothing", async (action, status, message) => {
    const id = await appIn(status);
    const before = await permitFingerprint(t.db);
    expectRefused(await act(admin, action, id, status, "意见"), message);
    expect(await permitFingerprint(t.db)).toEqual(before);
  });

  it("a stale fromStatus is refused with the refresh message and changes nothing", async () => {
    const id = await appIn(2);
    const before = await permitFingerprint(t.db);
    expectRefused(await act(admin, "approve", id, 0), STALE);
    expectRefused(await act(admin, "reject", id, 0, "x"), STALE);
    expect(await permitFingerprint(t.db)).toEqual(before);
    expectRefused(await act(admin, "approve", "nope", 0), "未找到对应数据");
    expectRefused(await admin.post("/permit/application/approve", { id }), /fromStatus/);
    expectRefused(await admin.post("/permit/application/approve", { id, fromStatus: "x" }), /fromStatus/);
  });

  it("two approvers at once: exactly one wins and one approval row is written", async () => {
    for (const from of [0, 2]) {
      const id = await appIn(from);
      const rowsBefore = await approvals(id);
      const results = await Promise.all([
        act(admin, "approve", id, from, "A"),
        act(east, "approve", id, from, "B"),
      ]);
      const wins = results.filter((r) => r.body.success);
      const losses = results.filter((r) => !r.body.success);
      expect(wins.length).toBe(1);
      expect(losses.length).toBe(1);
      expect(losses[0].body.message).toBe(STALE);
      expect(await approvals(id)).toBe(rowsBefore + 1);
      expect(await statusOf(id)).toBe(from === 0 ? 2 : 1);
    }
  });

  it("approve and reject racing: one wins", async () => {
    const id = await appIn(0);
    const results = await Promise.all([act(admin, "approve", id, 0), act(east, "reject", id, 0, "不同意")]);
    expect(results.filter((r) => r.body.success).length).toBe(1);
    expect(await approvals(id)).toBe(1);
  });

  it("approveBatch applies the next step to pending and in-review rows and skips the rest", async () => {
    const ids = [await appIn(0), await appIn(2), await appIn(1), await appIn(3)];
    const res = await admin.post("/permit/application/approveBatch", {
      ids: ids.join(","),
      opinion: "批量同意",
    });
    expectSuccess(res, "批量审批完成：成功2条，跳过2条");
    expect(res.body.result).toMatchObject({ successCount: 2, failCount: 2 });
    expect(await Promise.all(ids.map(statusOf))).toEqual([2, 1, 1, 3]);
    const asArray = await admin.post("/permit/application/approveBatch", { ids: [ids[0]] });
    expect(asArray.body.result).toMatchObject({ successCount: 1, failCount: 0 });
    expectRefused(await admin.post("/permit/application/approveBatch", { ids: "" }), "请选择一条记录！");
  });
});

describe("regional approvers", () => {
  it("see their region only in lists, details and history", async () => {
    const westId = await apply({ region: "west" });
    const eastId = await apply({ region: "east" });
    const list = await east.get<Page>("/permit/application/list", { pageSize: 1000 });
    expectSuccess(list);
    expect(list.body.result.total).toBeGreaterThan(1);
    expect(new Set(list.body.result.records.map((r) => String(r.region)))).toEqual(new Set(["east"]));
    expect((await east.get<Page>("/permit/application/list", { region: "west" })).body.result.total).toBe(0);
    expectSuccess(await east.get("/permit/application/queryById", { id: eastId }));
    expectRefused(await east.get("/permit/application/queryById", { id: westId }), "未找到对应数据");
    expectRefused(await east.get("/permit/application/history", { id: westId }), "未找到对应数据");
    const westList = await west.get<Page>("/permit/application/list", { pageSize: 1000 });
    expect(new Set(westList.body.result.records.map((r) => String(r.region)))).toEqual(new Set(["west"]));
  });

  it("act on their region only; batch skips other regions; no revoke code", async () => {
    const westId = await apply({ region: "west" });
    const eastId = await apply({ region: "east" });
    const before = await permitFingerprint(t.db);
    expectRefused(await act(east, "approve", westId, 0), "未找到对应数据");
    expectRefused(await act(east, "reject", westId, 0, "x"), "未找到对应数据");
    const batch = await east.post("/permit/application/approveBatch", { ids: westId });
    expect(batch.body.result).toMatchObject({ successCount: 0, failCount: 1 });
    expect(await permitFingerprint(t.db)).toEqual(before);
    expectSuccess(await act(east, "approve", eastId, 0));
    expectSuccess(await act(west, "approve", westId, 0));
    const history = await east.get<Record<string, unknown>[]>("/permit/application/history", { id: eastId });
    expect(history.body.result[0]).toMatchObject({ operator: "approver_e", action: "approve" });
    expectSuccess(await act(east, "approve", eastId, 2));
    const revoke = await act(east, "revoke", eastId, 1);
    expect(revoke.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
  });
});

describe("tenants and access", () => {
  it("an application of tenant 1 is invisible and unchangeable from tenant 0", async () => {
    const v1 = await addVehicle(adminT1, t.db, "京AD10001", 1);
    expectSuccess(
      await adminT1.post("/permit/application/add", {
        permitType: "temporary",
        region: "east",
        vehicleId: v1,
        validFrom: day(0),
        validTo: day(3),
        reason: "租户1",
      }),
    );
    const id = await idOf(t.db, "SELECT id FROM permit_application WHERE reason = '租户1'", []);
    expectRefused(
      await admin.post("/permit/application/add", {
        permitType: "temporary",
        region: "east",
        vehicleId: v1,
        validFrom: day(0),
        validTo: day(3),
      }),
      /请选择车辆/,
    );
    const before = await permitFingerprint(t.db);
    const all = await admin.get<Page>("/permit/application/list", { pageSize: 1000, reason: "租户1" });
    expect(all.body.result.total).toBe(0);
    expectRefused(await admin.get("/permit/application/queryById", { id }), "未找到对应数据");
    expectRefused(await admin.get("/permit/application/history", { id }), "未找到对应数据");
    expectRefused(await admin.put("/permit/application/edit", { id, reason: "x" }), "未找到对应数据");
    expectRefused(await admin.delete("/permit/application/delete", { id }), "未找到对应数据");
    expectRefused(await act(admin, "approve", id, 0), "未找到对应数据");
    const batch = await admin.post("/permit/application/approveBatch", { ids: id });
    expect(batch.body.result).toMatchObject({ successCount: 0 });
    expect(await permitFingerprint(t.db)).toEqual(before);
    expect((await adminT1.get<Page>("/permit/application/list")).body.result.total).toBe(1);
    expectSuccess(await act(adminT1, "approve", id, 0));
  });

  const calls: [string, (c: Client) => ReturnType<Client["get"]>][] = [
    ["list", (c) => c.get<Page>("/permit/application/list")],
    ["queryById", (c) => c.get("/permit/application/queryById", { id: "x" })],
    ["history", (c) => c.get("/permit/application/history", { id: "x" })],
    ["add", (c) => c.post("/permit/application/add", { permitType: "temporary" })],
    ["edit", (c) => c.put("/permit/application/edit", { id: "x" })],
    ["delete", (c) => c.delete("/permit/application/delete", { id: "x" })],
    ["submit", (c) => c.post("/permit/application/submit", { id: "x", fromStatus: 3 })],
    ["approve", (c) => c.post("/permit/application/approve", { id: "x", fromStatus: 0 })],
    ["reject", (c) => c.post("/permit/application/reject", { id: "x", fromStatus: 0, opinion: "x" })],
    ["revoke", (c) => c.post("/permit/application/revoke", { id: "x", fromStatus: 1 })],
    ["approveBatch", (c) => c.post("/permit/application/approveBatch", { ids: "x" })],
    ["exportXls", (c) => c.get("/permit/application/exportXls")],
  ];
  it.each(calls)("%s: anonymous 401, a user without the code 510, nothing changed", async (_n, call) => {
    expect((await call(api(t.app))).status).toBe(401);
    const before = await permitFingerprint(t.db);
    const res = await call(demo);
    expect(res.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION });
    expect(await permitFingerprint(t.db)).toEqual(before);
  });
});

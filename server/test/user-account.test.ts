/** A user's own account: password change, departments, department switch. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/core/passwords.ts";
import { ADMIN, api, createTestApp, login, type TestApp } from "./helpers.ts";
import {
  expectOk,
  expectRefused,
  fingerprint,
  GOOD_PASSWORD,
  insertUser,
  MARKET_DEPART_ID,
  RD_DEPART_ID,
  TEST_ROLE_ID,
} from "./user-fixtures.ts";

let t: TestApp;
let hash: string;

beforeAll(async () => {
  t = await createTestApp();
  hash = await hashPassword(GOOD_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
async function freshUser(departs: string[] = [MARKET_DEPART_ID, RD_DEPART_ID]) {
  seq++;
  const username = `acct_u${seq}`;
  const id = await insertUser(
    t.db,
    { username, password: hash, phone: `1370000${String(seq).padStart(4, "0")}` },
    departs,
    [TEST_ROLE_ID],
  );
  const { token } = await login(t.app, username, GOOD_PASSWORD);
  expect(token).not.toBe("");
  return { id, username, token, client: api(t.app, token) };
}

const change = (username: string, oldpassword: string, password: string, confirmpassword = password) => ({
  username,
  oldpassword,
  password,
  confirmpassword,
});

describe("updatePassword", () => {
  it("checks in the original's order and changes nothing on refusal", async () => {
    const u = await freshUser();
    const before = await fingerprint(t.db);
    const put = (body: object) => u.client.put("/sys/user/updatePassword", body);
    expectRefused(await put(change("admin", GOOD_PASSWORD, "New#Pass1")), "只允许修改自己的密码！");
    expectRefused(await put({ oldpassword: GOOD_PASSWORD, password: "New#Pass1" }), "只允许修改自己的密码！");
    expectRefused(await put(change(u.username, "wrong", "New#Pass1")), "旧密码输入错误!");
    expectRefused(await put(change(u.username, GOOD_PASSWORD, "")), "新密码不允许为空!");
    expectRefused(
      await put(change(u.username, GOOD_PASSWORD, "New#Pass1", "New#Pass2")),
      "两次输入密码不一致!",
    );
    expectRefused(
      await put(change(u.username, GOOD_PASSWORD, "weakpass")),
      "密码由8位数字、大小写字母和特殊符号组成!",
    );
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it("changes the password (PUT), keeps this session and ends the others", async () => {
    const u = await freshUser();
    const second = api(t.app, (await login(t.app, u.username, GOOD_PASSWORD)).token);
    const res = await u.client.put(
      "/sys/user/updatePassword",
      change(u.username, GOOD_PASSWORD, "New#Pass1"),
    );
    expectOk(res, "密码重置成功!");
    expect(res.body.code).toBe(200);
    expectOk(await u.client.get("/sys/user/getCurrentUserDeparts"));
    expect((await second.get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
    expect((await login(t.app, u.username, "New#Pass1")).token).not.toBe("");
  });

  it("accepts POST too and clears the must-change flag", async () => {
    const u = await freshUser();
    await t.db.query("UPDATE sys_user SET must_change_password = true WHERE id = $1", [u.id]);
    expectRefused(await u.client.get("/sys/user/list"), "请先修改初始密码");
    expectOk(await u.client.post("/sys/user/updatePassword", change(u.username, GOOD_PASSWORD, "New#Pass2")));
    const row = await t.db.one<{ must_change_password: boolean }>(
      "SELECT must_change_password FROM sys_user WHERE id = $1",
      [u.id],
    );
    expect(row?.must_change_password).toBe(false);
    expectOk(await u.client.get("/sys/user/list"));
  });

  it("needs a login", async () => {
    expect((await api(t.app).put("/sys/user/updatePassword", change("admin", "x", "y"))).status).toBe(401);
  });
});

describe("getCurrentUserDeparts", () => {
  it("answers the user's departments and current orgCode", async () => {
    const { token } = await login(t.app, ADMIN.username, ADMIN.password);
    const res = await api(t.app, token).get("/sys/user/getCurrentUserDeparts");
    expectOk(res);
    expect(res.body.result.orgCode).toBe("A01");
    expect(res.body.result.list).toEqual([
      expect.objectContaining({ orgCode: "A01", departName: "北京国炬软件" }),
    ]);
  });
});

describe("selectDepart", () => {
  it("switches to one of the user's own departments (PUT and POST)", async () => {
    const u = await freshUser();
    const res = await u.client.put("/sys/selectDepart", { orgCode: "A01A02", username: u.username });
    expectOk(res);
    expect(res.body.result.userInfo).toMatchObject({ id: u.id, username: u.username, orgCode: "A01A02" });
    expect(res.body.result.userInfo).not.toHaveProperty("password");
    const post = await u.client.post("/sys/selectDepart", { orgCode: "A01A01" });
    expectOk(post);
    expect(post.body.result.userInfo.orgCode).toBe("A01A01");
    const departs = await u.client.get("/sys/user/getCurrentUserDeparts");
    expect(departs.body.result.orgCode).toBe("A01A01");
    expect(departs.body.result.list).toHaveLength(2);
  });

  it("refuses another user's name, a department not theirs and an empty code", async () => {
    const u = await freshUser();
    const before = await fingerprint(t.db);
    expectRefused(
      await u.client.put("/sys/selectDepart", { orgCode: "A01", username: "admin" }),
      "只允许切换自己的部门！",
    );
    expectRefused(await u.client.put("/sys/selectDepart", { orgCode: "A02" }), "所选部门不属于当前用户");
    expectRefused(
      await u.client.put("/sys/selectDepart", { orgCode: "' OR 1=1 --" }),
      "所选部门不属于当前用户",
    );
    expectRefused(await u.client.put("/sys/selectDepart", { orgCode: "" }), "请选择部门");
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

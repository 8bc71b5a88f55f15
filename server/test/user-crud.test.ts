/** User administration as admin: add, edit, query, freeze, reset password, delete. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, api, createTestApp, type Loose, login, type TestApp } from "./helpers.ts";
import { TEST_BASE_ENV } from "./test-env.ts";
import {
  ADMIN_ID,
  ADMIN_ROLE_ID,
  expectOk,
  expectRefused,
  fingerprint,
  GOOD_PASSWORD,
  MARKET_DEPART_ID,
  RD_DEPART_ID,
  ROOT_DEPART_ID,
  TEST_ROLE_ID,
} from "./user-fixtures.ts";

let t: TestApp;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, (await login(t.app, ADMIN.username, ADMIN.password)).token);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
function newUser(extra: Record<string, unknown> = {}) {
  seq++;
  return {
    username: `crud_u${seq}`,
    realname: `测试用户${seq}`,
    password: GOOD_PASSWORD,
    confirmpassword: GOOD_PASSWORD,
    phone: `1390000${String(seq).padStart(4, "0")}`,
    email: `u${seq}@crud.test`,
    workNo: `W${seq}`,
    sex: "1",
    birthday: "1990-01-02",
    selectedroles: TEST_ROLE_ID,
    selecteddeparts: `${MARKET_DEPART_ID},${RD_DEPART_ID},`,
    ...extra,
  };
}

async function userRow(username: string) {
  return t.db.one<Record<string, unknown>>("SELECT * FROM sys_user WHERE username = $1", [username]);
}

async function addUser(extra: Record<string, unknown> = {}) {
  const body = newUser(extra);
  expectOk(await admin.post("/sys/user/add", body), "添加成功！");
  const row = await userRow(body.username);
  return { body, id: String(row?.id) };
}

describe("add", () => {
  it("creates the user with a scrypt hash, roles and departments", async () => {
    const body = newUser();
    const res = await admin.post("/sys/user/add", body);
    expectOk(res, "添加成功！");
    expect(res.body).toMatchObject({ code: 200, result: "添加成功！" });
    const row = await userRow(body.username);
    expect(row).toMatchObject({
      realname: body.realname,
      phone: body.phone,
      email: body.email,
      work_no: body.workNo,
      sex: 1,
      birthday: "1990-01-02",
      status: 1,
      del_flag: 0,
      create_by: "admin",
      salt: "",
    });
    expect(String(row?.password)).toMatch(
      new RegExp(`^scrypt\\$${TEST_BASE_ENV.PASSWORD_HASH_COST}\\$8\\$1\\$`),
    );
    const roles = await t.db.query("SELECT role_id FROM sys_user_role WHERE user_id = $1", [row?.id]);
    expect(roles.map((r) => r.role_id)).toEqual([TEST_ROLE_ID]);
    const deps = await t.db.query("SELECT dep_id FROM sys_user_depart WHERE user_id = $1 ORDER BY dep_id", [
      row?.id,
    ]);
    expect(deps.map((r) => r.dep_id)).toEqual([MARKET_DEPART_ID, RD_DEPART_ID].sort());
    const { token } = await login(t.app, body.username, GOOD_PASSWORD);
    expect(token).not.toBe("");
  });

  it("accepts a 16x/19x mobile and numbers sent as numbers", async () => {
    await addUser({ phone: "16612345678", sex: 2 });
    await addUser({ phone: "19912345678", sex: null, email: "", workNo: "" });
  });

  it.each([
    [{ username: "" }, "请输入用户名"],
    [{ username: undefined }, "请输入用户名"],
    [{ username: "abc" }, "长度4到18个字符"],
    [{ username: "a".repeat(19) }, "长度4到18个字符"],
    [{ username: "ab cd" }, "只允许字母、数字、下划线"],
    [{ username: "用户名称" }, "只允许字母、数字、下划线"],
    [{ realname: "" }, "请输入用户名称!"],
    [{ phone: "" }, "请输入手机号"],
    [{ phone: "12345678901" }, "请输入正确手机号"],
    [{ phone: "1381234567" }, "请输入正确手机号"],
    [{ email: "not-an-email" }, "邮箱格式不正确"],
    [{ password: "" }, "请输入密码"],
    [{ password: "abc12345", confirmpassword: "abc12345" }, "密码由8位数字、大小写字母和特殊符号组成!"],
    [{ confirmpassword: "Other#123" }, "两次输入的密码不一样！"],
    [{ sex: "x" }, "性别必须是数字"],
    [{ sex: 1.5 }, "性别必须是整数"],
    [{ sex: 99999 }, "性别必须在0到32767之间"],
    [{ birthday: "1990-02-30" }, "生日格式不正确，应为yyyy-MM-dd"],
    [{ selectedroles: "nope" }, "角色不存在：nope"],
    [{ selecteddeparts: "nope" }, "部门不存在：nope"],
    [{ selectedroles: "a'b" }, "角色参数格式不正确"],
    [{ relTenantIds: "1,x" }, "租户ID格式不正确"],
  ])("refuses %j with its message and writes nothing", async (extra, message) => {
    const before = await fingerprint(t.db);
    expectRefused(await admin.post("/sys/user/add", newUser(extra)), message);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it("refuses duplicates of username, phone, e-mail and work number", async () => {
    const { body } = await addUser();
    const before = await fingerprint(t.db);
    expectRefused(await admin.post("/sys/user/add", newUser({ username: body.username })), "用户账号已存在");
    expectRefused(await admin.post("/sys/user/add", newUser({ username: "admin" })), "用户账号已存在");
    expectRefused(await admin.post("/sys/user/add", newUser({ phone: body.phone })), "手机号已存在");
    expectRefused(await admin.post("/sys/user/add", newUser({ email: body.email })), "邮箱已存在");
    expectRefused(await admin.post("/sys/user/add", newUser({ workNo: body.workNo })), "工号已存在");
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe("list and queryById", () => {
  it("lists the new user with dictionary texts", async () => {
    const { body } = await addUser();
    const res = await admin.get("/sys/user/list", { username: body.username });
    expectOk(res);
    const rec = (res.body.result.records as unknown as Loose[])[0];
    expect(rec).toMatchObject({ username: body.username, sex_dictText: "男", status_dictText: "正常" });
    expect(rec.orgCodeTxt).toBe("市场部,研发部");
  });

  it("queryById answers the record without secrets, or 未找到对应数据", async () => {
    const { body, id } = await addUser();
    const res = await admin.get("/sys/user/queryById", { id });
    expectOk(res);
    expect(res.body.result).toMatchObject({ id, username: body.username, realname: body.realname });
    expect(res.body.result).not.toHaveProperty("password");
    expect(res.body.result).not.toHaveProperty("salt");
    expectRefused(await admin.get("/sys/user/queryById", { id: "nope" }), "未找到对应数据");
  });
});

describe("edit", () => {
  it("changes fields (PUT and POST), never the password or username, and replaces named relations", async () => {
    const { body, id } = await addUser();
    const before = await userRow(body.username);
    const res = await admin.put("/sys/user/edit", {
      id,
      realname: "改名",
      phone: "13711112222",
      password: "Other#999",
      username: "renamed_user",
      selectedroles: ADMIN_ROLE_ID,
      sex_dictText: "ignored",
    });
    expectOk(res, "编辑成功!");
    const after = await userRow(body.username);
    expect(after).toMatchObject({ realname: "改名", phone: "13711112222", update_by: "admin" });
    expect(after?.password).toBe(before?.password);
    expect(after?.update_time).toBeTruthy();
    const roles = await t.db.query("SELECT role_id FROM sys_user_role WHERE user_id = $1", [id]);
    expect(roles.map((r) => r.role_id)).toEqual([ADMIN_ROLE_ID]);
    // selecteddeparts was not sent: the departments stay.
    const deps = await t.db.query("SELECT dep_id FROM sys_user_depart WHERE user_id = $1", [id]);
    expect(deps).toHaveLength(2);

    expectOk(
      await admin.post("/sys/user/edit", { id, realname: "再改", selecteddeparts: ROOT_DEPART_ID }),
      "编辑成功!",
    );
    const deps2 = await t.db.query("SELECT dep_id FROM sys_user_depart WHERE user_id = $1", [id]);
    expect(deps2.map((r) => r.dep_id)).toEqual([ROOT_DEPART_ID]);
    expect((await userRow(body.username))?.org_code).toBe("A01");
  });

  it("refuses an unknown id, duplicates and rule violations without writing", async () => {
    const { id } = await addUser();
    const before = await fingerprint(t.db);
    expectRefused(await admin.put("/sys/user/edit", { id: "nope", realname: "x" }), "未找到对应数据");
    expectRefused(await admin.put("/sys/user/edit", { realname: "x" }), "缺少必填参数：id");
    expectRefused(await admin.put("/sys/user/edit", { id, phone: "18611111111" }), "手机号已存在");
    expectRefused(await admin.put("/sys/user/edit", { id, phone: "123" }), "请输入正确手机号");
    expectRefused(await admin.put("/sys/user/edit", { id, realname: "" }), "请输入用户名称!");
    expectRefused(await admin.put("/sys/user/edit", { id, email: "bad" }), "邮箱格式不正确");
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe("frozenBatch", () => {
  it("freezes (ending the user's sessions) and unfreezes", async () => {
    const { body, id } = await addUser();
    const { token } = await login(t.app, body.username, GOOD_PASSWORD);
    expectOk(await api(t.app, token).get("/sys/user/getCurrentUserDeparts"));
    expectOk(await admin.put("/sys/user/frozenBatch", { ids: `${id},`, status: "2" }), "操作成功!");
    expect((await userRow(body.username))?.status).toBe(2);
    expect((await api(t.app, token).get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
    expect((await login(t.app, body.username, GOOD_PASSWORD)).body.message).toBe("该用户已冻结");
    expectOk(await admin.put("/sys/user/frozenBatch", { ids: id, status: 1 }), "操作成功!");
    expect((await userRow(body.username))?.status).toBe(1);
  });

  it("refuses freezing yourself, a bad status and unknown ids", async () => {
    const before = await fingerprint(t.db);
    expectRefused(
      await admin.put("/sys/user/frozenBatch", { ids: ADMIN_ID, status: "2" }),
      "不能冻结当前登录用户",
    );
    expectRefused(
      await admin.put("/sys/user/frozenBatch", { ids: ADMIN_ID, status: "3" }),
      "状态值不正确，只能是1(正常)或2(冻结)",
    );
    expectRefused(await admin.put("/sys/user/frozenBatch", { ids: "nope", status: "2" }), "未找到对应数据");
    expectRefused(await admin.put("/sys/user/frozenBatch", { ids: ",", status: "2" }), "请选择一条记录！");
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe("checkOnlyUser and queryUserRole", () => {
  it("checkOnlyUser needs no login", async () => {
    const anon = api(t.app);
    expectRefused(await anon.get("/sys/user/checkOnlyUser", { username: "admin" }), "用户账号已存在");
    expectRefused(await anon.get("/sys/user/checkOnlyUser", { phone: "18611111111" }), "用户账号已存在");
    expectOk(await anon.get("/sys/user/checkOnlyUser", { username: "free_name_1" }));
    expectOk(await anon.get("/sys/user/checkOnlyUser", { username: "admin' OR '1'='1" }));
    expectRefused(await anon.get("/sys/user/checkOnlyUser"), "请输入要校验的用户账号");
  });

  it("queryUserRole lists role ids", async () => {
    const res = await admin.get("/sys/user/queryUserRole", { userid: ADMIN_ID });
    expectOk(res);
    expect(res.body.result).toEqual([ADMIN_ROLE_ID]);
    const { id } = await addUser({ selectedroles: "" });
    expectRefused(await admin.get("/sys/user/queryUserRole", { userid: id }), "未找到用户相关角色信息");
  });
});

describe("changePassword (administrator reset)", () => {
  it("sets a new password and ends the user's sessions", async () => {
    const { body } = await addUser();
    const { token } = await login(t.app, body.username, GOOD_PASSWORD);
    const res = await admin.put("/sys/user/changePassword", {
      username: body.username,
      password: "New#Pass123",
      confirmpassword: "New#Pass123",
    });
    expectOk(res, "密码修改成功!");
    expect((await api(t.app, token).get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
    expect((await login(t.app, body.username, GOOD_PASSWORD)).token).toBe("");
    expect((await login(t.app, body.username, "New#Pass123")).token).not.toBe("");
  });

  it("refuses an unknown user, a weak password and a mismatch", async () => {
    const before = await fingerprint(t.db);
    expectRefused(
      await admin.put("/sys/user/changePassword", { username: "nobody", password: GOOD_PASSWORD }),
      "用户不存在！",
    );
    expectRefused(
      await admin.put("/sys/user/changePassword", { username: "jeecg", password: "12345678" }),
      "密码由8位数字、大小写字母和特殊符号组成!",
    );
    expectRefused(
      await admin.put("/sys/user/changePassword", {
        username: "jeecg",
        password: GOOD_PASSWORD,
        confirmpassword: "x",
      }),
      "两次输入的密码不一样！",
    );
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe("delete and deleteBatch", () => {
  it("deletes logically and ends the user's sessions", async () => {
    const { body, id } = await addUser();
    const { token } = await login(t.app, body.username, GOOD_PASSWORD);
    expectOk(await admin.delete("/sys/user/delete", { id }), "删除成功!");
    expect((await userRow(body.username))?.del_flag).toBe(1);
    expectRefused(await admin.get("/sys/user/queryById", { id }), "未找到对应数据");
    const list = await admin.get("/sys/user/list", { username: body.username });
    expect(list.body.result.total).toBe(0);
    expect((await api(t.app, token).get("/sys/user/getCurrentUserDeparts")).status).toBe(401);
    expectRefused(await admin.delete("/sys/user/delete", { id }), "未找到对应数据");
  });

  it("deleteBatch accepts a trailing comma", async () => {
    const a = await addUser();
    const b = await addUser();
    expectOk(await admin.delete("/sys/user/deleteBatch", { ids: `${a.id},${b.id},` }), "批量删除成功!");
    expect((await userRow(a.body.username))?.del_flag).toBe(1);
    expect((await userRow(b.body.username))?.del_flag).toBe(1);
  });

  it("refuses deleting yourself or admin, and empty or unknown ids", async () => {
    const { body } = await addUser({ selectedroles: ADMIN_ROLE_ID });
    const other = api(t.app, (await login(t.app, body.username, GOOD_PASSWORD)).token);
    const before = await fingerprint(t.db);
    expectRefused(await admin.delete("/sys/user/delete", { id: ADMIN_ID }), "不能删除当前登录用户");
    expectRefused(await other.delete("/sys/user/delete", { id: ADMIN_ID }), "不能删除管理员账号admin");
    expectRefused(
      await other.delete("/sys/user/deleteBatch", { ids: `${ADMIN_ID},` }),
      "不能删除管理员账号admin",
    );
    expectRefused(await admin.delete("/sys/user/deleteBatch", { ids: "," }), "请选择一条记录！");
    expectRefused(await admin.delete("/sys/user/deleteBatch", { ids: "nope1,nope2" }), "未找到对应数据");
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

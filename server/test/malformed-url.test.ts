/** A URL whose percent-encoding does not decode is answered with the Result envelope, never Fastify's raw 400. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, login, type TestApp } from "./helpers.ts";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, ADMIN.username, ADMIN.password)).token;
});
afterAll(async () => {
  await t?.close();
});

describe("malformed percent-encoding", () => {
  it.each([
    "/jeecg-boot/sys/user/list?x=%E0%A4%A",
    "/jeecg-boot/sys/user/li%E0%A4%At",
    "/jeecg-boot/sys/dict/getDictItems/%E0%A4%A",
    "/jeecg-boot/sys/user/list%",
    "/%E0%A4%A",
  ])("%s answers the envelope with a clear message", async (url) => {
    const res = await t.app.inject({ method: "GET", url, headers: { "x-access-token": token } });
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body).not.toHaveProperty("error");
    expect(body).not.toHaveProperty("statusCode");
    if (res.statusCode === 200 && body.success) return;
    expect(body).toMatchObject({ success: false });
    expect(typeof body.message).toBe("string");
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(res.body).not.toMatch(/FST_ERR|is not a valid url component/);
  });

  it("names the bad encoding in the message of a path that does not decode", async () => {
    const res = await t.app.inject({ method: "GET", url: "/jeecg-boot/sys/user/li%E0%A4%At" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 400,
      message: "请求路径不合法：含有无效的百分号编码(%)",
      result: null,
    });
  });
});

import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, requestLogLine } from "../src/app.ts";
import { api, createTestApp, type ResultBody, type TestApp } from "./helpers.ts";
import {
  closedPortUrl,
  type FakeServer,
  loginLogLines,
  makeUser,
  startFakeServer,
} from "./ways-in-fixtures.ts";

/** A JWT-sized token: longer than Fastify's default path-parameter limit of 100. */
const LONG_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${"x".repeat(400)}.sig`;

/** The fake identity provider's tokens (our THIRD_LOGIN_URL protocol). */
const THIRD_ANSWERS: Record<string, { status?: number; body: string }> = {
  "good-token": { body: JSON.stringify({ success: true, result: { thirdId: "gh-1001", username: "octo" } }) },
  [LONG_TOKEN]: { body: JSON.stringify({ success: true, result: { thirdId: 1001 } }) },
  "frozen-token": { body: JSON.stringify({ success: true, result: { thirdId: "gh-2002" } }) },
  "unbound-token": { body: JSON.stringify({ success: true, result: { thirdId: "gh-9999" } }) },
  "expired-token": { body: JSON.stringify({ success: false, message: "token expired" }) },
  "no-id-token": { body: JSON.stringify({ success: true, result: {} }) },
  "garbage-token": { body: "<html>hello</html>" },
  "broken-token": { status: 500, body: "Internal Server Error" },
};

const casSuccess = (user: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${user}</cas:user>
    <cas:attributes><cas:email>x@example.com</cas:email></cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;

const CAS_ANSWERS: Record<string, string> = {
  "ST-good": casSuccess("cas_user1"),
  "ST-unknown": casSuccess("nobody_at_all"),
  "ST-frozen": casSuccess("cas_frozen"),
  "ST-bad": `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="INVALID_TICKET">Ticket &apos;ST-bad&apos; not recognized</cas:authenticationFailure>
</cas:serviceResponse>`,
  "ST-empty": `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"></cas:serviceResponse>`,
};

let t: TestApp;
let idp: FakeServer;
let cas: FakeServer;
beforeAll(async () => {
  idp = await startFakeServer((req, _body, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const answer = THIRD_ANSWERS[url.searchParams.get("token") ?? ""] ?? {
      body: JSON.stringify({ success: false, message: "unknown token" }),
    };
    res.statusCode = answer.status ?? 200;
    res.setHeader("content-type", "application/json");
    res.end(answer.body);
  });
  cas = await startFakeServer((req, _body, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "application/xml");
    if (url.pathname !== "/cas/p3/serviceValidate") {
      res.statusCode = 404;
      res.end("not found");
      return;
    }
    res.end(CAS_ANSWERS[url.searchParams.get("ticket") ?? ""] ?? CAS_ANSWERS["ST-bad"]);
  });
  t = await createTestApp({
    env: { THIRD_LOGIN_URL: `${idp.url}/oauth/check?client=permit`, CAS_SERVER_URL: `${cas.url}/cas/` },
  });
  await makeUser(t.db, { username: "third_user", thirdId: "gh-1001", thirdType: "github" });
  await makeUser(t.db, { username: "third_frozen", thirdId: "gh-2002", thirdType: "github", status: 2 });
  await makeUser(t.db, { username: "cas_user1" });
  await makeUser(t.db, { username: "cas_frozen", status: 2 });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await cas?.close();
});

const third = (token: string, thirdType: string, app: FastifyInstance = t.app) =>
  api(app).get(`/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(thirdType)}`);
const validate = (query: Record<string, string>, app: FastifyInstance = t.app) =>
  api(app).get("/sys/cas/client/validateLogin", query);

describe("GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}", () => {
  it("logs the bound user in after the provider vouches for the token", async () => {
    const res = await third("good-token", "github");
    expect(res.body).toMatchObject({ success: true, code: 200, message: "登录成功" });
    expect(res.body.result.userInfo).toMatchObject({
      username: "third_user",
      thirdId: "gh-1001",
      thirdType: "github",
    });
    const token = String(res.body.result.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(res.headers["set-cookie"])).toContain("X-Access-Token=");
    expect((await api(t.app, token).get("/sys/permission/getUserPermissionByToken")).body.success).toBe(true);
    expect(await loginLogLines(t.db, "third_user")).toContain("用户名: third_user,登录成功[第三方用户]！");

    const asked = new URL(idp.seen.at(-1)?.url ?? "", "http://x");
    expect(asked.pathname).toBe("/oauth/check");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      client: "permit",
      token: "good-token",
      thirdType: "github",
    });
  });

  it("passes odd and long tokens to the provider intact", async () => {
    await makeUser(t.db, { username: "third_numeric", thirdId: "1001", thirdType: "wechat" });
    const long = await third(LONG_TOKEN, "wechat");
    expect(long.body).toMatchObject({
      success: true,
      code: 200,
      result: { userInfo: { username: "third_numeric" } },
    });

    const res = await third("a b&c=d/é", "wechat_enterprise");
    expect(res.body.message).toBe("第三方登录凭证无效或已过期：unknown token");
    const asked = new URL(idp.seen.at(-1)?.url ?? "", "http://x");
    expect(asked.searchParams.get("token")).toBe("a b&c=d/é");
    expect(asked.searchParams.get("thirdType")).toBe("wechat_enterprise");
  });

  it("writes neither the token nor a CAS ticket into the request log", () => {
    const token = "eyJhbGciOi.secret+part/x";
    const sent = `/jeecg-boot/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/github`;
    const thirdLogin = { method: "GET", url: sent, params: { token, thirdType: "github" } };
    const cas = { method: "GET", url: "/jeecg-boot/sys/cas/client/validateLogin?ticket=ST-1-abc&service=x" };
    const lines = [thirdLogin, cas].map((r) =>
      JSON.stringify(requestLogLine(r as unknown as FastifyRequest)),
    );
    expect(lines[0]).toContain("/jeecg-boot/sys/thirdLogin/getLoginUser/***/github");
    expect(lines[0]).not.toContain("secret");
    expect(lines[1]).not.toContain("ST-1-abc");
  });

  it("refuses what the provider or the binding does not support, with clear messages", async () => {
    const cases: [string, string, string][] = [
      ["expired-token", "github", "第三方登录凭证无效或已过期：token expired"],
      ["unbound-token", "github", "该第三方账号未绑定系统用户，请联系管理员绑定"],
      // The binding is per provider type.
      ["good-token", "dingtalk", "该第三方账号未绑定系统用户，请联系管理员绑定"],
      ["no-id-token", "github", "第三方登录服务的应答无效"],
      ["garbage-token", "github", "第三方登录服务的应答无效"],
      ["broken-token", "github", "第三方登录服务暂时无法访问，请稍后重试"],
      ["frozen-token", "github", "该用户已冻结"],
      ["good-token", "bad$type", "第三方类型不正确"],
      ["x".repeat(2001), "github", "参数token长度不能超过2000个字符"],
    ];
    for (const [token, type, message] of cases) {
      const res = await third(token, type);
      expect(res.status).toBe(200);
      expect(res.body, `${token.slice(0, 20)} ${type}`).toMatchObject({ success: false, message });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });
});

describe("GET /sys/cas/client/validateLogin", () => {
  it("validates the ticket with the CAS server and logs its user in", async () => {
    const service = "http://localhost:8080/user/login?redirect=/dashboard/analysis";
    const res = await validate({ ticket: "ST-good", service });
    expect(res.body).toMatchObject({ success: true, code: 200, message: "登录成功" });
    const result = res.body.result as unknown as Record<string, unknown>;
    expect(result).toHaveProperty("token");
    expect(result).toHaveProperty("departs");
    expect(result.multi_depart).toBe(0);
    expect(result.userInfo).toMatchObject({ username: "cas_user1" });
    expect(
      (await api(t.app, String(result.token)).get("/sys/permission/getUserPermissionByToken")).status,
    ).toBe(200);
    expect(await loginLogLines(t.db, "cas_user1")).toContain("用户名: cas_user1,登录成功！");

    const asked = new URL(cas.seen.at(-1)?.url ?? "", "http://x");
    expect(asked.pathname).toBe("/cas/p3/serviceValidate");
    expect(asked.searchParams.get("ticket")).toBe("ST-good");
    expect(asked.searchParams.get("service")).toBe(service);
  });

  it("refuses a service of another site, so a ticket issued there cannot log anyone in here", async () => {
    const asked = cas.seen.length;
    for (const service of ["https://evil.example.com/login", "javascript:alert(1)", "not a url"]) {
      const res = await validate({ ticket: "ST-good", service });
      expect(res.body, service).toMatchObject({
        success: false,
        message: "单点登录服务地址(service)不是本系统的地址",
      });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(cas.seen.length).toBe(asked);
  });

  it("passes a refusal on as success:false with a message", async () => {
    const service = "http://localhost:8080/";
    const cases: [Record<string, string>, string][] = [
      [{ ticket: "ST-bad", service }, "单点登录验证失败：Ticket 'ST-bad' not recognized"],
      [{ ticket: "ST-empty", service }, "单点登录验证失败：CAS服务器未返回用户"],
      [{ ticket: "ST-unknown", service }, "该用户不存在，请注册"],
      [{ ticket: "ST-frozen", service }, "该用户已冻结"],
      [{ service }, "单点登录票据(ticket)不能为空"],
      [{ ticket: "ST-good" }, "单点登录服务地址(service)不能为空"],
    ];
    for (const [query, message] of cases) {
      const res = await validate(query);
      expect(res.status).toBe(200);
      expect(res.body, JSON.stringify(query)).toMatchObject({ success: false, message });
    }
  });
});

describe("outside services missing or down", () => {
  it("answers a clear message, never a 5xx", async () => {
    const down = await closedPortUrl();
    const variants: [Partial<TestApp["config"]>, string, string][] = [
      [
        { thirdLoginUrl: undefined, casServerUrl: undefined },
        "第三方登录未配置，请联系管理员！",
        "单点登录(CAS)未配置，请联系管理员！",
      ],
      [
        { thirdLoginUrl: down, casServerUrl: down },
        "第三方登录服务暂时无法访问，请稍后重试",
        "CAS服务器暂时无法访问，请稍后重试",
      ],
      [{ casServerUrl: `${cas.url}/elsewhere` }, "", "单点登录验证失败：CAS服务器应答HTTP 404"],
    ];
    for (const [change, thirdMessage, casMessage] of variants) {
      const app = await buildApp({ db: t.db, config: { ...t.config, ...change } });
      try {
        if (thirdMessage) {
          const res = await third("good-token", "github", app);
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ success: false, message: thirdMessage });
        }
        const res = await validate({ ticket: "ST-good", service: "http://localhost/" }, app);
        expect(res.status).toBe(200);
        expect(res.body as ResultBody).toMatchObject({ success: false, message: casMessage });
      } finally {
        await app.close();
      }
    }
  });
});

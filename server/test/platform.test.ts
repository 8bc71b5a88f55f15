import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT, buildApp } from "../src/app.ts";
import { DEFAULT_SIGN_SECRET } from "../src/config.ts";
import { BizError } from "../src/core/result.ts";
import type { ServerModule } from "../src/core/server-module.ts";
import { modules } from "../src/modules/index.ts";
import { API_PREFIX, api, createTestApp, type TestApp } from "./helpers.ts";
import { TMP_ROOT } from "./test-env.ts";

/** Routes that fail on purpose, to see the error envelope. */
const faultyModule: ServerModule = {
  name: "faulty",
  async register(app, ctx) {
    app.get("/test/boom", { config: { auth: "anonymous" } }, async () => {
      throw new Error("secret internal detail at /srv/app.ts:12");
    });
    app.get("/test/biz", { config: { auth: "anonymous" } }, async () => {
      throw new BizError("业务错误", 500);
    });
    app.post(
      "/test/validate",
      {
        config: { auth: "anonymous" },
        schema: {
          body: {
            type: "object",
            required: ["name"],
            properties: {
              name: { type: "string", maxLength: 5 },
              age: { type: "integer" },
              code: { type: "string", pattern: "^[a-z]+$", errorMessage: "只允许小写字母" },
            },
          },
        },
      },
      async () => ({ success: true }),
    );
    app.post("/test/dup", { config: { auth: "anonymous" } }, async () => {
      await ctx.db.query("INSERT INTO sys_role (id, role_code, role_name) VALUES ('dup1', 'admin', 'x')");
      return { success: true };
    });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, faultyModule] });
});
afterAll(async () => {
  await t?.close();
});

describe("health and runtime config", () => {
  it("answers /health at the root and under the prefix without a login", async () => {
    for (const url of ["/health", `${API_PREFIX}/health`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        code: 200,
        result: { status: "UP", database: "UP" },
      });
    }
  });

  it("serves /config.js from the settings", async () => {
    const res = await t.app.inject({ method: "GET", url: "/config.js" });
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.body).toBe(
      `window.__APP_CONFIG__ = {"apiBaseUrl":"/jeecg-boot","backendTimeZone":"Asia/Shanghai","alwaysCaptcha":false,"allowRegister":false,"signSecret":"${DEFAULT_SIGN_SECRET}"};\n`,
    );
  });

  it("publishes a SIGN_SECRET other than the default, so the web app signs with it", async () => {
    const custom = await buildApp({ db: t.db, config: { ...t.config, signSecret: "our-own-secret" } });
    try {
      const res = await custom.inject({ method: "GET", url: "/config.js" });
      expect(res.body).toContain('"signSecret":"our-own-secret"');
    } finally {
      await custom.close();
    }
  });

  it("sends the security headers with every answer, API and page alike", async () => {
    for (const url of ["/config.js", `${API_PREFIX}/sys/randomImage/1`, "/health"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'self'");
      expect(res.headers["content-security-policy"], url).toContain("script-src 'self'");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("error envelope: never a 5xx or a stack for bad input", () => {
  it("unknown API path: HTTP 404 and code 404 with the original's message", async () => {
    const res = await api(t.app).get("/sys/no/such/path");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, message: "路径不存在，请检查路径是否正确" });
  });

  it("wrong method: code 405 listing the supported ones", async () => {
    const res = await api(t.app).get("/sys/login");
    expect(res.body).toMatchObject({
      success: false,
      code: 405,
      message: "不支持GET请求方法，支持以下POST、",
    });
  });

  it("bad JSON", async () => {
    const res = await api(t.app).inject({
      method: "POST",
      url: "/sys/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": "admin", ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, message: "请求体不是有效的JSON" });
  });

  it("prototype keys in JSON are refused", async () => {
    const res = await api(t.app).inject({
      method: "POST",
      url: "/sys/login",
      headers: { "content-type": "application/json" },
      payload: '{"username":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, message: "请求体不是有效的JSON" });
  });

  it("oversized body", async () => {
    const res = await api(t.app).inject({
      method: "POST",
      url: "/sys/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "a", password: "x".repeat(BODY_LIMIT + 10) }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, message: "请求体过大，超出服务器限制" });
  });

  it("unsupported content type", async () => {
    const res = await api(t.app).inject({
      method: "POST",
      url: "/sys/login",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
  });

  it("schema violations name the field in Chinese", async () => {
    const send = (payload: object) => api(t.app).post("/test/validate", payload);
    expect((await send({})).body).toMatchObject({ success: false, code: 500, message: "缺少必填参数：name" });
    expect((await send({ name: "toolong" })).body.message).toBe("参数name长度不能超过5个字符");
    expect((await send({ name: "a", age: "x" })).body.message).toBe("参数age类型错误，应为整数");
    expect((await send({ name: "a", code: "ABC" })).body.message).toBe("只允许小写字母");
  });

  it("business errors keep their message and code", async () => {
    const res = await api(t.app).get("/test/biz");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, message: "业务错误" });
  });

  it("unique violations answer like the original", async () => {
    const res = await api(t.app).post("/test/dup", {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: "数据库中已存在该记录" });
  });

  it("unexpected errors are logged and answered without detail", async () => {
    const res = await api(t.app).get("/test/boom");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message.startsWith("操作失败，")).toBe(true);
    expect(res.text).not.toContain("secret internal detail");
    expect(res.text).not.toContain("at ");
  });
});

describe("route declarations", () => {
  it("refuses to build an app with an API route that declares neither auth nor perm", async () => {
    const undeclared: ServerModule = {
      name: "undeclared",
      async register(app) {
        app.get("/test/open", async () => ({ success: true }));
      },
    };
    await expect(buildApp({ db: t.db, config: t.config }, { modules: [undeclared] })).rejects.toThrow(
      /declares neither config.auth nor config.perm/,
    );
  });
});

describe("SPA, CORS and proxies", () => {
  let other: FastifyInstance;
  const staticDir = path.join(TMP_ROOT, `static-${process.pid}-${Date.now()}`);
  beforeAll(async () => {
    await mkdir(path.join(staticDir, "assets"), { recursive: true });
    await writeFile(path.join(staticDir, "index.html"), "<!doctype html><title>spa</title>");
    await writeFile(path.join(staticDir, "assets", "app-abc.js"), "console.log(1)");
    other = await buildApp({
      db: t.db,
      config: { ...t.config, staticDir, corsOrigins: ["https://admin.example.com"], trustProxy: 1 },
    });
  });
  afterAll(async () => {
    await other?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it("serves index.html at / and for client routes, assets with long caching", async () => {
    const root = await other.inject({ method: "GET", url: "/" });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain("<title>spa</title>");
    const deep = await other.inject({
      method: "GET",
      url: "/isystem/user?x=1",
      headers: { accept: "text/html" },
    });
    expect(deep.body).toContain("<title>spa</title>");
    const asset = await other.inject({ method: "GET", url: "/assets/app-abc.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await other.inject({ method: "GET", url: "/assets/missing.js" });
    expect(missing.statusCode).toBe(404);
    // The API prefix is never answered with the SPA.
    const apiMiss = await other.inject({
      method: "GET",
      url: `${API_PREFIX}/nothing`,
      headers: { accept: "text/html" },
    });
    expect(apiMiss.json()).toMatchObject({ code: 404 });
  });

  it("allows only the configured origins", async () => {
    const allowed = await other.inject({
      method: "OPTIONS",
      url: `${API_PREFIX}/sys/login`,
      headers: { origin: "https://admin.example.com", "access-control-request-method": "POST" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://admin.example.com");
    const refused = await other.inject({
      method: "GET",
      url: "/health",
      headers: { origin: "https://evil.example.com" },
    });
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    const none = await t.app.inject({
      method: "GET",
      url: "/health",
      headers: { origin: "https://admin.example.com" },
    });
    expect(none.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("takes the client address from X-Forwarded-For only with TRUST_PROXY", async () => {
    const payload = { username: "nobody_proxy", password: "x" };
    const headers = { "x-forwarded-for": "203.0.113.9" };
    await other.inject({ method: "POST", url: `${API_PREFIX}/sys/login`, payload, headers });
    await t.app.inject({ method: "POST", url: `${API_PREFIX}/sys/login`, payload, headers });
    const ips = await t.db.query<{ ip: string }>(
      "SELECT ip FROM sys_log WHERE userid = 'nobody_proxy' ORDER BY ip",
    );
    expect(ips.map((r) => r.ip).sort()).toEqual(["127.0.0.1", "203.0.113.9"]);
  });

  it("believes only as many forwarded hops as TRUST_PROXY counts, not an address the client made up", async () => {
    const payload = { username: "nobody_forged", password: "x" };
    const headers = { "x-forwarded-for": "198.51.100.7, 203.0.113.9" };
    await other.inject({ method: "POST", url: `${API_PREFIX}/sys/login`, payload, headers });
    const ips = await t.db.query<{ ip: string }>("SELECT ip FROM sys_log WHERE userid = 'nobody_forged'");
    expect(ips.map((r) => r.ip)).toEqual(["203.0.113.9"]);
  });
});

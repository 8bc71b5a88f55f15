import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_SIGN_SECRET, loadConfig } from "../src/config.ts";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      apiPrefix: "/jeecg-boot",
      databaseUrl: undefined,
      adminPassword: undefined,
      signSecret: DEFAULT_SIGN_SECRET,
      timeZone: "Asia/Shanghai",
      corsOrigins: [],
      trustProxy: false,
      loginCaptcha: "auto",
      smsGateway: "log",
      logLevel: "info",
      sessionMaxHours: 24,
      demoPassword: undefined,
      passwordHashCost: 15,
    });
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.staticDir.endsWith("/dist")).toBe(true);
  });

  it("reads every setting", () => {
    const c = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      API_PREFIX: "/api/v1",
      DATABASE_URL: "postgres://u:p@db:5432/x",
      ADMIN_PASSWORD: "longenough",
      SIGN_SECRET: "s3cret",
      TIME_ZONE: "Europe/Berlin",
      CORS_ORIGINS: "https://a.example.com, http://localhost:5173/",
      TRUST_PROXY: "2",
      LOGIN_CAPTCHA: "always",
      SMS_GATEWAY: "http://127.0.0.1:9/sms",
      LOG_LEVEL: "WARN",
    });
    expect(c).toMatchObject({
      port: 0,
      host: "127.0.0.1",
      apiPrefix: "/api/v1",
      databaseUrl: "postgres://u:p@db:5432/x",
      corsOrigins: ["https://a.example.com", "http://localhost:5173"],
      trustProxy: 2,
      loginCaptcha: "always",
      logLevel: "warn",
      timeZone: "Europe/Berlin",
    });
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ SESSION_MAX_HOURS: "8", DEMO_PASSWORD: "Demo#Pass1" })).toMatchObject({
      sessionMaxHours: 8,
      demoPassword: "Demo#Pass1",
    });
    expect(loadConfig({ PASSWORD_HASH_COST: "12" }).passwordHashCost).toBe(12);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });

  it("names every bad value at once", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "70000",
        API_PREFIX: "jeecg-boot/",
        DATABASE_URL: "mysql://x",
        ADMIN_PASSWORD: "short",
        TIME_ZONE: "Mars/Olympus",
        CORS_ORIGINS: "*",
        LOGIN_CAPTCHA: "never",
        SMS_GATEWAY: "carrier-pigeon",
        LOG_LEVEL: "loud",
        SIGN_SECRET: ["$", "{jeecg.secret}"].join(""),
        SESSION_MAX_HOURS: "0",
        DEMO_PASSWORD: "short",
        TRUST_PROXY: "yes",
        UPLOAD_QUOTA_MB: "none",
        PASSWORD_HASH_COST: "9",
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of [
      "PORT",
      "API_PREFIX",
      "DATABASE_URL",
      "ADMIN_PASSWORD",
      "TIME_ZONE",
      "CORS_ORIGINS",
      "LOGIN_CAPTCHA",
      "SMS_GATEWAY",
      "LOG_LEVEL",
      "SIGN_SECRET",
      "SESSION_MAX_HOURS",
      "DEMO_PASSWORD",
      "TRUST_PROXY",
      "UPLOAD_QUOTA_MB",
      "PASSWORD_HASH_COST",
    ]) {
      expect(problems).toContain(name);
    }
  });
});

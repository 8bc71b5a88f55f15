import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACCESS_TOKEN,
  CACHE_INCLUDED_ROUTES,
  ls,
  readButtonAuth,
  SEVEN_DAYS,
  SYS_BUTTON_AUTH,
  ss,
  TENANT_ID,
  UI_CACHE_DB_DICT_DATA,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
  writeButtonAuth,
} from "@/providers/storage";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("ls: the vue-ls format", () => {
  it("has the original's keys and lifetime", () => {
    expect([
      ACCESS_TOKEN,
      USER_NAME,
      USER_INFO,
      UI_CACHE_DB_DICT_DATA,
      TENANT_ID,
      CACHE_INCLUDED_ROUTES,
    ]).toEqual([
      "Access-Token",
      "Login_Username",
      "Login_Userinfo",
      "UI_CACHE_DB_DICT_DATA",
      "TENANT_ID",
      "CACHE_INCLUDED_ROUTES",
    ]);
    expect(SEVEN_DAYS).toBe(604800000);
  });

  it("writes pro__<key> = {value, expire} with expire = now + ms", () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    ls.set(ACCESS_TOKEN, "tok", SEVEN_DAYS);
    expect(JSON.parse(localStorage.getItem("pro__Access-Token") ?? "")).toEqual({
      value: "tok",
      expire: 1_700_000_000_000 + 604800000,
    });
    ls.set(USER_INFO, { a: 1 });
    expect(JSON.parse(localStorage.getItem("pro__Login_Userinfo") ?? "")).toEqual({
      value: { a: 1 },
      expire: null,
    });
  });

  it("reads values until they expire, then answers the default and removes the entry", () => {
    vi.useFakeTimers({ now: 1_000 });
    ls.set("k", "v", 100);
    vi.setSystemTime(1_100);
    expect(ls.get("k")).toBe("v");
    vi.setSystemTime(1_101);
    expect(ls.get("k", "def")).toBe("def");
    expect(localStorage.getItem("pro__k")).toBeNull();
  });

  it("reads what the original wrote, and answers the default for junk", () => {
    localStorage.setItem("pro__TENANT_ID", JSON.stringify({ value: 3, expire: null }));
    expect(ls.get(TENANT_ID)).toBe(3);
    localStorage.setItem("pro__bad", "{not json");
    expect(ls.get("bad", "d")).toBe("d");
    localStorage.setItem("pro__bare", JSON.stringify("x"));
    expect(ls.get("bare")).toBeNull();
    expect(ls.get("missing")).toBeNull();
  });

  it("remove and clear touch only this namespace", () => {
    localStorage.setItem("other", "keep");
    ls.set("a", 1);
    ls.set("b", 2);
    ls.remove("a");
    expect(ls.get("a")).toBeNull();
    ls.clear();
    expect(ls.get("b")).toBeNull();
    expect(localStorage.getItem("other")).toBe("keep");
  });
});

describe("sessionStorage button lists", () => {
  it("are raw JSON under the bare keys", () => {
    const auth = [{ action: "user:add", type: "1", describe: "添加" }];
    writeButtonAuth(USER_AUTH, auth);
    expect(sessionStorage.getItem("LOGIN_USER_BUTTON_AUTH")).toBe(JSON.stringify(auth));
    expect(readButtonAuth(USER_AUTH)).toEqual(auth);
    expect(readButtonAuth(SYS_BUTTON_AUTH)).toEqual([]);
  });

  it("read junk as empty lists", () => {
    sessionStorage.setItem("SYS_BUTTON_AUTH", "{oops");
    expect(readButtonAuth(SYS_BUTTON_AUTH)).toEqual([]);
    ss.setJson(SYS_BUTTON_AUTH, { not: "a list" });
    expect(readButtonAuth(SYS_BUTTON_AUTH)).toEqual([]);
    ss.remove(SYS_BUTTON_AUTH);
    expect(sessionStorage.getItem("SYS_BUTTON_AUTH")).toBeNull();
  });
});

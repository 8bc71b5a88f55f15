import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { appConfig, DEFAULT_SIGN_SECRET } from "@/app-config";
import { clearLocalSession, session, useSession, welcome } from "@/providers/session";
import { storeLs } from "./test-ui";

beforeEach(() => {
  localStorage.clear();
  window.__APP_CONFIG__ = undefined;
  session.hydrate();
});

describe("session store", () => {
  it("notifies subscribers with a new snapshot per change", () => {
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    const before = session.getSnapshot();
    session.set({ realname: "管理员" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).not.toBe(before);
    expect(session.getSnapshot().realname).toBe("管理员");
    stop();
    session.set({ realname: "x" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("feeds useSession", () => {
    const { result } = renderHook(() => useSession((s) => s.username));
    expect(result.current).toBe("");
    act(() => session.set({ username: "admin" }));
    expect(result.current).toBe("admin");
    const whole = renderHook(() => useSession());
    expect(whole.result.current.username).toBe("admin");
  });

  it("clearLocalSession empties the state and the stored items", () => {
    storeLs("Access-Token", "t");
    session.hydrate();
    clearLocalSession();
    expect(session.getSnapshot()).toMatchObject({ token: "", info: {}, permissionList: [] });
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();
  });

  it("welcome is one of the original's lines", () => {
    expect(["休息一会儿吧", "准备吃什么呢?", "要不要打一把 DOTA", "我猜你可能累了"]).toContain(welcome());
  });
});

describe("appConfig", () => {
  it("has the original's defaults", () => {
    expect(appConfig()).toEqual({
      apiBaseUrl: "/jeecg-boot",
      staticDomainUrl: "/jeecg-boot/sys/common/static",
      backendTimeZone: "Asia/Shanghai",
      alwaysCaptcha: false,
      allowRegister: true,
      signSecret: DEFAULT_SIGN_SECRET,
    });
  });

  it("reads window.__APP_CONFIG__, ignoring wrong types", () => {
    window.__APP_CONFIG__ = {
      apiBaseUrl: "https://api.example.test/jb/",
      backendTimeZone: "UTC",
      alwaysCaptcha: true,
      staticDomainUrl: 5,
    };
    expect(appConfig()).toMatchObject({
      apiBaseUrl: "https://api.example.test/jb",
      staticDomainUrl: "https://api.example.test/jb/sys/common/static",
      backendTimeZone: "UTC",
      alwaysCaptcha: true,
    });
    window.__APP_CONFIG__ = { alwaysCaptcha: "yes", apiBaseUrl: "  " };
    expect(appConfig()).toMatchObject({ alwaysCaptcha: false, apiBaseUrl: "/jeecg-boot" });
  });
});

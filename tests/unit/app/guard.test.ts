import { describe, expect, it } from "vitest";
import {
  afterLoginTarget,
  decideGuard,
  HOME_PATH,
  isLightShellPath,
  isOAuth2AppEnv,
  isWhitelisted,
  loginUrl,
  redirectQuery,
  safeRedirect,
  WHITELIST,
} from "@/components/shell/guard";

describe("whitelist", () => {
  it("holds the session pages, the four pass cards and the OAuth2 login", () => {
    expect([...WHITELIST].sort()).toEqual(
      [
        "/user/login",
        "/user/register",
        "/user/register-result",
        "/user/alteration",
        "/public/passcard",
        "/public/passcardTez",
        "/public/passcardTest",
        "/public/passcardFK",
        "/oauth2-app/login",
      ].sort(),
    );
  });

  it("matches exact paths, ignoring a trailing slash", () => {
    expect(isWhitelisted("/user/login")).toBe(true);
    expect(isWhitelisted("/user/login/")).toBe(true);
    expect(isWhitelisted("/public/passcardFK")).toBe(true);
    expect(isWhitelisted("/user/loginx")).toBe(false);
    expect(isWhitelisted("/isystem/user")).toBe(false);
  });
});

describe("without a token", () => {
  const base = { hasToken: false, permissionsLoaded: false };

  it("opens whitelisted paths", () => {
    expect(decideGuard({ ...base, pathname: "/user/login", search: "" })).toEqual({ kind: "allow" });
    expect(decideGuard({ ...base, pathname: "/public/passcard", search: "?id=1" })).toEqual({
      kind: "allow",
    });
  });

  it("sends everything else to /user/login with the full path as redirect", () => {
    expect(decideGuard({ ...base, pathname: "/isystem/user", search: "?a=1&b=2" })).toEqual({
      kind: "redirect",
      to: `/user/login?redirect=${encodeURIComponent("/isystem/user?a=1&b=2")}`,
    });
  });

  it("uses the OAuth2 login inside WeCom/DingTalk", () => {
    const oauth = { ...base, oauth2Env: true };
    expect(decideGuard({ ...oauth, pathname: "/user/login", search: "?redirect=%2Fx" })).toEqual({
      kind: "redirect",
      to: "/oauth2-app/login?redirect=%2Fx",
    });
    expect(decideGuard({ ...oauth, pathname: "/x", search: "" })).toEqual({
      kind: "redirect",
      to: "/oauth2-app/login?redirect=%2Fx",
    });
    expect(isOAuth2AppEnv("Mozilla/5.0 wxwork/4.0")).toBe(true);
    expect(isOAuth2AppEnv("Mozilla/5.0 DingTalk/6.0")).toBe(true);
    expect(isOAuth2AppEnv("Mozilla/5.0 Chrome/120")).toBe(false);
  });
});

describe("with a token", () => {
  const base = { hasToken: true, permissionsLoaded: false };

  it("sends the login page and the OAuth2 login page home", () => {
    expect(decideGuard({ ...base, pathname: "/user/login", search: "" })).toEqual({
      kind: "redirect",
      to: HOME_PATH,
    });
    expect(decideGuard({ ...base, pathname: "/oauth2-app/login", search: "" })).toEqual({
      kind: "redirect",
      to: HOME_PATH,
    });
  });

  it("loads the permissions first, then goes to the requested path", () => {
    expect(decideGuard({ ...base, pathname: "/isystem/user", search: "?page=2" })).toEqual({
      kind: "load",
      next: "/isystem/user?page=2",
      onFailure: `/user/login?redirect=${encodeURIComponent("/isystem/user?page=2")}`,
    });
  });

  it("prefers the redirect query after loading", () => {
    const decision = decideGuard({
      ...base,
      pathname: "/dashboard/analysis",
      search: "?redirect=%2Fisystem%2Fuser",
    });
    expect(decision).toMatchObject({ kind: "load", next: "/isystem/user" });
  });

  it("lets everything through once the permissions are loaded", () => {
    expect(decideGuard({ ...base, permissionsLoaded: true, pathname: "/isystem/user", search: "" })).toEqual({
      kind: "allow",
    });
  });
});

describe("redirect targets", () => {
  it("accepts only same-site absolute paths", () => {
    expect(safeRedirect("/isystem/user?x=1")).toBe("/isystem/user?x=1");
    expect(safeRedirect("//evil.example")).toBeNull();
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("")).toBeNull();
    expect(redirectQuery("?redirect=https%3A%2F%2Fevil.example")).toBeNull();
  });

  it("after login goes to the redirect query, else home", () => {
    expect(afterLoginTarget(`?redirect=${encodeURIComponent("/isystem/user?a=1")}`)).toBe(
      "/isystem/user?a=1",
    );
    expect(afterLoginTarget("")).toBe(HOME_PATH);
    expect(afterLoginTarget("?redirect=%2Fuser%2Flogin")).toBe(HOME_PATH);
    expect(afterLoginTarget("?redirect=%2F%2Fevil.example")).toBe(HOME_PATH);
  });

  it("encodes the full path in the login URL", () => {
    expect(loginUrl("/a?b=1&c=2")).toBe("/user/login?redirect=%2Fa%3Fb%3D1%26c%3D2");
  });
});

describe("shell choice", () => {
  it("serves session, public and OAuth2 pages from the light shell", () => {
    expect(isLightShellPath("/user/login")).toBe(true);
    expect(isLightShellPath("/user")).toBe(true);
    expect(isLightShellPath("/public/passcardFK")).toBe(true);
    expect(isLightShellPath("/oauth2-app/login")).toBe(true);
    expect(isLightShellPath("/users")).toBe(false);
    expect(isLightShellPath("/isystem/user")).toBe(false);
    expect(isLightShellPath("/")).toBe(false);
  });
});

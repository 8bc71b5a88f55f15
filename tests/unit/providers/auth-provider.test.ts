import { HttpResponse, http as mock } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  authProvider,
  captchaImage,
  LoginError,
  loadPermissions,
  loginRedirectPath,
  PERMISSIONS_EMPTY,
  passwordLogin,
  safeRedirect,
} from "@/providers/auth-provider";
import { getPlain, setReloadHandler } from "@/providers/http/client";
import { casLogin } from "@/providers/login-ways";
import { session } from "@/providers/session";
import { ls } from "@/providers/storage";
import { API, server, setupMsw } from "./msw";
import { installUi, storeLs } from "./test-ui";

setupMsw();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.hydrate();
  installUi();
  window.history.replaceState(null, "", "/");
});

const userInfo = { id: "e9ca", username: "admin", realname: "管理员", avatar: "temp/a.png", orgCode: "A01" };
const loginAnswer = (extra: Record<string, unknown> = {}) => ({
  success: true,
  message: "登录成功",
  code: 200,
  result: {
    multi_depart: 1,
    departs: [{ id: "d1", orgCode: "A01", departName: "北京国炬软件" }],
    token: "tok-123",
    userInfo,
    sysAllDictItems: { sex: [{ value: "1", text: "男", title: "男" }] },
    ...extra,
  },
});

function onLogin(body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    mock.post(`${API}/sys/login`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

const stored = (key: string) => JSON.parse(localStorage.getItem(`pro__${key}`) ?? "null");

describe("login", () => {
  it("POSTs the credentials and stores the session for 7 days", async () => {
    const seen = onLogin(loginAnswer());
    const before = Date.now();
    const answer = await authProvider.login({
      username: "admin",
      password: "p",
      captcha: "ab3x",
      checkKey: 1700,
    });
    expect(await seen[0].json()).toEqual({
      username: "admin",
      password: "p",
      captcha: "ab3x",
      checkKey: 1700,
    });
    expect(answer).toMatchObject({ success: true, redirectTo: "/dashboard/analysis" });
    expect(answer.loginResult).toMatchObject({
      multi_depart: 1,
      departs: [{ orgCode: "A01" }],
      token: "tok-123",
    });

    const token = stored("Access-Token");
    expect(token.value).toBe("tok-123");
    expect(token.expire).toBeGreaterThanOrEqual(before + 604800000);
    expect(token.expire).toBeLessThanOrEqual(Date.now() + 604800000);
    expect(stored("Login_Username").value).toBe("admin");
    expect(stored("Login_Userinfo").value).toEqual(userInfo);
    expect(stored("UI_CACHE_DB_DICT_DATA").value).toEqual({ sex: [{ value: "1", text: "男", title: "男" }] });
    expect(stored("TENANT_ID")).toMatchObject({ value: "" });
    expect(stored("TENANT_ID").expire).not.toBeNull();

    expect(session.getSnapshot()).toMatchObject({
      token: "tok-123",
      username: "admin",
      realname: "管理员",
      avatar: "temp/a.png",
      info: userInfo,
      tenantid: "",
    });
    expect(session.getSnapshot().welcome).not.toBe("");
  });

  it("goes to a safe redirect after login", async () => {
    onLogin(loginAnswer());
    await expect(
      authProvider.login({ username: "a", password: "b", redirect: "/isystem/user?x=1" }),
    ).resolves.toMatchObject({ redirectTo: "/isystem/user?x=1" });
    await expect(
      authProvider.login({ username: "a", password: "b", redirect: "//evil.example" }),
    ).resolves.toMatchObject({ redirectTo: "/dashboard/analysis" });
    expect(safeRedirect("https://evil.example")).toBeUndefined();
    expect(safeRedirect("/\\evil")).toBeUndefined();
  });

  it("stores the single tenant; several wait for a choice", async () => {
    onLogin(loginAnswer({ tenantList: [{ id: 1002, name: "A" }] }));
    await authProvider.login({ username: "a", password: "b" });
    expect(stored("TENANT_ID").value).toBe("1002");
    onLogin(loginAnswer({ tenantList: [{ id: 1 }, { id: 2 }], needChangePassword: true }));
    const answer = await authProvider.login({ username: "a", password: "b" });
    expect(stored("TENANT_ID").value).toBe("");
    expect(answer.loginResult).toMatchObject({
      tenantList: [{ id: 1 }, { id: 2 }],
      needChangePassword: true,
    });
  });

  it("fails unless code is 200, with the server message", async () => {
    onLogin({ success: false, code: 500, message: "验证码无效" });
    await expect(authProvider.login({ username: "a", password: "b" })).resolves.toEqual({
      success: false,
      error: { name: "登录失败", message: "验证码无效", statusCode: 500 },
    });
    onLogin({ success: true, code: 0, message: "手机验证码错误" });
    await expect(authProvider.login({ username: "a", password: "b" })).resolves.toMatchObject({
      success: false,
      error: { message: "手机验证码错误" },
    });
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();
  });

  it("accepts the code as a string, as the original's loose test does", async () => {
    onLogin({ ...loginAnswer(), code: "200" });
    await expect(authProvider.login({ username: "a", password: "b" })).resolves.toMatchObject({
      success: true,
    });
  });

  it("passwordLogin rejects with a LoginError carrying the body", async () => {
    const body = { success: false, code: 500, message: "用户名或密码错误" };
    onLogin(body);
    const error = await passwordLogin({ username: "a", password: "b" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ message: "用户名或密码错误", response: body });
  });

  it("reports an HTTP failure with its status", async () => {
    onLogin({ message: "服务不可用" }, 503);
    await expect(authProvider.login({ username: "a", password: "b" })).resolves.toMatchObject({
      success: false,
      error: { message: "服务不可用", statusCode: 503 },
    });
  });
});

describe("logout", () => {
  function onLogout(status = 200) {
    const seen: Request[] = [];
    server.use(
      mock.post(`${API}/sys/logout`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: status === 200, message: "退出登录成功！" }, { status });
      }),
    );
    return seen;
  }

  function loggedIn() {
    for (const [key, value] of Object.entries({
      "Access-Token": "tok-9",
      Login_Userinfo: userInfo,
      Login_Username: "admin",
      UI_CACHE_DB_DICT_DATA: {},
      CACHE_INCLUDED_ROUTES: ["UserList"],
      TENANT_ID: "1",
    })) {
      storeLs(key, value);
    }
    storeLs("DEFAULT_THEME", "dark");
    sessionStorage.setItem("LOGIN_USER_BUTTON_AUTH", "[]");
    sessionStorage.setItem("SYS_BUTTON_AUTH", "[]");
    session.hydrate();
    session.set({ permissionList: [{ path: "/x", meta: { title: "x" } }] });
  }

  it("clears the session first, then calls the server with the old token", async () => {
    loggedIn();
    const seen = onLogout();
    await expect(authProvider.logout({})).resolves.toEqual({ success: true, redirectTo: "/user/login" });
    expect(seen[0].headers.get("X-Access-Token")).toBe("tok-9");
    for (const key of [
      "Access-Token",
      "Login_Userinfo",
      "Login_Username",
      "UI_CACHE_DB_DICT_DATA",
      "CACHE_INCLUDED_ROUTES",
      "TENANT_ID",
    ]) {
      expect(localStorage.getItem(`pro__${key}`)).toBeNull();
    }
    expect(localStorage.getItem("pro__DEFAULT_THEME")).not.toBeNull();
    expect(sessionStorage.getItem("LOGIN_USER_BUTTON_AUTH")).toBeNull();
    expect(session.getSnapshot()).toMatchObject({ token: "", permissionList: [] });
  });

  it("finishes whatever the server answers", async () => {
    loggedIn();
    onLogout(500);
    await expect(authProvider.logout({})).resolves.toMatchObject({ success: true });
    loggedIn();
    server.use(mock.post(`${API}/sys/logout`, () => HttpResponse.error()));
    await expect(authProvider.logout({})).resolves.toMatchObject({ success: true });
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();
  });

  it("answers the server's refusal for the caller to show, and still ends the local session", async () => {
    loggedIn();
    server.use(
      mock.post(`${API}/sys/logout`, () => HttpResponse.json({ success: false, message: "Token无效!" })),
    );
    await expect(authProvider.logout({})).resolves.toEqual({
      success: true,
      redirectTo: "/user/login",
      error: { name: "注销失败", message: "Token无效!" },
    });
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();

    loggedIn();
    server.use(
      mock.post(`${API}/sys/logout`, () =>
        HttpResponse.json({ success: false, message: "数据库连接失败" }, { status: 500 }),
      ),
    );
    await expect(authProvider.logout({})).resolves.toMatchObject({ error: { message: "数据库连接失败" } });

    loggedIn();
    server.use(mock.post(`${API}/sys/logout`, () => HttpResponse.json({}, { status: 500 })));
    await expect(authProvider.logout({})).resolves.toMatchObject({ error: { message: "注销失败" } });
    expect(session.getSnapshot()).toMatchObject({ token: "" });
  });

  it("does not call the server without a token", async () => {
    const seen = onLogout();
    await authProvider.logout({});
    expect(seen).toHaveLength(0);
  });

  it("is what the HTTP client runs on 401", async () => {
    loggedIn();
    const reload = vi.fn();
    setReloadHandler(reload);
    const seen = onLogout();
    server.use(mock.get(`${API}/sys/user/list`, () => HttpResponse.json({}, { status: 401 })));
    await expect(getPlain("/sys/user/list")).rejects.toThrow();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].headers.get("X-Access-Token")).toBe("tok-9");
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3000 });
  });
});

describe("check, onError, identity", () => {
  it("check is a local token test", async () => {
    const requests: Request[] = [];
    const count = ({ request }: { request: Request }) => {
      requests.push(request);
    };
    server.events.on("request:start", count);
    window.history.replaceState(null, "", "/isystem/user?page=2");
    await expect(authProvider.check()).resolves.toEqual({
      authenticated: false,
      logout: true,
      redirectTo: "/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2",
    });
    storeLs("Access-Token", "tok");
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
    server.events.removeListener("request:start", count);
    expect(requests).toHaveLength(0);
  });

  it("loginRedirectPath keeps the login page plain", () => {
    expect(loginRedirectPath("/user/login?redirect=%2Fa")).toBe("/user/login");
    expect(loginRedirectPath("/")).toBe("/user/login");
    expect(loginRedirectPath("/a/b?c=d")).toBe("/user/login?redirect=%2Fa%2Fb%3Fc%3Dd");
  });

  it("onError leaves a 401 to the HTTP client, which shows the message before logging out", async () => {
    await expect(authProvider.onError({ message: "x", statusCode: 401 })).resolves.toEqual({});
    await expect(authProvider.onError({ message: "x", statusCode: 500 })).resolves.toEqual({});
    await expect(authProvider.onError(new Error("x"))).resolves.toEqual({});
  });

  it("getIdentity reads the stored user info", async () => {
    await expect(authProvider.getIdentity?.()).resolves.toBeNull();
    storeLs("Login_Userinfo", userInfo);
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ ...userInfo, name: "管理员" });
  });
});

describe("permissions", () => {
  const menu = [
    {
      path: "/isystem",
      name: "isystem",
      component: "layouts/RouteView",
      meta: { title: "系统管理" },
      children: [
        {
          path: "/isystem/user",
          name: "isystem-user",
          component: "system/UserList",
          meta: { title: "用户管理" },
        },
      ],
    },
    {
      path: "/hidden-parent",
      name: "hidden-parent",
      meta: { title: "隐" },
      children: [{ path: "/hidden-parent/a", hidden: true, meta: { title: "a" } }],
    },
  ];
  const auth = [{ action: "user:add", type: "1", describe: "添加用户" }];
  const allAuth = [{ action: "user:add", type: "1", status: "1", describe: "添加用户" }];

  function onPermissions(result: unknown, success = true) {
    const seen: Request[] = [];
    server.use(
      mock.get(`${API}/sys/permission/getUserPermissionByToken`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success, code: 0, message: success ? "" : "查询失败:x", result });
      }),
    );
    return seen;
  }

  it("stores auth/allAuth in sessionStorage and the menu in the session", async () => {
    const seen = onPermissions({ menu, auth, allAuth, sysSafeMode: true });
    const answer = await authProvider.getPermissions?.();
    expect(new URL(seen[0].url).searchParams.get("_t")).toMatch(/^\d+$/);
    expect(sessionStorage.getItem("LOGIN_USER_BUTTON_AUTH")).toBe(JSON.stringify(auth));
    expect(sessionStorage.getItem("SYS_BUTTON_AUTH")).toBe(JSON.stringify(allAuth));
    expect(answer).toMatchObject({ auth, allAuth, sysSafeMode: true });
    const state = session.getSnapshot();
    expect(state.sysSafeMode).toBe(true);
    expect(state.permissionList.map((m) => m.path)).toEqual(["/isystem", "/hidden-parent"]);
    expect(state.permissionList[0].hidden).toBeUndefined();
    expect(state.permissionList[1].hidden).toBe(true);
  });

  it("rejects an empty menu with the original's text, after storing the button lists", async () => {
    onPermissions({ menu: [], auth, allAuth, sysSafeMode: false });
    await expect(loadPermissions()).rejects.toThrow(PERMISSIONS_EMPTY);
    expect(PERMISSIONS_EMPTY).toBe("getPermissionList: permissions must be a non-null array !");
    expect(sessionStorage.getItem("LOGIN_USER_BUTTON_AUTH")).toBe(JSON.stringify(auth));
    onPermissions({ auth, allAuth });
    await expect(loadPermissions()).rejects.toThrow(PERMISSIONS_EMPTY);
  });

  it("rejects a failed answer with its message", async () => {
    onPermissions(null, false);
    await expect(loadPermissions()).rejects.toThrow("查询失败:x");
  });
});

describe("captchaImage", () => {
  it("GETs /sys/randomImage/{key} and answers the data URL", async () => {
    const seen: Request[] = [];
    server.use(
      mock.get(`${API}/sys/randomImage/:key`, ({ request, params }) => {
        seen.push(request);
        return HttpResponse.json({
          success: true,
          code: 0,
          result: `data:image/jpg;base64,${String(params.key)}`,
        });
      }),
    );
    await expect(captchaImage(1700000000000)).resolves.toBe("data:image/jpg;base64,1700000000000");
    expect(new URL(seen[0].url).pathname).toBe("/jeecg-boot/sys/randomImage/1700000000000");
  });

  it("rejects a failed answer", async () => {
    server.use(
      mock.get(`${API}/sys/randomImage/:key`, () => HttpResponse.json({ success: false, message: "坏了" })),
    );
    await expect(captchaImage("k")).rejects.toThrow("坏了");
  });
});

describe("session hydration", () => {
  it("rebuilds the session from storage", () => {
    ls.set("Access-Token", "t");
    ls.set("Login_Userinfo", userInfo);
    ls.set("TENANT_ID", 3);
    session.hydrate();
    expect(session.getSnapshot()).toMatchObject({
      token: "t",
      username: "admin",
      realname: "管理员",
      tenantid: "3",
      permissionList: [],
    });
  });
});

describe("CAS ticket validation", () => {
  it("resolves with the server's refusal, stores nothing, and stores the login it accepts", async () => {
    server.use(
      mock.get(`${API}/sys/cas/client/validateLogin`, ({ request }) =>
        new URL(request.url).searchParams.get("ticket") === "ST-good"
          ? HttpResponse.json(loginAnswer())
          : HttpResponse.json({ success: false, code: 500, message: "CAS票据验证失败" }),
      ),
    );
    await expect(casLogin("ST-bad", "http://app/user/login")).resolves.toEqual({
      success: false,
      message: "CAS票据验证失败",
    });
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();
    const accepted = await casLogin("ST-good", "http://app/user/login");
    expect(accepted.success).toBe(true);
    expect(ls.get("Access-Token")).toBe(loginAnswer().result.token);
  });
});

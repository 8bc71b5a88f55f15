import type { App } from "antd";
import { delay, HttpResponse, http as mock } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  deleteAction,
  downFile,
  fileNameFromDisposition,
  getAction,
  getFileAccessHttpUrl,
  getPlain,
  type HttpUi,
  httpAction,
  isHttpRequestError,
  postAction,
  putAction,
  REQUEST_TIMEOUT,
  setHttpUi,
  setLogoutHandler,
  setReloadHandler,
  setRouteInfo,
  uploadAction,
} from "@/providers/http/client";
import { getSign } from "@/providers/http/sign";
import { type RequestConfig, send } from "@/providers/http/transport";
import { clearLocalSession } from "@/providers/session";
import { API, queryOf, server, setupMsw } from "./msw";
import { blobText, installUi, storeLs } from "./test-ui";

// Every call goes through the real transport; a test may look at what was sent or answer in its place.
vi.mock("@/providers/http/transport", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/providers/http/transport")>();
  return { ...actual, send: vi.fn(actual.send) };
});

setupMsw();

let ui: ReturnType<typeof installUi>;
let logout: ReturnType<typeof vi.fn<() => Promise<void>>>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.__APP_CONFIG__ = undefined;
  setRouteInfo(null);
  ui = installUi();
  logout = vi.fn<() => Promise<void>>(() => Promise.resolve());
  reload = vi.fn<() => void>();
  setLogoutHandler(logout);
  setReloadHandler(reload);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Captures the one request a test makes to `path`, answering `body`. */
function capture(method: "get" | "post" | "put" | "delete", path: string, body: unknown = { success: true }) {
  const seen: Request[] = [];
  server.use(
    mock[method](`${API}${path}`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

describe("instance", () => {
  it("uses the runtime API base path, default /jeecg-boot", async () => {
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping");
    expect(new URL(seen[0].url).pathname).toBe("/jeecg-boot/sys/ping");
  });

  it("follows window.__APP_CONFIG__.apiBaseUrl read at request time", async () => {
    window.__APP_CONFIG__ = { apiBaseUrl: "http://api.example.test/gate/" };
    const seen: Request[] = [];
    server.use(
      mock.get("http://api.example.test/gate/sys/ping", ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ success: true });
      }),
    );
    await getPlain("/sys/ping");
    expect(seen).toHaveLength(1);
  });

  it("has a 9000 ms timeout", () => {
    expect(REQUEST_TIMEOUT).toBe(9000);
  });

  it("resolves with the body, not the whole response", async () => {
    capture("get", "/sys/ping", { success: true, result: 7 });
    await expect(getPlain("/sys/ping")).resolves.toEqual({ success: true, result: 7 });
  });

  it("accepts antd's App.useApp() instances as its UI (type-level)", () => {
    type Antd = ReturnType<typeof App.useApp>;
    const fromAntd = (api: Antd): HttpUi => api;
    expect(typeof fromAntd).toBe("function");
  });
});

describe("request headers", () => {
  it("sends tenant-id 0 and no token when logged out", async () => {
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping");
    expect(seen[0].headers.get("tenant-id")).toBe("0");
    expect(seen[0].headers.has("X-Access-Token")).toBe(false);
  });

  it("sends X-Access-Token and the stored tenant", async () => {
    storeLs("Access-Token", "tok-1", Date.now() + 60_000);
    storeLs("TENANT_ID", 1002);
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping");
    expect(seen[0].headers.get("X-Access-Token")).toBe("tok-1");
    expect(seen[0].headers.get("tenant-id")).toBe("1002");
  });

  it("treats an empty stored tenant as 0", async () => {
    storeLs("TENANT_ID", "");
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping");
    expect(seen[0].headers.get("tenant-id")).toBe("0");
  });

  it("sends no token once the stored one expired", async () => {
    storeLs("Access-Token", "old", Date.now() - 1);
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping");
    expect(seen[0].headers.has("X-Access-Token")).toBe(false);
  });

  it("sends X-Low-App-ID on low-app routes with an appId only", async () => {
    const seen = capture("get", "/sys/ping");
    setRouteInfo({ name: "low-app-design", params: { appId: "app-9" } });
    await getPlain("/sys/ping");
    setRouteInfo({ name: "low-app-design", params: {} });
    await getPlain("/sys/ping");
    setRouteInfo({ name: "isystem-user", params: { appId: "app-9" } });
    await getPlain("/sys/ping");
    expect(seen.map((r) => r.headers.get("X-Low-App-ID"))).toEqual(["app-9", null, null]);
  });
});

describe("_t", () => {
  it("adds integer epoch seconds to GETs", async () => {
    const seen = capture("get", "/sys/user/list");
    const before = Math.floor(Date.now() / 1000);
    await getAction("/sys/user/list", { pageNo: 1 });
    const after = Math.floor(Date.now() / 1000);
    const t = queryOf(seen[0])._t;
    expect(t).toMatch(/^\d{10}$/);
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(Number(t)).toBeLessThanOrEqual(after);
  });

  it("is not added to dictionary item lookups", async () => {
    const seen = capture("get", "/sys/dict/getDictItems/sex");
    await getAction("/sys/dict/getDictItems/sex");
    expect(queryOf(seen[0])).toEqual({});
  });

  it("lets the caller's _t win", async () => {
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping", { _t: 42 });
    expect(queryOf(seen[0])._t).toBe("42");
  });

  it("also works with URLSearchParams", async () => {
    const seen = capture("get", "/sys/ping");
    await getPlain("/sys/ping", new URLSearchParams({ a: "1" }));
    await getPlain("/sys/ping", new URLSearchParams({ _t: "7" }));
    expect(queryOf(seen[0])).toMatchObject({ a: "1", _t: expect.stringMatching(/^\d{10}$/) });
    expect(queryOf(seen[1])._t).toBe("7");
  });

  it("is not added to other methods", async () => {
    const seen = capture("post", "/sys/thing");
    await postAction("/sys/thing", { a: 1 });
    expect(queryOf(seen[0])).toEqual({});
  });
});

describe("helpers", () => {
  it("getAction signs the params (X-Sign, 14-digit X-TIMESTAMP) and sends numbers as strings", async () => {
    const seen = capture("get", "/sys/dict/loadDict/sys_user,realname,username");
    const params = { keyword: "ad", pageSize: 10 };
    await getAction("/sys/dict/loadDict/sys_user,realname,username", params);
    expect(params.pageSize).toBe("10");
    expect(seen[0].headers.get("X-Sign")).toBe("0D925D43AFDF1C7008E76183C7E69BFA");
    expect(seen[0].headers.get("X-TIMESTAMP")).toMatch(/^\d{14}$/);
    expect(queryOf(seen[0])).toMatchObject({ keyword: "ad", pageSize: "10" });
  });

  it("getAction takes an optional timeout, and a timeout shows 网络超时", async () => {
    server.use(
      mock.get(`${API}/slow`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    await expect(getAction("/slow", {}, { timeout: 30 })).rejects.toMatchObject({
      code: "ECONNABORTED",
      message: "timeout of 30ms exceeded",
    });
    expect(ui.notification.error).toHaveBeenCalledWith(notice("网络超时"));
  });

  it("postAction signs the JSON body, whose numbers go out as strings", async () => {
    const seen = capture("post", "/sys/role/add");
    await postAction("/sys/role/add", { roleName: "r", status: 0 });
    expect(await seen[0].json()).toEqual({ roleName: "r", status: "0" });
    expect(seen[0].headers.get("X-Sign")).toBe(getSign("/sys/role/add", { roleName: "r", status: "0" }));
    expect(seen[0].headers.get("X-TIMESTAMP")).toMatch(/^\d{14}$/);
  });

  it("httpAction signs with the chosen method", async () => {
    const seen = capture("put", "/sys/selectDepart");
    await httpAction("/sys/selectDepart", { orgCode: "A01", username: "admin" }, "put");
    expect(await seen[0].json()).toEqual({ orgCode: "A01", username: "admin" });
    expect(seen[0].headers.get("X-Sign")).toBe(
      getSign("/sys/selectDepart", { orgCode: "A01", username: "admin" }),
    );
  });

  it("putAction and deleteAction are not signed", async () => {
    const put = capture("put", "/sys/user/edit");
    const del = capture("delete", "/sys/user/delete");
    await putAction("/sys/user/edit", { id: "1" });
    await deleteAction("/sys/user/delete", { id: "1" });
    expect(put[0].headers.has("X-Sign")).toBe(false);
    expect(await put[0].json()).toEqual({ id: "1" });
    expect(del[0].headers.has("X-Sign")).toBe(false);
    expect(queryOf(del[0])).toEqual({ id: "1" });
  });

  it("downFile returns the blob and the Content-Disposition file name", async () => {
    server.use(
      mock.get(
        `${API}/sys/user/exportXls`,
        ({ request }) =>
          new HttpResponse("xlsx-bytes", {
            headers: {
              "Content-Type": "application/vnd.ms-excel",
              "Content-Disposition": `attachment;filename=${encodeURIComponent("用户列表.xlsx")}`,
              "X-Seen-Query": new URL(request.url).search,
            },
          }),
      ),
    );
    const file = await downFile("/sys/user/exportXls", { selections: "1,2" });
    expect(file.fileName).toBe("用户列表.xlsx");
    expect(file.blob).toBeInstanceOf(Blob);
    expect(await blobText(file.blob)).toBe("xlsx-bytes");
  });

  it("downFile and uploadAction are exempt from the 9000 ms timeout", async () => {
    capture("get", "/file");
    capture("post", "/sys/common/upload");
    vi.mocked(send).mockClear();
    await downFile("/file");
    await uploadAction("/sys/common/upload", new FormData());
    await getPlain("/file");
    const configs = vi.mocked(send).mock.calls.map(([config]) => config);
    expect(configs.map((c) => c.timeout)).toEqual([0, 0, 9000]);
    expect(configs[0].responseType).toBe("blob");
  });

  it("uploadAction posts multipart form data", async () => {
    const seen = capture("post", "/sys/common/upload", { success: true, message: "temp/a_1.png" });
    const form = new FormData();
    form.append("file", new File(["png"], "a.png", { type: "image/png" }));
    form.append("biz", "temp");
    const answer = await uploadAction("/sys/common/upload", form);
    expect(answer).toEqual({ success: true, message: "temp/a_1.png" });
    expect(seen[0].headers.get("content-type")).toMatch(/^multipart\/form-data; ?boundary=/);
    const received = await seen[0].formData();
    expect(received.get("biz")).toBe("temp");
    expect(received.has("file")).toBe(true);
  });

  it("uploadAction reports progress in whole percent", async () => {
    vi.mocked(send).mockImplementationOnce(async (config: RequestConfig) => {
      config.onUploadProgress?.({ loaded: 1, total: 3 });
      config.onUploadProgress?.({ loaded: 3, total: 3 });
      return { data: { success: true }, status: 200, statusText: "OK", headers: {} };
    });
    const seen: number[] = [];
    await uploadAction("/sys/common/upload", new FormData(), { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([33, 100]);
  });
});

describe("fileNameFromDisposition", () => {
  it("reads plain, quoted, RFC 5987 and Latin-1 mangled names", () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe("report.xlsx");
    expect(fileNameFromDisposition("attachment;filename=%E7%94%A8%E6%88%B7.xls")).toBe("用户.xls");
    expect(
      fileNameFromDisposition("attachment; filename=a.xls; filename*=UTF-8''%E8%A7%92%E8%89%B2.xlsx"),
    ).toBe("角色.xlsx");
    const mangled = String.fromCharCode(...new TextEncoder().encode("用户.xls"));
    expect(fileNameFromDisposition(`attachment;filename=${mangled}`)).toBe("用户.xls");
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition("inline")).toBeUndefined();
  });
});

describe("getFileAccessHttpUrl", () => {
  it("prefixes relative paths with the static domain and leaves http URLs", () => {
    expect(getFileAccessHttpUrl("temp/a_1.png")).toBe("/jeecg-boot/sys/common/static/temp/a_1.png");
    expect(getFileAccessHttpUrl("https://x/y.png")).toBe("https://x/y.png");
    expect(getFileAccessHttpUrl("")).toBeUndefined();
    expect(getFileAccessHttpUrl(null)).toBeUndefined();
    expect(getFileAccessHttpUrl('[{"url":"a"}]')).toBeUndefined();
  });

  it("follows the configured static domain", () => {
    window.__APP_CONFIG__ = { apiBaseUrl: "/api", staticDomainUrl: "https://cdn.example.test/files/" };
    expect(getFileAccessHttpUrl("temp/a.png")).toBe("https://cdn.example.test/files/temp/a.png");
    window.__APP_CONFIG__ = { apiBaseUrl: "/api" };
    expect(getFileAccessHttpUrl("temp/a.png")).toBe("/api/sys/common/static/temp/a.png");
  });
});

/** Answers `status` with `body` on GET /fail. */
function failWith(status: number, body: unknown = {}) {
  server.use(mock.get(`${API}/fail`, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

const notice = (description: string, duration?: number) =>
  expect.objectContaining({ message: "系统提示", description, ...(duration ? { duration } : {}) });

describe("error catalogue", () => {
  it("403: 拒绝访问 for 4 s, rejecting with the request's error", async () => {
    failWith(403, { message: "no" });
    const error = await getPlain("/fail").catch((e: unknown) => e);
    expect(isHttpRequestError(error)).toBe(true);
    expect(ui.notification.error).toHaveBeenCalledWith(notice("拒绝访问", 4));
  });

  it("404: 很抱歉，资源未找到!, also when the answer carries the server's envelope", async () => {
    failWith(404, { success: false, code: 404, message: "路径不存在，请检查路径是否正确" });
    const error = await getPlain("/fail").catch((e: unknown) => e);
    expect(isHttpRequestError(error) && error.response?.status).toBe(404);
    expect(ui.notification.error).toHaveBeenCalledWith(notice("很抱歉，资源未找到!", 4));
  });

  it("504: 网络超时", async () => {
    failWith(504);
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith(notice("网络超时"));
  });

  it("other statuses: the response message", async () => {
    failWith(502, { message: "网关错误" });
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith(notice("网关错误", 4));
  });

  it("no response: the error message", async () => {
    server.use(mock.get(`${API}/fail`, () => HttpResponse.error()));
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith(notice("Network Error"));
  });

  it("a cancelled request shows nothing", async () => {
    capture("get", "/sys/ping");
    const controller = new AbortController();
    controller.abort();
    await expect(getPlain("/sys/ping", {}, { signal: controller.signal })).rejects.toMatchObject({
      code: "ERR_CANCELED",
    });
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it("401 with a token: notice, logout, reload 1500 ms after the logout", async () => {
    let finishLogout: () => void = () => undefined;
    logout.mockImplementation(() => new Promise<void>((resolve) => (finishLogout = resolve)));
    storeLs("Access-Token", "tok");
    failWith(401, { success: true, code: 401, message: "Token失效，请重新登录!" });
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith(notice("很抱歉，登录已过期，请重新登录", 4));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    vi.useFakeTimers();
    finishLogout();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1499);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("401 without a token: notice only", async () => {
    failWith(401);
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith(notice("很抱歉，登录已过期，请重新登录", 4));
    expect(logout).not.toHaveBeenCalled();
  });

  it("the default logout handler clears the local session", async () => {
    setLogoutHandler(clearLocalSession);
    storeLs("Access-Token", "tok");
    storeLs("Login_Userinfo", { username: "admin" });
    failWith(401);
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();
    expect(localStorage.getItem("pro__Login_Userinfo")).toBeNull();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("500 with Token失效 when logged in: the 登录已过期 modal, whose button logs out and reloads", async () => {
    storeLs("Access-Token", "tok");
    window.history.replaceState(null, "", "/isystem/user");
    failWith(500, { message: "Token失效，请重新登录" });
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).not.toHaveBeenCalled();
    expect(ui.modal.error).toHaveBeenCalledTimes(1);
    const config = ui.modal.error.mock.calls[0][0];
    expect(config).toMatchObject({
      title: "登录已过期",
      content: "很抱歉，登录已过期，请重新登录",
      okText: "重新登录",
      mask: false,
    });
    config.onOk?.();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("pro__Access-Token")).toBeNull();
  });

  it("the modal's re-login does not reload on / or the login page", async () => {
    storeLs("Access-Token", "tok");
    window.history.replaceState(null, "", "/user/login");
    failWith(500, { message: "Token失效" });
    await expect(getPlain("/fail")).rejects.toThrow();
    ui.modal.error.mock.calls[0][0].onOk?.();
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/");
  });

  it("500 with Token失效 inside WeCom/DingTalk: a loading message instead of the modal", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 wxwork/4.0");
    storeLs("Access-Token", "tok");
    window.history.replaceState(null, "", "/isystem/user");
    failWith(500, { message: "Token失效" });
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.message.loading).toHaveBeenCalledWith("登录已过期，正在重新登陆", 0);
    expect(ui.modal.error).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("500 with Token失效 but logged out, or another 500: nothing shown", async () => {
    failWith(500, { message: "Token失效" });
    await expect(getPlain("/fail")).rejects.toThrow();
    storeLs("Access-Token", "tok");
    failWith(500, { message: "操作失败，空指针" });
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.modal.error).not.toHaveBeenCalled();
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it("500 blob bodies are parsed for Token失效", async () => {
    storeLs("Access-Token", "tok");
    window.history.replaceState(null, "", "/isystem/user");
    server.use(
      mock.get(`${API}/export`, () =>
        HttpResponse.text(JSON.stringify({ success: false, message: "Token失效，请重新登录" }), {
          status: 500,
        }),
      ),
    );
    await expect(downFile("/export")).rejects.toThrow();
    expect(ui.modal.error).toHaveBeenCalledTimes(1);
    ui.modal.error.mock.calls[0][0].onOk?.();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it("shows nothing before the app installs its UI", async () => {
    setHttpUi(null);
    failWith(403);
    await expect(getPlain("/fail")).rejects.toThrow();
    expect(ui.notification.error).not.toHaveBeenCalled();
  });
});

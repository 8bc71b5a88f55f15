/**
 * The error catalogue (the original's FE/utils/request.js `err`). Its side effects go through
 * an injectable UI (antd's `App.useApp()`), a logout handler and a reload handler, so they are testable.
 */
import { clearLocalSession } from "../session";
import { ACCESS_TOKEN, ls } from "../storage";
import { isCancelled, isHttpRequestError } from "./transport";

export const UNAUTHORIZED_RELOAD_DELAY = 1500;
export const NOTICE_TITLE = "系统提示";

/** The slice of antd's `App.useApp()` the error catalogue needs; antd's instances satisfy it. */
export interface HttpUi {
  notification: {
    error(config: { message: string; description: string; duration?: number; key?: string }): void;
  };
  modal: {
    error(config: {
      title: string;
      content: string;
      okText?: string;
      mask?: boolean;
      onOk?: () => void;
    }): unknown;
  };
  message: {
    loading(content: string, duration?: number): unknown;
  };
}

const noUi: HttpUi = {
  notification: { error: () => undefined },
  modal: { error: () => undefined },
  message: { loading: () => undefined },
};

let ui: HttpUi = noUi;
let logoutHandler: () => unknown = clearLocalSession;
let reloadHandler: () => void = () => window.location.reload();

/** Called once by the app with `App.useApp()`; before that the errors are silent. */
export function setHttpUi(next: HttpUi | null): void {
  ui = next ?? noUi;
}

export function getHttpUi(): HttpUi {
  return ui;
}

/** The `Logout` action run on 401 and on an expired token; the auth provider registers the full logout. */
export function setLogoutHandler(fn: () => unknown): void {
  logoutHandler = fn;
}

/** Replaces `window.location.reload` (tests, or an app that prefers a soft restart). */
export function setReloadHandler(fn: () => void): void {
  reloadHandler = fn;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === "function") return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A blob (download) error body is the JSON envelope as bytes; anything else yields undefined. */
async function blobBody(data: unknown): Promise<unknown> {
  if (!isBlob(data)) return data;
  try {
    return JSON.parse(await readBlobText(data));
  } catch {
    return undefined;
  }
}

export function messageOf(body: unknown): string {
  if (typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === "string") return message;
  }
  return "";
}

function notify(description: string, duration?: number, key?: string) {
  ui.notification.error({ message: NOTICE_TITLE, description, duration, key });
}

let expiring = false;

/** 401: one logout and one reload however many calls fail together. */
function expireSession() {
  if (expiring) return;
  expiring = true;
  Promise.resolve()
    .then(() => logoutHandler())
    .catch(() => undefined)
    .then(() => {
      setTimeout(() => {
        expiring = false;
        reloadHandler();
      }, UNAUTHORIZED_RELOAD_DELAY);
    });
}

let tokenPromptOpen = false;

/** The legacy "500 + Token失效" answer. */
function promptTokenExpired() {
  if (tokenPromptOpen) return;
  tokenPromptOpen = true;
  const relogin = () =>
    Promise.resolve()
      .then(() => logoutHandler())
      .catch(() => undefined)
      .then(() => {
        ls.remove(ACCESS_TOKEN);
        tokenPromptOpen = false;
        const path = window.location.pathname;
        if (path !== "/" && !path.includes("/user/login")) reloadHandler();
      });
  if (/wxwork|dingtalk/i.test(navigator.userAgent)) {
    // Inside WeCom/DingTalk the reload runs the OAuth2 login again, hence no button.
    ui.message.loading("登录已过期，正在重新登陆", 0);
    void relogin();
    return;
  }
  ui.modal.error({
    title: "登录已过期",
    content: "很抱歉，登录已过期，请重新登录",
    okText: "重新登录",
    mask: false,
    onOk: () => {
      void relogin();
    },
  });
}

/**
 * Whether the catalogue below shows a message for an HTTP failure. It shows none for an HTTP 500 other than
 * the legacy token expiry, so whoever made the call must show that one.
 */
export function catalogueShows(status: number, body: unknown): boolean {
  return status !== 500 || (Boolean(ls.get(ACCESS_TOKEN)) && messageOf(body).includes("Token失效"));
}

/** Applies the error catalogue; the promise still rejects with the request's error. */
export async function onError(error: unknown): Promise<never> {
  if (isCancelled(error) || !isHttpRequestError(error)) throw error;
  const response = error.response;
  if (response) {
    const body = await blobBody(response.data);
    const hasToken = Boolean(ls.get(ACCESS_TOKEN));
    switch (response.status) {
      case 403:
        notify("拒绝访问", 4);
        break;
      case 500:
        if (hasToken && messageOf(body).includes("Token失效")) promptTokenExpired();
        break;
      case 404:
        notify("很抱歉，资源未找到!", 4);
        break;
      case 504:
        notify("网络超时");
        break;
      case 401:
        notify("很抱歉，登录已过期，请重新登录", 4, "http-401");
        if (hasToken) expireSession();
        break;
      default:
        notify(messageOf(body) || error.message, 4);
    }
  } else if (error.message.includes("timeout")) {
    notify("网络超时");
  } else {
    notify(error.message);
  }
  throw error;
}

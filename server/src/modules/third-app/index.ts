/**
 * `/sys/thirdApp/getEnabledType`: which third-party apps (WeCom 企业微信, DingTalk 钉钉) users and
 * departments can be synchronised with, so the original client shows only their sync buttons. This
 * product synchronises with neither, so both are off and no sync button shows.
 */
import { ok } from "../../core/result.ts";
import type { ServerModule } from "../../core/server-module.ts";

export interface EnabledThirdApps {
  wechatEnterprise: boolean;
  dingtalk: boolean;
}

export const ENABLED_THIRD_APPS: Readonly<EnabledThirdApps> = { wechatEnterprise: false, dingtalk: false };

export const thirdAppModule: ServerModule = {
  name: "third-app",
  async register(app) {
    app.get("/sys/thirdApp/getEnabledType", { config: { auth: "login" } }, async () =>
      ok({ ...ENABLED_THIRD_APPS }),
    );
  },
};

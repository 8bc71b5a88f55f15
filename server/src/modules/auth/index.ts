import type { FastifyInstance } from "fastify";
import { readToken } from "../../core/auth-hook.ts";
import { captchaImage, newCaptchaCode, storeCaptcha } from "../../core/captcha.ts";
import { loginLogText, writeLoginLog } from "../../core/login-log.ts";
import { IP_LIMITS, registerIpLimits } from "../../core/rate-limit.ts";
import { fail, ok } from "../../core/result.ts";
import type { AppContext, ServerModule } from "../../core/server-module.ts";
import { clearSessionCookie } from "../../core/session-cookie.ts";
import { revokeSessionByToken } from "../../core/sessions.ts";
import { loginReply, requestMeta } from "./login-reply.ts";
import { type LoginInput, login } from "./login-service.ts";

const loginSchema = {
  body: {
    type: "object",
    required: ["username", "password"],
    properties: {
      username: { type: "string", minLength: 1, maxLength: 100 },
      password: { type: "string", minLength: 1, maxLength: 200 },
      captcha: { type: ["string", "null"], maxLength: 20 },
      checkKey: { type: ["string", "number", "null"], maxLength: 64 },
      remember_me: {},
    },
  },
} as const;

const randomImageSchema = {
  params: {
    type: "object",
    required: ["key"],
    properties: { key: { type: "string", minLength: 1, maxLength: 64 } },
  },
} as const;

/** Session endpoints: login, logout and the login captcha; all anonymous. */
export const authModule: ServerModule = {
  name: "auth",
  async register(app: FastifyInstance, ctx: AppContext) {
    await registerIpLimits(app);
    app.post<{ Body: LoginInput }>(
      "/sys/login",
      { config: { auth: "anonymous", rateLimit: IP_LIMITS.login }, schema: loginSchema },
      async (req, reply) =>
        loginReply(req, reply, ctx.config.apiPrefix, await login(ctx, req.body, requestMeta(req))),
    );

    app.post("/sys/logout", { config: { auth: "anonymous" } }, async (req, reply) => {
      const token = readToken(req);
      clearSessionCookie(reply, ctx.config.apiPrefix);
      if (!token) return fail("退出登录失败！");
      const userId = await revokeSessionByToken(ctx.db, token);
      if (!userId) return fail("Token无效!");
      const user = await ctx.db.one<{ username: string; realname: string | null }>(
        "SELECT username, realname FROM sys_user WHERE id = $1",
        [userId],
      );
      await writeLoginLog(ctx.db, {
        content: loginLogText.logout(user?.realname ?? ""),
        username: user?.username,
        realname: user?.realname,
        ip: req.ip,
        requestUrl: requestMeta(req).url,
      });
      return ok(null, "退出登录成功！");
    });

    // The original answers code 0 and an empty message here.
    app.get<{ Params: { key: string } }>(
      "/sys/randomImage/:key",
      { config: { auth: "anonymous", rateLimit: IP_LIMITS.captcha }, schema: randomImageSchema },
      async (req) => {
        const code = newCaptchaCode();
        await storeCaptcha(ctx.db, req.params.key, code);
        return { success: true, message: "", code: 0, result: captchaImage(code), timestamp: Date.now() };
      },
    );
  },
};

import type { FastifyInstance } from "fastify";
import { writeLoginLog } from "../../core/login-log.ts";
import { OutboundError, outboundRequest } from "../../core/outbound-http.ts";
import { fail, type Result } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import { loginReply, requestMeta } from "../auth/login-reply.ts";
import { completeLogin, findLoginUser, refuseUser } from "../auth/login-service.ts";

export const THIRD_MESSAGES = {
  notConfigured: "第三方登录未配置，请联系管理员！",
  unreachable: "第三方登录服务暂时无法访问，请稍后重试",
  badAnswer: "第三方登录服务的应答无效",
  rejected: "第三方登录凭证无效或已过期",
  notBound: "该第三方账号未绑定系统用户，请联系管理员绑定",
} as const;

const paramsSchema = {
  params: {
    type: "object",
    required: ["token", "thirdType"],
    properties: {
      token: { type: "string", minLength: 1, maxLength: 2000 },
      thirdType: {
        type: "string",
        pattern: "^[A-Za-z0-9_-]{1,32}$",
        errorMessage: "第三方类型不正确",
      },
    },
  },
} as const;

/** What the identity provider vouches for. */
interface ThirdIdentity {
  thirdId: string;
}

/**
 * Our small provider protocol (THIRD_LOGIN_URL): GET `<url>?token=<token>&thirdType=<type>` answers
 * JSON `{success: true, result: {thirdId, username?}}` for a valid token, or `{success: false, message}`.
 * `thirdId` is matched against sys_user.third_id and third_type; `username` is informative only, so a
 * provider can never log someone into an account nobody bound to it.
 */
async function askProvider(
  baseUrl: string,
  token: string,
  thirdType: string,
): Promise<ThirdIdentity | string> {
  const url = new URL(baseUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("thirdType", thirdType);
  let text: string;
  let status: number;
  try {
    ({ text, status } = await outboundRequest(url.toString(), { headers: { accept: "application/json" } }));
  } catch (err) {
    if (err instanceof OutboundError) return THIRD_MESSAGES.unreachable;
    throw err;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status >= 200 && status < 300 ? THIRD_MESSAGES.badAnswer : THIRD_MESSAGES.unreachable;
  }
  if (typeof body !== "object" || body === null) return THIRD_MESSAGES.badAnswer;
  const answer = body as { success?: unknown; message?: unknown; result?: { thirdId?: unknown } | null };
  if (answer.success !== true) {
    const said = typeof answer.message === "string" ? answer.message.trim().slice(0, 200) : "";
    return said ? `${THIRD_MESSAGES.rejected}：${said}` : THIRD_MESSAGES.rejected;
  }
  const thirdId = answer.result?.thirdId;
  if ((typeof thirdId !== "string" && typeof thirdId !== "number") || String(thirdId).trim() === "") {
    return THIRD_MESSAGES.badAnswer;
  }
  const id = String(thirdId).trim();
  return id.length > 100 ? THIRD_MESSAGES.badAnswer : { thirdId: id };
}

/** GET /sys/thirdLogin/getLoginUser/{token}/{thirdType} (anonymous). */
export function registerThirdLoginRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { token: string; thirdType: string } }>(
    "/sys/thirdLogin/getLoginUser/:token/:thirdType",
    { config: { auth: "anonymous" }, schema: paramsSchema },
    async (req, reply): Promise<Result<unknown>> => {
      const { thirdLoginUrl } = ctx.config;
      if (!thirdLoginUrl) return fail(THIRD_MESSAGES.notConfigured);
      const { token, thirdType } = req.params;
      const identity = await askProvider(thirdLoginUrl, token, thirdType);
      if (typeof identity === "string") return fail(identity);

      const meta = requestMeta(req);
      const user = await findLoginUser(ctx.db, { thirdId: identity.thirdId, thirdType });
      if (!user) {
        await writeLoginLog(ctx.db, {
          content: `用户登录失败，第三方账号(${thirdType})未绑定！`,
          ip: meta.ip,
          requestUrl: meta.url,
        });
        return fail(THIRD_MESSAGES.notBound);
      }
      const refused = await refuseUser(ctx, user, meta);
      if (refused) return refused;
      const answer = await completeLogin(ctx, user, meta, {
        logText: `用户名: ${user.username},登录成功[第三方用户]！`,
      });
      return loginReply(req, reply, ctx.config.apiPrefix, answer);
    },
  );
}

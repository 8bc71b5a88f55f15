import type { FastifyInstance } from "fastify";
import { loginLogText, writeLoginLog } from "../../core/login-log.ts";
import { OutboundError, outboundRequest } from "../../core/outbound-http.ts";
import { fail, type Result } from "../../core/result.ts";
import type { AppContext } from "../../core/server-module.ts";
import { loginReply, requestMeta } from "../auth/login-reply.ts";
import { completeLogin, findLoginUser, LOGIN_MESSAGES, refuseUser } from "../auth/login-service.ts";

export const CAS_MESSAGES = {
  notConfigured: "单点登录(CAS)未配置，请联系管理员！",
  ticketRequired: "单点登录票据(ticket)不能为空",
  serviceRequired: "单点登录服务地址(service)不能为空",
  unreachable: "CAS服务器暂时无法访问，请稍后重试",
  failed: "单点登录验证失败",
  noUser: "单点登录验证失败：CAS服务器未返回用户",
  foreignService: "单点登录服务地址(service)不是本系统的地址",
} as const;

/**
 * A ticket is valid for the service it was issued to; taking any service from the client would let a
 * ticket issued to another site (where the victim signed in) log its holder in here. The service must
 * be on this server's host name or one of the origins allowed to call the API.
 */
function isOwnService(service: string, hostname: string, corsOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(service);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.hostname === hostname || corsOrigins.includes(url.origin);
}

const querySchema = {
  querystring: {
    type: "object",
    properties: {
      ticket: { type: "string", maxLength: 2000 },
      service: { type: "string", maxLength: 2000 },
    },
  },
} as const;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith("#x")) return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
      if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
      return ENTITIES[name] ?? whole;
    })
    .trim();
}

function safeCodePoint(n: number, fallback: string): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : fallback;
}

/** Text of the first element with this local name, whatever its namespace prefix (`cas:user`). */
function elementText(xml: string, localName: string): string | undefined {
  const re = new RegExp(
    `<(?:[A-Za-z_][\\w.-]*:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[A-Za-z_][\\w.-]*:)?${localName}>`,
  );
  const m = re.exec(xml);
  return m ? decodeXml(m[1]) : undefined;
}

/**
 * CAS protocol 3 ticket validation: `<cas>/p3/serviceValidate?ticket=&service=` answers XML with
 * `cas:authenticationSuccess/cas:user` or `cas:authenticationFailure`. The user is the username.
 */
async function validateTicket(
  casUrl: string,
  ticket: string,
  service: string,
): Promise<{ user: string } | string> {
  const url = new URL(`${casUrl}/p3/serviceValidate`);
  url.searchParams.set("ticket", ticket);
  url.searchParams.set("service", service);
  let xml: string;
  let status: number;
  try {
    ({ text: xml, status } = await outboundRequest(url.toString(), {
      headers: { accept: "application/xml, text/xml" },
    }));
  } catch (err) {
    if (err instanceof OutboundError) return CAS_MESSAGES.unreachable;
    throw err;
  }
  if (status < 200 || status >= 300) return `${CAS_MESSAGES.failed}：CAS服务器应答HTTP ${status}`;
  const failure = elementText(xml, "authenticationFailure");
  if (failure !== undefined) return `${CAS_MESSAGES.failed}：${failure.slice(0, 200) || "票据无效"}`;
  const user = elementText(xml, "user");
  if (!user) return CAS_MESSAGES.noUser;
  return { user: user.slice(0, 100) };
}

/** GET /sys/cas/client/validateLogin (anonymous): single sign-on against CAS_SERVER_URL. */
export function registerCasRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { ticket?: string; service?: string } }>(
    "/sys/cas/client/validateLogin",
    { config: { auth: "anonymous" }, schema: querySchema },
    async (req, reply): Promise<Result<unknown>> => {
      const { casServerUrl } = ctx.config;
      if (!casServerUrl) return fail(CAS_MESSAGES.notConfigured);
      const ticket = (req.query.ticket ?? "").trim();
      const service = (req.query.service ?? "").trim();
      if (!ticket) return fail(CAS_MESSAGES.ticketRequired);
      if (!service) return fail(CAS_MESSAGES.serviceRequired);
      if (!isOwnService(service, req.hostname, ctx.config.corsOrigins))
        return fail(CAS_MESSAGES.foreignService);

      const validated = await validateTicket(casServerUrl, ticket, service);
      if (typeof validated === "string") return fail(validated);
      const meta = requestMeta(req);
      const user = await findLoginUser(ctx.db, { username: validated.user });
      if (!user) {
        await writeLoginLog(ctx.db, {
          content: loginLogText.unknownUser(),
          username: validated.user,
          ip: meta.ip,
          requestUrl: meta.url,
        });
        return fail(LOGIN_MESSAGES.unknownUser);
      }
      const refused = await refuseUser(ctx, user, meta);
      if (refused) return refused;
      return loginReply(req, reply, ctx.config.apiPrefix, await completeLogin(ctx, user, meta));
    },
  );
}

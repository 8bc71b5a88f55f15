import type { FastifyReply, FastifyRequest } from "fastify";
import type { Result } from "../../core/result.ts";
import { setSessionCookie } from "../../core/session-cookie.ts";
import type { RequestMeta } from "./login-service.ts";

export function requestMeta(req: FastifyRequest): RequestMeta {
  return {
    ip: req.ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
    url: req.url.split("?")[0],
  };
}

/** Every way in hands its answer through here, so each successful login also sets the session cookie. */
export function loginReply(
  req: FastifyRequest,
  reply: FastifyReply,
  apiPrefix: string,
  answer: Result<unknown>,
): Result<unknown> {
  const token = (answer.result as { token?: unknown } | null)?.token;
  if (answer.success && answer.code === 200 && typeof token === "string") {
    setSessionCookie(req, reply, token, apiPrefix);
  }
  return answer;
}

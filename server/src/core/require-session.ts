import type { FastifyRequest } from "fastify";
import { BizError } from "./result.ts";
import type { SessionUser } from "./session.ts";

/** The caller of a login-only or coded route (the auth hook has set it; the guard keeps types honest). */
export function requireSession(req: FastifyRequest): SessionUser {
  if (!req.session) throw new BizError("Token失效，请重新登录!", 401, 401);
  return req.session;
}

/** A querystring schema: string properties up to `maxLength`, the named ones required and non-empty. */
export function queryOf(
  names: readonly string[],
  required: readonly string[] = [],
  maxLength = 64,
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const n of names) {
    properties[n] = required.includes(n)
      ? { type: "string", minLength: 1, maxLength }
      : { type: "string", maxLength };
  }
  return { type: "object", properties, required: [...required], additionalProperties: true };
}

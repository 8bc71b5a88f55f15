import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_IDLE_DAYS } from "./sessions.ts";

/**
 * The session token as an HttpOnly, SameSite=Lax cookie scoped to the API prefix, so `<img>` and
 * download links to static files carry the session.
 */
export const SESSION_COOKIE = "X-Access-Token";

export function readSessionCookie(req: FastifyRequest): string {
  const header = req.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return "";
    }
  }
  return "";
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  path: string,
): void {
  const secure = req.protocol === "https" ? "; Secure" : "";
  const maxAge = SESSION_IDLE_DAYS * 24 * 3600;
  reply.header(
    "set-cookie",
    `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, path: string): void {
  reply.header("set-cookie", `${SESSION_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`);
}

import type { ChangeVersions } from "./change-versions.ts";

/** Who is calling: resolved once per request by the auth hook from `X-Access-Token` and `tenant-id`. */
export interface SessionUser {
  /** sys_user.id */
  id: string;
  username: string;
  realname: string;
  /** current department code (sys_user.org_code) */
  orgCode: string | null;
  /** the tenant this request acts in (0 = default tenant) */
  tenantId: number;
  /** id of the sys_user_session row (an opaque handle, never the raw token) */
  sessionId: string;
  /** permission codes (sys_permission.perms of menu_type 2 rows reached through roles), loaded on demand */
  permissions: ReadonlySet<string>;
  /** codes of the user's own roles (sys_user_role), read with the session */
  roleCodes: readonly string[];
  /** the change versions read with the session: what this request may take from memory */
  versions?: ChangeVersions;
}

/**
 * Every route under the API prefix declares who may call it; the server refuses to start when one does not.
 * - `auth: "anonymous"`: anyone; kept to a short list.
 * - `auth: "login"`: any signed-in user.
 * - `perm: "user:add"` (or several, any of which grants): a signed-in user holding that code; otherwise
 *   HTTP 200 `{success:false, code:510, message:"没有权限，请联系管理员授权"}`.
 */
export interface RouteAccess {
  auth?: "anonymous" | "login";
  perm?: string | readonly string[];
  /** dictionary URLs the original signs: verify X-Sign / X-TIMESTAMP */
  signed?: boolean;
  /**
   * Also accept the HttpOnly session cookie instead of `X-Access-Token` (same-origin images and
   * downloads, websockets). Only for GET routes that change nothing, so the cookie cannot be used for CSRF.
   */
  cookie?: boolean;
  /**
   * A websocket handshake: the token may also come as the subprotocol (`Sec-WebSocket-Protocol`), the one
   * header a browser's WebSocket can send.
   */
  socket?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    session?: SessionUser;
  }
}

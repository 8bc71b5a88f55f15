import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RawData, WebSocket } from "ws";
import { unauthorizedBody } from "../core/auth-hook.ts";
import { fail } from "../core/result.ts";
import type { SessionUser } from "../core/session.ts";
import type { SocketHub } from "./hub.ts";

export const WRONG_USER = "连接的用户与登录用户不一致";

export interface SocketRoute {
  /** the full path, with `:userId` */
  url: string;
  hub: SocketHub;
  /** a further handshake check: a message refuses the handshake with HTTP 400 */
  refuse?: (req: FastifyRequest) => string | undefined;
  /** the key the socket follows in its hub, if any */
  keyOf?: (req: FastifyRequest) => string | undefined;
  /** a socket just opened */
  onOpen?: (socket: WebSocket, session: SessionUser, req: FastifyRequest) => void;
  /** a text frame the client sent, with the session the handshake was made with */
  onText: (socket: WebSocket, text: string, session: SessionUser, req: FastifyRequest) => void;
}

/**
 * One authenticated socket path: the handshake is authenticated by the auth hook (the token as
 * subprotocol, or the session cookie) and must name the session's own user; the socket is then held by
 * the route's hub (closed when its session ends, dropped when it stops answering pings), and a plain GET
 * of the path answers 426.
 */
export function registerSocketRoute(app: FastifyInstance, route: SocketRoute): void {
  app.route<{ Params: { userId: string } }>({
    method: "GET",
    url: route.url,
    config: { auth: "login", cookie: true, socket: true },
    preHandler: async (req, reply) => {
      if (req.session?.id !== req.params.userId) return reply.code(401).send(unauthorizedBody(WRONG_USER));
      const refused = route.refuse?.(req);
      if (refused !== undefined) return reply.code(400).send(fail(refused, 400));
    },
    handler: async (_req, reply) => reply.code(426).send(fail("此地址只接受WebSocket连接", 426)),
    wsHandler: (socket, req) => {
      const session = req.session;
      if (!session) {
        socket.terminate();
        return;
      }
      route.hub.add(socket, session.id, session.sessionId, route.keyOf?.(req));
      route.onOpen?.(socket, session, req);
      socket.on("message", (data: RawData, isBinary: boolean) => {
        route.hub.markAlive(socket);
        if (!isBinary) route.onText(socket, rawText(data), session, req);
      });
    },
  });
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}

import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { RawData, WebSocket } from "ws";
import type { AppConfig } from "../config.ts";
import { unauthorizedBody } from "../core/auth-hook.ts";
import { fail } from "../core/result.ts";
import { liveSessionIds } from "../core/sessions.ts";
import type { Db } from "../db/client.ts";
import { publish, subscribe } from "./bus.ts";
import { SocketHub } from "./hub.ts";
import type { Pusher } from "./push.ts";

/** What the server answers a client's heartbeat. */
export const HEARTBEAT_ANSWER = JSON.stringify({ cmd: "heartcheck" });
export const WRONG_USER = "连接的用户与登录用户不一致";

/** A socket that answers no ping for this long is dropped (a client gone without closing). */
const PING_EVERY_MS = 30_000;
/** Sessions that ended without a deletion (expired by age or idleness, user frozen) are found this often. */
const SESSION_CHECK_EVERY_MS = 60_000;
/** Clients send only heartbeats; anything larger is refused by closing the socket. */
const MAX_FRAME_BYTES = 4096;
/** On shutdown, sockets get this long to finish their closing handshake before they are cut. */
const CLOSE_GRACE_MS = 1000;

/** `HeartBeat` as text, or the JSON form `{"type":"heart_beat"}` some clients send. */
export function isHeartbeat(text: string): boolean {
  if (text === "HeartBeat") return true;
  if (!text.startsWith("{")) return false;
  try {
    return (JSON.parse(text) as { type?: unknown }).type === "heart_beat";
  } catch {
    return false;
  }
}

/**
 * The websocket plugin. Registered before any other hook: a handshake refused by an earlier onRequest hook
 * would never be marked as one, and its connection would stay open after the answer.
 */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      // The browser offers the token as its only subprotocol and expects it back.
      handleProtocols: (protocols) => protocols.values().next().value ?? false,
    },
    // A client that vanishes mid-frame is routine, not an error to log loudly.
    errorHandler: (error, socket, req) => {
      const code = (error as NodeJS.ErrnoException).code;
      const routine = code === "ECONNRESET" || code === "EPIPE";
      req.log[routine ? "debug" : "warn"]({ err: error }, "websocket error");
      socket.terminate();
    },
    preClose: async () => closeAll(app.websocketServer.clients),
  });
  // The plugin ends the connection of a handshake answered over HTTP (refused, not found): the answer says
  // so, or a client would send its next request over the dead connection.
  app.addHook("onSend", async (req, reply) => {
    if (req.ws) reply.header("connection", "close");
  });
}

/**
 * The announcement socket `<prefix>/websocket/:userId`: the handshake is authenticated by the auth hook
 * (the token as subprotocol, or the session cookie) and must name the session's own user; the socket then
 * receives the bus's frames for everyone and for its user, and is closed when its session ends. Answers the
 * Pusher that publishes on the bus. Everything stops on app.close().
 */
export async function registerAnnouncementSocket(
  app: FastifyInstance,
  ctx: { db: Db; config: AppConfig },
): Promise<Pusher> {
  const { db, config } = ctx;
  const hub = new SocketHub();

  app.route<{ Params: { userId: string } }>({
    method: "GET",
    url: `${config.apiPrefix}/websocket/:userId`,
    config: { auth: "login", cookie: true, socket: true },
    preHandler: async (req, reply) => {
      if (req.session?.id !== req.params.userId) return reply.code(401).send(unauthorizedBody(WRONG_USER));
    },
    handler: async (_req, reply) => reply.code(426).send(fail("此地址只接受WebSocket连接", 426)),
    wsHandler: (socket, req) => {
      const session = req.session;
      if (!session) {
        socket.terminate();
        return;
      }
      hub.add(socket, session.id, session.sessionId);
      socket.on("message", (data: RawData, isBinary: boolean) => {
        hub.markAlive(socket);
        // Only heartbeats are answered; nothing a client sends ever reaches another socket.
        if (!isBinary && isHeartbeat(rawText(data))) socket.send(HEARTBEAT_ANSWER);
      });
    },
  });

  const checkSessions = async () => {
    const held = hub.sessionIds();
    if (held.length === 0) return;
    const live = await liveSessionIds(db, held, config.sessionMaxHours);
    hub.closeSessions(held.filter((id) => !live.has(id)));
  };
  const unlisten = await subscribe(
    db,
    (msg) => hub.deliver(msg),
    () => {
      // Pushes and session ends sent while the listener was away are lost: every bell reloads and
      // every session is checked again.
      hub.deliver({ kind: "all", frame: { cmd: "topic" } });
      checkSessions().catch((err: Error) => app.log.warn({ err }, "session check failed"));
    },
  );
  const pinging = setInterval(() => hub.pingRound(), PING_EVERY_MS);
  const checking = setInterval(() => {
    checkSessions().catch((err: Error) => app.log.warn({ err }, "session check failed"));
  }, SESSION_CHECK_EVERY_MS);
  pinging.unref();
  checking.unref();
  app.addHook("onClose", async () => {
    clearInterval(pinging);
    clearInterval(checking);
    await unlisten();
  });

  return {
    toAll: (frame) => publish(db, { kind: "all", frame }),
    toUsers: (userIds, frame) => publish(db, { kind: "users", userIds: [...userIds], frame }),
  };
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}

/** Closes every socket as "going away", so clients reconnect to another instance; stragglers are cut. */
async function closeAll(clients: Set<WebSocket>): Promise<void> {
  const open = [...clients];
  if (open.length === 0) return;
  const closed = Promise.all(
    open.map((socket) => new Promise<void>((resolve) => socket.once("close", () => resolve()))),
  );
  for (const socket of open) socket.close(1001, "服务器正在重启");
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_GRACE_MS);
  });
  await Promise.race([closed, grace]);
  clearTimeout(timer);
  for (const socket of open) socket.terminate();
}

import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { AppConfig } from "../config.ts";
import { liveSessionIds } from "../core/sessions.ts";
import type { Db } from "../db/client.ts";
import { publish, subscribe } from "./bus.ts";
import { SocketHub } from "./hub.ts";
import { LiveRows } from "./live-rows.ts";
import type { Pusher } from "./push.ts";
import { registerRowSocket } from "./row-socket.ts";
import { registerSocketRoute } from "./socket-route.ts";

/** What the server answers a client's heartbeat. */
export const HEARTBEAT_ANSWER = JSON.stringify({ cmd: "heartcheck" });

/** A socket that answers no ping for this long is dropped (a client gone without closing). */
const PING_EVERY_MS = 30_000;
/** Sessions that ended without a deletion (expired by age or idleness, user frozen) are found this often. */
const SESSION_CHECK_EVERY_MS = 60_000;
/** Clients send heartbeats and single grid rows; anything larger is refused by closing the socket. */
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
 * The server's sockets on one bus subscription: the announcement socket `<prefix>/websocket/:userId`,
 * which receives the bus's frames for everyone and for its user, and the grid socket
 * `<prefix>/vxeSocket/:userId/:pageId`, which relays edited rows between pages of one record. Both are
 * authenticated alike and closed when their session ends. Answers the Pusher that publishes on the bus and
 * the registry where modules define whose rows may be shared live. Everything stops on app.close().
 */
export async function registerSockets(
  app: FastifyInstance,
  ctx: { db: Db; config: AppConfig },
): Promise<{ push: Pusher; liveRows: LiveRows }> {
  const { db, config } = ctx;
  const hub = new SocketHub();
  const rowHub = new SocketHub();
  const hubs = [hub, rowHub];
  const liveRows = new LiveRows();

  registerSocketRoute(app, {
    url: `${config.apiPrefix}/websocket/:userId`,
    hub,
    // Only heartbeats are answered; nothing a client sends ever reaches another socket.
    onText: (socket, text) => {
      if (isHeartbeat(text)) socket.send(HEARTBEAT_ANSWER);
    },
  });
  const deliverRows = registerRowSocket(app, {
    db,
    url: `${config.apiPrefix}/vxeSocket/:userId/:pageId`,
    hub: rowHub,
    liveRows,
  });

  const checkSessions = async () => {
    const held = [...new Set(hubs.flatMap((h) => h.sessionIds()))];
    if (held.length === 0) return;
    const live = await liveSessionIds(db, held, config.sessionMaxHours);
    const ended = held.filter((id) => !live.has(id));
    for (const h of hubs) h.closeSessions(ended);
  };
  const unlisten = await subscribe(
    db,
    (msg) => {
      hub.deliver(msg);
      if (msg.kind === "end") rowHub.deliver(msg);
      deliverRows(msg);
    },
    () => {
      // Pushes and session ends sent while the listener was away are lost: every bell reloads and
      // every session is checked again.
      hub.deliver({ kind: "all", frame: { cmd: "topic" } });
      checkSessions().catch((err: Error) => app.log.warn({ err }, "session check failed"));
    },
  );
  const pinging = setInterval(() => {
    for (const h of hubs) h.pingRound();
  }, PING_EVERY_MS);
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
    push: {
      toAll: (frame) => publish(db, { kind: "all", frame }),
      toUsers: (userIds, frame) => publish(db, { kind: "users", userIds: [...userIds], frame }),
    },
    liveRows,
  };
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

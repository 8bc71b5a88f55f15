import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { SessionUser } from "../core/session.ts";
import type { Db } from "../db/client.ts";
import { type BusMessage, publish } from "./bus.ts";
import { type SocketHub, send } from "./hub.ts";
import type { LiveRows } from "./live-rows.ts";
import { registerSocketRoute } from "./socket-route.ts";

/** What the server answers a grid's heartbeat. */
export const ROW_HEARTBEAT_ANSWER = JSON.stringify({ type: "heart_beat", data: true });
export const BAD_SOCKET_KEY = "socketKey无效";
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A frame a grid's socket may send: a heartbeat, or one edited row for the others on its key. */
export type RowFrame =
  | { type: "heart_beat" }
  | {
      type: "update_vxe_table";
      socketKey: string;
      row: Record<string, unknown> & { id: string };
      caseId: string;
    };

/** Reads a client's frame; anything but these two types (or a malformed one) is undefined and goes nowhere. */
export function parseRowFrame(text: string): RowFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (type === "heart_beat") return { type };
  if (type !== "update_vxe_table" || !data || typeof data !== "object") return undefined;
  const { socketKey, args } = data as { socketKey?: unknown; args?: unknown };
  if (typeof socketKey !== "string" || !Array.isArray(args) || args.length !== 2) return undefined;
  const [row, caseId] = args as [unknown, unknown];
  if (!row || typeof row !== "object" || Array.isArray(row) || typeof caseId !== "string") return undefined;
  const record = row as Record<string, unknown>;
  if (typeof record.id !== "string" || record.id === "") return undefined;
  return { type, socketKey, row: { ...record, id: record.id }, caseId };
}

/** `?socketKey=` of the handshake, the one key a grid's socket follows. */
const keyOf = (req: FastifyRequest): string => {
  const q = (req.query as { socketKey?: unknown } | undefined)?.socketKey;
  return typeof q === "string" ? q : "";
};
const pageOf = (req: FastifyRequest): string => (req.params as { pageId?: string }).pageId ?? "";

/**
 * The grid socket `<prefix>/vxeSocket/:userId/:pageId?socketKey=<key>`: authenticated like the
 * announcement socket, it follows one key naming a record (`permit-application:<id>:vehicleList`).
 * Heartbeats are answered; a row edited on one page is relayed, through the bus so every instance
 * delivers it, to the other pages on the same key, if the sender may edit the record and only to
 * receivers who may read it. Nothing else a client sends reaches anyone. Answers the bus handler.
 */
export function registerRowSocket(
  app: FastifyInstance,
  ctx: { db: Db; url: string; hub: SocketHub; liveRows: LiveRows },
): (msg: BusMessage) => void {
  const { db, hub, liveRows } = ctx;
  const held = new WeakMap<WebSocket, { pageId: string; session: SessionUser }>();

  registerSocketRoute(app, {
    url: ctx.url,
    hub,
    refuse: (req) => (PAGE_ID.test(pageOf(req)) && liveRows.knows(keyOf(req)) ? undefined : BAD_SOCKET_KEY),
    keyOf,
    onOpen: (socket, session, req) => held.set(socket, { pageId: pageOf(req), session }),
    onText: (socket, text, session, req) => {
      const frame = parseRowFrame(text);
      if (!frame) return;
      if (frame.type === "heart_beat") {
        socket.send(ROW_HEARTBEAT_ANSWER);
        return;
      }
      const socketKey = keyOf(req);
      if (frame.socketKey !== socketKey) return;
      const relayed = JSON.stringify({
        type: frame.type,
        data: { socketKey, args: [frame.row, frame.caseId] },
      });
      void (async () => {
        if (!(await liveRows.allows(session, socketKey, "send"))) return;
        await publish(db, { kind: "rows", socketKey, pageId: pageOf(req), frame: relayed });
      })().catch((err: Error) => app.log.warn({ err }, "row relay failed"));
    },
  });
  // Deliveries run one after the other, so one page's edits arrive in the order they were made.
  let queue = Promise.resolve();
  const deliver = async (msg: Extract<BusMessage, { kind: "rows" }>) => {
    const verdicts = new Map<string, Promise<boolean>>();
    for (const socket of hub.socketsOn(msg.socketKey)) {
      const owner = held.get(socket);
      if (!owner || owner.pageId === msg.pageId) continue;
      const { session } = owner;
      let verdict = verdicts.get(session.sessionId);
      if (!verdict) {
        verdict = liveRows.allows(session, msg.socketKey, "receive");
        verdicts.set(session.sessionId, verdict);
      }
      if (await verdict) send(socket, msg.frame);
    }
  };
  return (msg) => {
    if (msg.kind !== "rows") return;
    queue = queue
      .then(() => deliver(msg))
      .catch((err: Error) => app.log.warn({ err }, "row delivery failed"));
  };
}

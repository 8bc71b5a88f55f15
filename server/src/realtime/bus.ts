import type { Db, Unlisten } from "../db/client.ts";
import type { PushFrame } from "./push.ts";

/**
 * The notification channel that carries server push between instances. The session-end trigger of the
 * migrations sends on it too, by this name.
 */
export const BUS_CHANNEL = "realtime";

/**
 * What travels on the bus: a frame for every socket, a frame for some users' sockets, ended sessions, and
 * a grid row edited on one page for the other pages following the same key (`frame` is the frame's text,
 * `pageId` the sending page, which does not get it back).
 */
export type BusMessage =
  | { kind: "all"; frame: PushFrame }
  | { kind: "users"; userIds: string[]; frame: PushFrame }
  | { kind: "end"; sessionIds: string[] }
  | { kind: "rows"; socketKey: string; pageId: string; frame: string };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room to spare. */
export const MAX_PAYLOAD_BYTES = 7500;
/** msgTxt is a hint shown or ignored by the client; a longer one is cut so a frame always fits. */
const MAX_TEXT_CHARS = 300;
const MAX_ID_CHARS = 64;

/** The frame as it travels: only the known fields, bounded. */
function boundedFrame(frame: PushFrame): PushFrame {
  const out: PushFrame = { cmd: frame.cmd };
  if (frame.msgId !== undefined) out.msgId = String(frame.msgId).slice(0, MAX_ID_CHARS);
  if (frame.msgTxt !== undefined) out.msgTxt = String(frame.msgTxt).slice(0, MAX_TEXT_CHARS);
  return out;
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * The payloads of one message: a list of users too long for one notification is split over several,
 * each under MAX_PAYLOAD_BYTES.
 */
export function encodeBusMessage(msg: BusMessage): string[] {
  if (msg.kind === "rows") {
    // The sockets cap a row frame well below this; a larger one is not relayed rather than cut.
    const payload = JSON.stringify(msg);
    return bytes(payload) < MAX_PAYLOAD_BYTES ? [payload] : [];
  }
  if (msg.kind === "all") return [JSON.stringify({ kind: "all", frame: boundedFrame(msg.frame) })];
  const listKey = msg.kind === "users" ? "userIds" : "sessionIds";
  const ids = [...new Set(msg.kind === "users" ? msg.userIds : msg.sessionIds)].filter(
    (id) => id !== "" && id.length <= MAX_ID_CHARS,
  );
  if (ids.length === 0) return [];
  const head =
    msg.kind === "users" ? { kind: "users", frame: boundedFrame(msg.frame) } : { kind: "end" as const };
  const emptySize = bytes(JSON.stringify({ ...head, [listKey]: [] }));
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = emptySize;
  for (const id of ids) {
    const cost = bytes(JSON.stringify(id)) + 1;
    if (batch.length > 0 && size + cost > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ ...head, [listKey]: batch }));
      batch = [];
      size = emptySize;
    }
    batch.push(id);
    size += cost;
  }
  payloads.push(JSON.stringify({ ...head, [listKey]: batch }));
  return payloads;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

function decodeFrame(v: unknown): PushFrame | undefined {
  if (!v || typeof v !== "object") return undefined;
  const { cmd, msgId, msgTxt } = v as Record<string, unknown>;
  if (cmd !== "topic" && cmd !== "user") return undefined;
  const frame: PushFrame = { cmd };
  if (typeof msgId === "string") frame.msgId = msgId;
  if (typeof msgTxt === "string") frame.msgTxt = msgTxt;
  return frame;
}

/** A payload read back; anything else on the channel is ignored (undefined). */
export function decodeBusMessage(payload: string): BusMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  if (v.kind === "end")
    return isStringList(v.sessionIds) ? { kind: "end", sessionIds: v.sessionIds } : undefined;
  if (v.kind === "rows") {
    const { socketKey, pageId, frame } = v;
    return typeof socketKey === "string" && typeof pageId === "string" && typeof frame === "string"
      ? { kind: "rows", socketKey, pageId, frame }
      : undefined;
  }
  const frame = decodeFrame(v.frame);
  if (!frame) return undefined;
  if (v.kind === "all") return { kind: "all", frame };
  if (v.kind === "users" && isStringList(v.userIds)) return { kind: "users", userIds: v.userIds, frame };
  return undefined;
}

/** Publishes through the database, so every instance on it (this one too) receives it, on commit. */
export async function publish(db: Db, msg: BusMessage): Promise<void> {
  for (const payload of encodeBusMessage(msg)) await db.notify(BUS_CHANNEL, payload);
}

/** Receives every bus message until the returned function is called. */
export function subscribe(
  db: Db,
  onMessage: (msg: BusMessage) => void,
  onReconnect?: () => void,
): Promise<Unlisten> {
  return db.listen(
    BUS_CHANNEL,
    (payload) => {
      const msg = decodeBusMessage(payload);
      if (msg) onMessage(msg);
    },
    onReconnect,
  );
}

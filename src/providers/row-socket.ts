/**
 * The socket of one editable grid that follows a record (the original's vxeSocket): it opens
 * `/vxeSocket/<userId>/<pageId>?socketKey=<key>`, keeps itself alive with a heartbeat, sends the rows the
 * user edits and hands over the rows other pages edited. One socket per grid, closed with it.
 */
import { appConfig } from "../app-config";
import {
  browserSocket,
  closeQuietly,
  type LiveIdentity,
  type LiveSocket,
  storedIdentity,
} from "./live-provider";

/** The heartbeat goes out on open and this long after each reply. */
export const ROW_HEARTBEAT_MS = 10_000;
/** A heartbeat unanswered this long means the connection is gone. */
export const ROW_REPLY_TIMEOUT_MS = 6_000;
/** A lost connection is opened again this much later. */
export const ROW_RECONNECT_MS = 5_000;

const HEARTBEAT = JSON.stringify({ type: "heart_beat", data: "" });

/** What the socket needs from the browser; tests pass fakes. */
export interface RowSocketEnv {
  identity(): LiveIdentity | null;
  openSocket(who: LiveIdentity, pageId: string, socketKey: string): LiveSocket;
  newPageId(): string;
}

/** A row another page edited, and the grid it came from. */
export type RowListener = (row: Record<string, unknown> & { id: string }, caseId: string) => void;

export interface RowSocket {
  /** sends an edited row to the other pages on the key; dropped while the socket is not open */
  send(row: Record<string, unknown> & { id: string }, caseId: string): void;
  close(): void;
}

/** An `update_vxe_table` frame of this key: the row and the sending grid's id; anything else is null. */
export function rowFrame(
  data: unknown,
  socketKey: string,
): { row: Record<string, unknown> & { id: string }; caseId: string } | null {
  if (typeof data !== "string") return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  const { type, data: body } = (frame ?? {}) as { type?: unknown; data?: unknown };
  if (type !== "update_vxe_table" || typeof body !== "object" || body === null) return null;
  const { socketKey: key, args } = body as { socketKey?: unknown; args?: unknown };
  if (key !== socketKey || !Array.isArray(args)) return null;
  const [row, caseId] = args as [unknown, unknown];
  if (typeof row !== "object" || row === null || typeof caseId !== "string") return null;
  const id = (row as { id?: unknown }).id;
  return typeof id === "string" ? { row: { ...(row as Record<string, unknown>), id }, caseId } : null;
}

const isHeartbeatReply = (data: unknown): boolean => {
  if (typeof data !== "string" || !data.includes("heart_beat")) return false;
  try {
    return (JSON.parse(data) as { type?: unknown }).type === "heart_beat";
  } catch {
    return false;
  }
};

export function createRowSocket(env: RowSocketEnv, socketKey: string, onRow: RowListener): RowSocket {
  const pageId = env.newPageId();
  let socket: LiveSocket | null = null;
  let open = false;
  let closed = false;
  let nextBeat: ReturnType<typeof setTimeout> | undefined;
  let replyDue: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const drop = () => {
    clearTimeout(nextBeat);
    clearTimeout(replyDue);
    open = false;
    closeQuietly(socket);
    socket = null;
  };
  const retry = () => {
    drop();
    if (closed || reconnect !== undefined) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect();
    }, ROW_RECONNECT_MS);
  };
  const beat = (target: LiveSocket) => {
    target.send(HEARTBEAT);
    clearTimeout(replyDue);
    replyDue = setTimeout(retry, ROW_REPLY_TIMEOUT_MS);
  };
  function connect() {
    if (closed) return;
    const who = env.identity();
    if (!who) {
      retry();
      return;
    }
    let opened: LiveSocket;
    try {
      opened = env.openSocket(who, pageId, socketKey);
    } catch {
      retry();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      open = true;
      beat(opened);
    };
    opened.onmessage = ({ data }) => {
      if (isHeartbeatReply(data)) {
        clearTimeout(replyDue);
        clearTimeout(nextBeat);
        nextBeat = setTimeout(() => beat(opened), ROW_HEARTBEAT_MS);
        return;
      }
      const frame = rowFrame(data, socketKey);
      if (frame) onRow(frame.row, frame.caseId);
    };
    // An error is followed by a close; whichever comes first drops the socket once.
    opened.onclose = opened.onerror = () => {
      if (socket === opened) retry();
    };
  }

  connect();
  return {
    send(row, caseId) {
      if (!open || !socket) return;
      socket.send(JSON.stringify({ type: "update_vxe_table", data: { socketKey, args: [row, caseId] } }));
    },
    close() {
      closed = true;
      clearTimeout(reconnect);
      drop();
    },
  };
}

/** `ws(s)://<host><API prefix>/vxeSocket/<userId>/<pageId>?socketKey=<key>` from the runtime API base. */
export function rowSocketUrl(
  userId: string,
  pageId: string,
  socketKey: string,
  base = appConfig().apiBaseUrl,
  page = window.location.href,
): string {
  const url = new URL(`${base}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`, page);
  url.searchParams.set("socketKey", socketKey);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** A random 32-hex page id, as the original's. */
function newPageId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Opens the grid socket of `socketKey` for the signed-in user; rows other pages send reach `onRow`. */
export function openRowSocket(socketKey: string, onRow: RowListener): RowSocket {
  return createRowSocket(
    {
      identity: storedIdentity,
      openSocket: (who, pageId, key) =>
        browserSocket(new WebSocket(rowSocketUrl(who.userId, pageId, key), [who.token])),
      newPageId,
    },
    socketKey,
    onRow,
  );
}

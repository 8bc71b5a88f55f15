import type { WebSocket } from "ws";
import type { BusMessage } from "./bus.ts";

/** Close code of a socket whose session ended (logout, forced out, expired, frozen user). */
export const SESSION_ENDED_CODE = 4001;
export const SESSION_ENDED_REASON = "登录已失效，请重新登录";

interface Held {
  userId: string;
  sessionId: string;
  /** what the socket listens to, for hubs whose sockets each follow one key */
  key: string | undefined;
  /** a pong or a message arrived since the last ping */
  alive: boolean;
}

/** The sockets of this instance, by user and by session, and what reaches them. */
export class SocketHub {
  readonly #held = new Map<WebSocket, Held>();
  readonly #byUser = new Map<string, Set<WebSocket>>();
  readonly #bySession = new Map<string, Set<WebSocket>>();
  readonly #byKey = new Map<string, Set<WebSocket>>();

  get size(): number {
    return this.#held.size;
  }

  add(socket: WebSocket, userId: string, sessionId: string, key?: string): void {
    this.#held.set(socket, { userId, sessionId, key, alive: true });
    addTo(this.#byUser, userId, socket);
    addTo(this.#bySession, sessionId, socket);
    if (key !== undefined) addTo(this.#byKey, key, socket);
    socket.on("pong", () => this.markAlive(socket));
    socket.once("close", () => this.remove(socket));
  }

  remove(socket: WebSocket): void {
    const held = this.#held.get(socket);
    if (!held) return;
    this.#held.delete(socket);
    removeFrom(this.#byUser, held.userId, socket);
    removeFrom(this.#bySession, held.sessionId, socket);
    if (held.key !== undefined) removeFrom(this.#byKey, held.key, socket);
  }

  /** The sockets of this instance that follow this key. */
  socketsOn(key: string): WebSocket[] {
    return [...(this.#byKey.get(key) ?? [])];
  }

  markAlive(socket: WebSocket): void {
    const held = this.#held.get(socket);
    if (held) held.alive = true;
  }

  /** Hands a bus message to the sockets it concerns; grid rows are the row relay's to deliver. */
  deliver(msg: BusMessage): void {
    if (msg.kind === "end") {
      this.closeSessions(msg.sessionIds);
      return;
    }
    if (msg.kind === "rows") return;
    // Serialised once, however many sockets receive it.
    const text = JSON.stringify(msg.frame);
    if (msg.kind === "all") {
      for (const socket of this.#held.keys()) send(socket, text);
      return;
    }
    for (const userId of msg.userIds) {
      for (const socket of this.#byUser.get(userId) ?? []) send(socket, text);
    }
  }

  /** The sessions whose sockets this instance holds. */
  sessionIds(): string[] {
    return [...this.#bySession.keys()];
  }

  closeSessions(sessionIds: Iterable<string>): void {
    for (const sessionId of sessionIds) {
      for (const socket of [...(this.#bySession.get(sessionId) ?? [])]) {
        this.remove(socket);
        socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON);
      }
    }
  }

  /** One round of the keep-alive: a socket silent since the last round is dropped, the others pinged. */
  pingRound(): void {
    for (const [socket, held] of this.#held) {
      if (!held.alive) {
        this.remove(socket);
        socket.terminate();
        continue;
      }
      held.alive = false;
      socket.ping();
    }
  }
}

/** A frame to one socket; one that is closing just misses it. */
export function send(socket: WebSocket, text: string): void {
  if (socket.readyState === socket.OPEN) socket.send(text);
}

function addTo(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const set = map.get(key);
  if (set) set.add(socket);
  else map.set(key, new Set([socket]));
}

function removeFrom(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) map.delete(key);
}

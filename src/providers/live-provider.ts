/**
 * Server push for refine: one WebSocket per browser, shared by every tab of the origin. One tab, the leader,
 * holds a Web Lock for its whole life and alone opens `/websocket/<userId>`; it relays what arrives to the
 * other tabs through a BroadcastChannel. When the leader tab closes, its lock passes to another tab, which
 * connects. Where Web Locks or BroadcastChannel are missing, every tab keeps its own socket.
 */
import type { LiveEvent, LiveProvider } from "@refinedev/core";
import { useSyncExternalStore } from "react";
import { appConfig } from "../app-config";
import { session } from "./session";
import { ACCESS_TOKEN, ls, USER_INFO } from "./storage";

/** The channel of the announcement socket's events: `topic` (to everyone), `user` (to listed users). */
export const ANNOUNCEMENT_CHANNEL = "announcements";
/** Sent after every (re)connection, so subscribers read again what was pushed while no socket was open. */
export const RECONNECTED = "reconnected";
export const HEARTBEAT_MS = 20_000;
export const RECONNECT_MS = 5_000;
const LOCK_NAME = "permit-admin-live-leader";
const RELAY_NAME = "permit-admin-live";

/** Whom the socket is opened for: the signed-in user of the stored session. */
export interface LiveIdentity {
  userId: string;
  token: string;
}

/** The part of a WebSocket the client uses. */
export interface LiveSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}

/** Closes a socket that is being replaced, after detaching its handlers so its close reports nothing. */
export function closeQuietly(socket: LiveSocket | null): void {
  if (!socket) return;
  socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
  socket.close();
}

/** The part of a BroadcastChannel the client uses. */
export interface LiveRelay {
  listen(onMessage: (data: unknown) => void): void;
  post(message: unknown): void;
}

/** What the client needs from the browser; tests pass fakes. */
export interface LiveEnv {
  identity(): LiveIdentity | null;
  /** Calls back whenever the stored session may have changed (this tab or another); answers the unsubscribe. */
  watchIdentity(onChange: () => void): () => void;
  openSocket(userId: string, token: string): LiveSocket;
  /** Both absent: this tab keeps a socket of its own. */
  requestLock?: (name: string, whileHeld: () => Promise<void>) => void;
  openRelay?: (name: string) => LiveRelay;
}

/** Messages between tabs. */
type RelayMessage =
  | { kind: "event"; event: LiveEvent }
  | { kind: "state"; connected: boolean }
  | { kind: "hello" };

interface Subscription {
  channel: string;
  types: readonly string[];
  callback: (event: LiveEvent) => void;
}

export interface LiveClient {
  /** Joins the election (or connects, without one); later calls do nothing. */
  start(): void;
  subscribe(subscription: Subscription): () => void;
  /** Delivers an event to every subscriber of every tab, this one included. */
  publish(event: LiveEvent): void;
  /** Whether the browser's socket is open (the leader's, as the relay reports it). */
  connected(): boolean;
  onConnectedChange(listener: () => void): () => void;
}

/** A server frame `{cmd, msgId, msgTxt}` as a live event; other frames (the heartbeat's answer) are none. */
export function frameEvent(data: unknown): LiveEvent | null {
  if (typeof data !== "string") return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== "object" || frame === null) return null;
  const { cmd, msgId, msgTxt } = frame as Record<string, unknown>;
  if (cmd !== "topic" && cmd !== "user") return null;
  return { channel: ANNOUNCEMENT_CHANNEL, type: cmd, payload: { msgId, msgTxt }, date: new Date() };
}

const matches = (subscription: Subscription, event: LiveEvent) =>
  subscription.channel === event.channel &&
  (subscription.types.includes("*") || subscription.types.includes(event.type));

const isRelayMessage = (data: unknown): data is RelayMessage =>
  typeof data === "object" && data !== null && typeof (data as { kind?: unknown }).kind === "string";

export function createLiveClient(env: LiveEnv): LiveClient {
  const subscriptions = new Set<Subscription>();
  const stateListeners = new Set<() => void>();
  const relay = env.requestLock && env.openRelay ? env.openRelay(RELAY_NAME) : null;
  let started = false;
  let leader = false;
  let isConnected = false;
  let socket: LiveSocket | null = null;
  /** The identity the socket is (or is being re-)opened for; null: none. */
  let openedFor: string | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const keyOf = (who: LiveIdentity) => `${who.userId}\n${who.token}`;

  const dispatch = (event: LiveEvent) => {
    for (const subscription of [...subscriptions]) {
      if (matches(subscription, event)) subscription.callback(event);
    }
  };
  const post = (message: RelayMessage) => {
    try {
      relay?.post(message);
    } catch {
      // A value the structured clone cannot copy stays in this tab; the tab itself has the event already.
    }
  };
  const deliver = (event: LiveEvent) => {
    dispatch(event);
    // Only the plain parts cross to other tabs: refine's own events may carry request options in `meta`.
    const { channel, type, payload, date } = event;
    post({ kind: "event", event: { channel, type, payload, date } });
  };
  const setConnected = (value: boolean) => {
    if (leader) post({ kind: "state", connected: value });
    if (value === isConnected) return;
    isConnected = value;
    for (const listener of [...stateListeners]) listener();
  };

  const stopSocket = () => {
    clearInterval(heartbeat);
    clearTimeout(retry);
    retry = undefined;
    closeQuietly(socket);
    socket = null;
    setConnected(false);
  };

  const connect = (who: LiveIdentity) => {
    let opened: LiveSocket;
    try {
      opened = env.openSocket(who.userId, who.token);
    } catch {
      scheduleRetry();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      setConnected(true);
      heartbeat = setInterval(() => opened.send("HeartBeat"), HEARTBEAT_MS);
      deliver({ channel: ANNOUNCEMENT_CHANNEL, type: RECONNECTED, payload: {}, date: new Date() });
    };
    opened.onmessage = ({ data }) => {
      const event = frameEvent(data);
      if (event) deliver(event);
    };
    // An error is followed by a close; whichever comes first drops the socket once.
    opened.onclose = opened.onerror = () => {
      if (socket !== opened) return;
      stopSocket();
      scheduleRetry();
    };
  };

  function scheduleRetry() {
    retry = setTimeout(() => {
      retry = undefined;
      const who = env.identity();
      openedFor = who && keyOf(who);
      if (who) connect(who);
    }, RECONNECT_MS);
  }

  /** The socket follows the stored session: none after logout, the new user's after another login. */
  const follow = () => {
    if (!leader) return;
    const who = env.identity();
    const key = who && keyOf(who);
    if (key === openedFor) return;
    stopSocket();
    openedFor = key;
    if (who) connect(who);
  };

  const lead = () => {
    leader = true;
    setConnected(false);
    follow();
  };

  const onRelay = (data: unknown) => {
    if (!isRelayMessage(data)) return;
    if (data.kind === "event") dispatch(data.event);
    else if (data.kind === "hello" && leader) post({ kind: "state", connected: isConnected });
    else if (data.kind === "state" && !leader && data.connected !== isConnected) {
      isConnected = data.connected;
      for (const listener of [...stateListeners]) listener();
    }
  };

  return {
    start() {
      if (started) return;
      started = true;
      env.watchIdentity(follow);
      if (relay && env.requestLock) {
        relay.listen(onRelay);
        // The lock is held until the tab goes away: the promise never settles.
        env.requestLock(LOCK_NAME, () => {
          lead();
          return new Promise<void>(() => {});
        });
        post({ kind: "hello" });
      } else {
        lead();
      }
    },
    subscribe(subscription) {
      // A fresh object per call: StrictMode's double subscribe gets two handles, each removed once.
      const own = { ...subscription };
      subscriptions.add(own);
      return () => {
        subscriptions.delete(own);
      };
    },
    publish: deliver,
    connected: () => isConnected,
    onConnectedChange(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
  };
}

/** `ws(s)://<host><API prefix>/websocket/<userId>` from the runtime API base. */
export function socketUrl(
  userId: string,
  base = appConfig().apiBaseUrl,
  page = window.location.href,
): string {
  const url = new URL(`${base}/websocket/${encodeURIComponent(userId)}`, page);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** The stored session's user, read afresh: another tab may have logged out or in. */
export function storedIdentity(): LiveIdentity | null {
  const token = ls.get<unknown>(ACCESS_TOKEN);
  const info = ls.get<unknown>(USER_INFO);
  const userId = typeof info === "object" && info !== null ? (info as { id?: unknown }).id : undefined;
  if (typeof token !== "string" || token === "" || typeof userId !== "string" || userId === "") return null;
  return { userId, token };
}

/** The token travels as the subprotocol: browsers cannot set headers on a WebSocket handshake. */
export function browserSocket(ws: WebSocket): LiveSocket {
  const socket: LiveSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data) => ws.send(data),
    close: () => ws.close(),
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  ws.onclose = () => socket.onclose?.();
  ws.onerror = () => socket.onerror?.();
  return socket;
}

function browserEnv(): LiveEnv {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  const shared = locks !== undefined && typeof BroadcastChannel !== "undefined";
  return {
    identity: storedIdentity,
    watchIdentity(onChange) {
      const stop = session.subscribe(onChange);
      window.addEventListener("storage", onChange);
      return () => {
        stop();
        window.removeEventListener("storage", onChange);
      };
    },
    openSocket: (userId, token) => browserSocket(new WebSocket(socketUrl(userId), [token])),
    ...(shared
      ? {
          requestLock: (name, whileHeld) => void locks.request(name, whileHeld),
          openRelay: (name) => {
            const channel = new BroadcastChannel(name);
            return {
              listen: (onMessage) => channel.addEventListener("message", (event) => onMessage(event.data)),
              post: (message) => channel.postMessage(message),
            };
          },
        }
      : {}),
  };
}

let client: LiveClient | undefined;

/** The tab's client, created and started on first use. */
export function liveClient(): LiveClient {
  if (!client) {
    client = createLiveClient(browserEnv());
    client.start();
  }
  return client;
}

/** refine's live provider over the shared socket; `publish` reaches the other tabs too. */
export const liveProvider: LiveProvider = {
  subscribe: ({ channel, types, callback }) => liveClient().subscribe({ channel, types, callback }),
  unsubscribe: (unsubscribe: () => void) => unsubscribe(),
  publish: (event) => liveClient().publish(event),
};

const subscribeConnected = (listener: () => void) => liveClient().onConnectedChange(listener);
const getConnected = () => liveClient().connected();

/** Whether server push is connected; a screen reloads on a timer only while it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeConnected, getConnected, getConnected);
}

import type { LiveEvent } from "@refinedev/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANNOUNCEMENT_CHANNEL,
  createLiveClient,
  frameEvent,
  HEARTBEAT_MS,
  type LiveClient,
  type LiveIdentity,
  type LiveRelay,
  type LiveSocket,
  RECONNECT_MS,
  RECONNECTED,
  socketUrl,
} from "@/providers/live-provider";

/** A socket the test opens, answers and closes by hand. */
class FakeSocket implements LiveSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.closed = true;
    this.onclose?.();
  }
}

/** One origin: a shared lock queue, a broadcast bus and the stored session, as the browser gives them. */
class FakeBrowser {
  identity: LiveIdentity | null = { userId: "u1", token: "t1" };
  sockets: FakeSocket[] = [];
  /** Which tab opened each socket. */
  socketTabs = new Map<FakeSocket, number>();
  private holders: { tab: number; grant: () => void }[] = [];
  private relays = new Map<number, (data: unknown) => void>();
  private watchers = new Set<() => void>();
  private nextTab = 0;

  /** A new tab's client; `shared: false` is a browser without Web Locks or BroadcastChannel. */
  tab(shared = true): { tab: number; client: LiveClient; events: LiveEvent[] } {
    const tab = this.nextTab++;
    const client = createLiveClient({
      identity: () => this.identity,
      watchIdentity: (onChange) => {
        this.watchers.add(onChange);
        return () => this.watchers.delete(onChange);
      },
      openSocket: (userId, token) => {
        const socket = new FakeSocket(userId, token);
        this.sockets.push(socket);
        this.socketTabs.set(socket, tab);
        return socket;
      },
      ...(shared
        ? {
            requestLock: (_name: string, whileHeld: () => Promise<void>) => {
              this.holders.push({ tab, grant: () => void whileHeld() });
              if (this.holders.length === 1) this.holders[0].grant();
            },
            openRelay: () => {
              const relay: LiveRelay = {
                listen: (onMessage) => this.relays.set(tab, onMessage),
                post: (message) => {
                  // A BroadcastChannel reaches the other tabs' channels, never its own.
                  for (const [other, onMessage] of this.relays) {
                    if (other !== tab) onMessage(structuredClone(message));
                  }
                },
              };
              return relay;
            },
          }
        : {}),
    });
    const events: LiveEvent[] = [];
    client.subscribe({ channel: ANNOUNCEMENT_CHANNEL, types: ["*"], callback: (e) => events.push(e) });
    client.start();
    return { tab, client, events };
  }

  /** The tab goes away: its channel, its socket (without events) and its lock. */
  close(tab: number) {
    this.relays.delete(tab);
    for (const [socket, owner] of this.socketTabs) if (owner === tab) socket.closed = true;
    const held = this.holders[0]?.tab === tab;
    this.holders = this.holders.filter((holder) => holder.tab !== tab);
    if (held) this.holders[0]?.grant();
  }

  sessionChanged(identity: LiveIdentity | null) {
    this.identity = identity;
    for (const watcher of this.watchers) watcher();
  }

  openSockets() {
    return this.sockets.filter((socket) => !socket.closed);
  }
}

const types = (events: LiveEvent[]) => events.map((event) => event.type);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("one socket per browser", () => {
  it("only the leader tab connects; frames and the connection state reach every tab", () => {
    const browser = new FakeBrowser();
    const a = browser.tab();
    const b = browser.tab();
    expect(browser.sockets).toHaveLength(1);
    const [socket] = browser.sockets;
    expect([socket.userId, socket.token]).toEqual(["u1", "t1"]);
    expect([a.client.connected(), b.client.connected()]).toEqual([false, false]);

    socket.open();
    expect([a.client.connected(), b.client.connected()]).toEqual([true, true]);
    socket.frame({ cmd: "user", msgId: "m1", msgTxt: "新消息" });
    for (const tab of [a, b]) {
      expect(types(tab.events)).toEqual([RECONNECTED, "user"]);
      expect(tab.events[1].payload).toEqual({ msgId: "m1", msgTxt: "新消息" });
    }
  });

  it("a tab opened later learns from the leader that the socket is up", () => {
    const browser = new FakeBrowser();
    browser.tab();
    browser.sockets[0].open();
    const late = browser.tab();
    expect(late.client.connected()).toBe(true);
    expect(browser.sockets).toHaveLength(1);
  });

  it("sends HeartBeat every 20 s while open; 5 s after a drop it reconnects and says so", () => {
    const browser = new FakeBrowser();
    const a = browser.tab();
    const b = browser.tab();
    const [first] = browser.sockets;
    first.open();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(first.sent).toEqual(["HeartBeat", "HeartBeat"]);
    first.frame({ cmd: "heartcheck" });

    first.drop();
    expect(b.client.connected()).toBe(false);
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(browser.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(browser.sockets).toHaveLength(2);
    browser.sockets[1].open();
    expect(types(a.events)).toEqual([RECONNECTED, RECONNECTED]);
    expect(types(b.events)).toEqual([RECONNECTED, RECONNECTED]);
    expect(b.client.connected()).toBe(true);
  });

  it("when the leader tab closes, another tab takes the lock, connects and relays", () => {
    const browser = new FakeBrowser();
    const a = browser.tab();
    const b = browser.tab();
    const c = browser.tab();
    browser.sockets[0].open();

    browser.close(a.tab);
    expect(b.client.connected()).toBe(false);
    expect(browser.openSockets()).toHaveLength(1);
    const [next] = browser.openSockets();
    expect(browser.socketTabs.get(next)).toBe(b.tab);
    next.open();
    next.frame({ cmd: "topic", msgId: "m2" });
    expect(types(c.events)).toEqual([RECONNECTED, RECONNECTED, "topic"]);
    expect(c.client.connected()).toBe(true);
  });

  it("logout closes the socket for good; the next login connects as the new user", () => {
    const browser = new FakeBrowser();
    const a = browser.tab();
    browser.sockets[0].open();

    browser.sessionChanged(null);
    expect(browser.sockets[0].closed).toBe(true);
    expect(a.client.connected()).toBe(false);
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(browser.sockets).toHaveLength(1);

    browser.sessionChanged({ userId: "u2", token: "t2" });
    expect(browser.sockets).toHaveLength(2);
    expect([browser.sockets[1].userId, browser.sockets[1].token]).toEqual(["u2", "t2"]);
    // Unrelated session changes keep the socket.
    browser.sessionChanged({ userId: "u2", token: "t2" });
    expect(browser.openSockets()).toHaveLength(1);
  });

  it("publish reaches the subscribers of every tab, its own included", () => {
    const browser = new FakeBrowser();
    const a = browser.tab();
    const b = browser.tab();
    b.client.publish({ channel: ANNOUNCEMENT_CHANNEL, type: "read", payload: {}, date: new Date() });
    expect(types(a.events)).toEqual(["read"]);
    expect(types(b.events)).toEqual(["read"]);
  });

  it("without Web Locks or BroadcastChannel each tab keeps its own socket", () => {
    const browser = new FakeBrowser();
    browser.tab(false);
    browser.tab(false);
    expect(browser.sockets).toHaveLength(2);
  });

  it("delivers by channel and type; a double subscribe removed once keeps one callback", () => {
    const browser = new FakeBrowser();
    const { client } = browser.tab();
    const seen: string[] = [];
    const callback = (event: LiveEvent) => seen.push(event.type);
    const first = client.subscribe({ channel: ANNOUNCEMENT_CHANNEL, types: ["user"], callback });
    client.subscribe({ channel: ANNOUNCEMENT_CHANNEL, types: ["user"], callback });
    first();
    first();
    client.subscribe({ channel: "other", types: ["*"], callback });
    browser.sockets[0].open();
    browser.sockets[0].frame({ cmd: "user" });
    browser.sockets[0].frame({ cmd: "topic" });
    expect(seen).toEqual(["user"]);
  });
});

describe("frames and the socket URL", () => {
  it("only topic and user frames are events; anything else is ignored, never evaluated", () => {
    expect(frameEvent('{"cmd":"topic","msgId":"1","msgTxt":"x"}')?.type).toBe("topic");
    expect(frameEvent('{"cmd":"heartcheck"}')).toBeNull();
    expect(frameEvent("alert(1)")).toBeNull();
    expect(frameEvent(42)).toBeNull();
  });

  it("turns the API base into ws or wss with /websocket/<userId>", () => {
    expect(socketUrl("u 1", "/jeecg-boot", "http://example.test:8080/dashboard")).toBe(
      "ws://example.test:8080/jeecg-boot/websocket/u%201",
    );
    expect(socketUrl("u1", "https://api.example.test/jeecg-boot", "http://localhost/")).toBe(
      "wss://api.example.test/jeecg-boot/websocket/u1",
    );
  });
});

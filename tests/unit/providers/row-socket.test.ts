import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveSocket } from "@/providers/live-provider";
import {
  createRowSocket,
  ROW_HEARTBEAT_MS,
  ROW_RECONNECT_MS,
  ROW_REPLY_TIMEOUT_MS,
  rowSocketUrl,
} from "@/providers/row-socket";

const KEY = "permit-application:app1:vehicleList";
const HEARTBEAT = JSON.stringify({ type: "heart_beat", data: "" });
const REPLY = JSON.stringify({ type: "heart_beat", data: true });

interface FakeSocket extends LiveSocket {
  sent: string[];
  closed: boolean;
}

function setup() {
  const sockets: FakeSocket[] = [];
  const rows: unknown[] = [];
  const env = {
    identity: () => ({ userId: "u1", token: "tok" }),
    newPageId: () => "page1",
    openSocket: vi.fn(() => {
      const socket: FakeSocket = {
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        sent: [],
        closed: false,
        send(data) {
          this.sent.push(data);
        },
        close() {
          this.closed = true;
        },
      };
      sockets.push(socket);
      return socket;
    }),
  };
  const client = createRowSocket(env, KEY, (row, caseId) => rows.push([row, caseId]));
  return { sockets, rows, env, client };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the grid socket", () => {
  it("sends a heartbeat on open and 10 s after each reply", () => {
    const { sockets } = setup();
    const [socket] = sockets;
    socket.onopen?.();
    expect(socket.sent).toEqual([HEARTBEAT]);
    socket.onmessage?.({ data: REPLY });
    vi.advanceTimersByTime(ROW_HEARTBEAT_MS - 1);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([HEARTBEAT, HEARTBEAT]);
    // Each reply schedules the next heartbeat the same way.
    socket.onmessage?.({ data: REPLY });
    vi.advanceTimersByTime(ROW_HEARTBEAT_MS);
    expect(socket.sent).toHaveLength(3);
  });

  it("without a reply in 6 s drops the socket and opens another 5 s later", () => {
    const { sockets, env } = setup();
    sockets[0].onopen?.();
    vi.advanceTimersByTime(ROW_REPLY_TIMEOUT_MS - 1);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(ROW_RECONNECT_MS - 1);
    expect(env.openSocket).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(env.openSocket).toHaveBeenCalledTimes(2);
    expect(env.openSocket).toHaveBeenLastCalledWith({ userId: "u1", token: "tok" }, "page1", KEY);
  });

  it("opens again 5 s after a close, once, and never after it is closed itself", () => {
    const { sockets, env, client } = setup();
    sockets[0].onopen?.();
    sockets[0].onerror?.();
    sockets[0].onclose?.();
    vi.advanceTimersByTime(ROW_RECONNECT_MS);
    expect(env.openSocket).toHaveBeenCalledTimes(2);
    client.close();
    expect(sockets[1].closed).toBe(true);
    vi.advanceTimersByTime(ROW_RECONNECT_MS * 3);
    expect(env.openSocket).toHaveBeenCalledTimes(2);
  });

  it("sends edited rows while open and hands over rows of its key only", () => {
    const { sockets, rows, client } = setup();
    client.send({ id: "r1", plateNo: "京A12345" }, "case1");
    expect(sockets[0].sent).toEqual([]);
    sockets[0].onopen?.();
    client.send({ id: "r1", plateNo: "京A12345" }, "case1");
    expect(JSON.parse(sockets[0].sent[1])).toEqual({
      type: "update_vxe_table",
      data: { socketKey: KEY, args: [{ id: "r1", plateNo: "京A12345" }, "case1"] },
    });
    const frame = (socketKey: string) =>
      JSON.stringify({ type: "update_vxe_table", data: { socketKey, args: [{ id: "r1", x: 1 }, "case2"] } });
    sockets[0].onmessage?.({ data: frame("permit-application:other:vehicleList") });
    sockets[0].onmessage?.({ data: "not json" });
    sockets[0].onmessage?.({ data: frame(KEY) });
    expect(rows).toEqual([[{ id: "r1", x: 1 }, "case2"]]);
  });

  it("builds the socket address from the API base", () => {
    expect(rowSocketUrl("u1", "p1", KEY, "/jeecg-boot", "https://example.com/permit")).toBe(
      "wss://example.com/jeecg-boot/vxeSocket/u1/p1?socketKey=permit-application%3Aapp1%3AvehicleList",
    );
  });
});

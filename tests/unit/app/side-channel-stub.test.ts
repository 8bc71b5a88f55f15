import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

interface Channel {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
}

const getSideChannel = createRequire(import.meta.url)(
  "../../../src/app/side-channel-stub.cjs",
) as () => Channel;

describe("the side-channel stand-in qs uses", () => {
  it("keeps values by object and by primitive key, one store per channel", () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(channel.get(key)).toBeUndefined();
    channel.set(key, 1);
    channel.set("k", 2);
    expect(channel.get(key)).toBe(1);
    expect(channel.get("k")).toBe(2);
    expect(getSideChannel().has(key)).toBe(false);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it("asserts a key it holds and throws a TypeError for one it does not", () => {
    const channel = getSideChannel();
    channel.set("here", true);
    expect(() => channel.assert("here")).not.toThrow();
    expect(() => channel.assert("gone")).toThrow(TypeError);
  });
});

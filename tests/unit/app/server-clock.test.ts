import { afterEach, describe, expect, it, vi } from "vitest";
import { serverDateIso, serverDateText, serverHour, zonedParts } from "@/components/shell/server-clock";

// 2026-11-25 17:30 UTC: already 26 November in Shanghai, still the 25th in Los Angeles.
const INSTANT = new Date(Date.UTC(2026, 10, 25, 17, 30));

describe("the server's clock", () => {
  it("reads the day in the server's zone, whatever the browser's", () => {
    expect(serverDateText(INSTANT, "Asia/Shanghai")).toBe("2026年11月26日 星期四");
    expect(serverDateIso(INSTANT, "Asia/Shanghai")).toBe("2026-11-26");
    expect(serverDateText(INSTANT, "America/Los_Angeles")).toBe("2026年11月25日 星期三");
  });

  it("reads the hour in the server's zone", () => {
    expect(serverHour(INSTANT, "Asia/Shanghai")).toBe(1);
    expect(zonedParts(INSTANT, "UTC")).toEqual({ year: 2026, month: 11, day: 25, hour: 17, weekday: 3 });
  });
});

describe("in a browser in another zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("dates today by the zone the server publishes, not by the browser's", () => {
    process.env.TZ = "America/Los_Angeles";
    vi.useFakeTimers({ now: INSTANT });
    expect(new Date().getDate()).toBe(25);
    // The app's configuration without a zone of its own falls back to the server default, Asia/Shanghai.
    expect(serverDateText()).toBe("2026年11月26日 星期四");
    expect(serverHour()).toBe(1);
  });
});

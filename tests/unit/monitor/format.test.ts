import { describe, expect, it } from "vitest";
import { formatBytes, formatMs, formatPercent, formatUptime, usageColor } from "@/features/monitor/format";

describe("monitoring figures with their units", () => {
  it("bytes in the largest unit that keeps the figure at or above 1", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.50 KB");
    expect(formatBytes(78.2 * 1024 * 1024)).toBe("78.2 MB");
    expect(formatBytes(252 * 1024 ** 3)).toBe("252 GB");
  });

  it("milliseconds, seconds from 1000 ms on; percentages; uptime in 天/小时/分/秒", () => {
    expect(formatMs(3.456)).toBe("3.46 ms");
    expect(formatMs(35.5)).toBe("35.5 ms");
    expect(formatMs(1500)).toBe("1.50 s");
    expect(formatPercent(96.923, 2)).toBe("96.92%");
    expect(formatPercent(null)).toBe("-");
    expect(formatUptime(44)).toBe("44秒");
    expect(formatUptime(62)).toBe("1分 2秒");
    expect(formatUptime(3 * 86400 + 4 * 3600 + 5 * 60)).toBe("3天 4小时 5分");
  });

  it("a gauge turns orange from 75% used and red from 90%", () => {
    expect(usageColor(74)).toBe("#52c41a");
    expect(usageColor(75)).toBe("#faad14");
    expect(usageColor(90)).toBe("#f5222d");
  });
});

import { describe, expect, it } from "vitest";
import { shareLabel } from "@/features/dashboard/charts";

describe("donut legend", () => {
  it("names each share with its count", () => {
    const buckets = [
      { value: "1", text: "已通过", count: 138 },
      { value: "3", text: "特种车辆", count: 7 },
    ];
    expect(shareLabel(buckets, "已通过")).toBe("已通过 138");
    expect(shareLabel(buckets, "特种车辆")).toBe("特种车辆 7");
    expect(shareLabel(buckets, "其他")).toBe("其他");
  });
});

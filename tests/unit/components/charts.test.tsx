import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartesianChart } from "@/components/charts/cartesian-chart";
import { PieChart } from "@/components/charts/pie-chart";
import { niceTicks } from "@/components/charts/scale";
import { BucketBar } from "@/features/dashboard/charts";

// jsdom has no layout: the charts draw at 600 × 300 and the SVG's box starts at (0, 0), so the pointer's
// client coordinates are the drawing's.
const days = [
  { day: "11-21", visit: 5, ip: 2 },
  { day: "11-22", visit: 9, ip: 4 },
  { day: "11-23", visit: 3, ip: 1 },
];

describe("chart kit", () => {
  it("names the series in the legend and for screen readers, and draws a shape per reading", () => {
    const { container } = render(
      <CartesianChart
        data={days}
        category="day"
        height={300}
        label="近7日访问"
        series={[
          { key: "visit", name: "访问次数", color: "#1890ff", kind: "bar" },
          { key: "ip", name: "访问IP", color: "#52c41a", kind: "line", dots: true },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "近7日访问：访问次数、访问IP" })).toBeInTheDocument();
    const legend = [...container.querySelectorAll(".chart-legend-item-text")].map((e) => e.textContent);
    expect(legend).toEqual(["访问次数", "访问IP"]);
    expect(container.querySelectorAll(".chart-bar")).toHaveLength(3);
    expect(container.querySelectorAll(".chart-dot")).toHaveLength(3);
    expect(screen.getByText("11-22")).toBeInTheDocument();
  });

  it("shows the values of the category under the pointer, formatted, and hides them when it leaves", () => {
    const { container } = render(
      <CartesianChart
        data={days}
        category="day"
        height={300}
        label="访问"
        series={[
          { key: "visit", name: "访问次数", color: "#1890ff", kind: "area" },
          { key: "ip", name: "访问IP", color: "#52c41a", kind: "area" },
        ]}
        format={(v) => `${v} 次`}
      />,
    );
    const svg = screen.getByRole("img");
    // The middle of the drawing: the second of three days.
    fireEvent.mouseMove(svg, { clientX: 320, clientY: 150 });
    const tip = container.querySelector(".chart-tooltip");
    expect(tip).toHaveTextContent("11-22");
    expect(tip).toHaveTextContent("访问次数：9 次");
    expect(tip).toHaveTextContent("访问IP：4 次");
    // The axis keeps plain numbers; only the tooltip carries the unit.
    expect(screen.getByText("10")).toBeInTheDocument();
    fireEvent.mouseLeave(svg);
    expect(container.querySelector(".chart-tooltip")).toBeNull();
  });

  it("shows a share's name and value when the pointer is over its slice", () => {
    const { container } = render(
      <PieChart
        height={300}
        label="状态"
        slices={[
          { name: "已通过", value: 3, color: "#1890ff", legend: "已通过 3" },
          { name: "已驳回", value: 1, color: "#f5222d", legend: "已驳回 1" },
          { name: "已撤回", value: 0, color: "#faad14" },
        ]}
      />,
    );
    const legend = [...container.querySelectorAll(".chart-legend-item-text")].map((e) => e.textContent);
    expect(legend).toEqual(["已通过 3", "已驳回 1"]);
    expect(container.querySelectorAll(".chart-slice")).toHaveLength(2);
    // Right of the centre, on the ring: three o'clock lies in the first share (the first three quarters).
    const svg = screen.getByRole("img", { name: "状态：已通过 3、已驳回 1" });
    fireEvent.mouseMove(svg, { clientX: 300 + 85, clientY: 150 });
    expect(container.querySelector(".chart-tooltip")).toHaveTextContent("已通过：3");
    // Half past ten: the middle of the last quarter.
    fireEvent.mouseMove(svg, { clientX: 300 - 60, clientY: 150 - 60 });
    expect(container.querySelector(".chart-tooltip")).toHaveTextContent("已驳回：1");
  });

  it("shows 暂无数据 instead of a chart when every count is zero", async () => {
    const empty = { total: 0, validToday: 0, byStatus: [], byType: [], recent: [] };
    render(
      <BucketBar
        state={{ loading: false, data: { ...empty, byRegion: [{ value: "1", text: "城区", count: 0 }] } }}
        pick={(s) => s.byRegion}
        name="申请数"
      />,
    );
    expect(await screen.findByText("暂无数据", { selector: "div" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /申请数/ })).toBeNull();
  });

  it("puts axis ticks on round values", () => {
    expect(niceTicks(0, 9, 5, true)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(0, 0, 5, true)).toEqual([0, 1]);
  });
});

import { ChartBox } from "./chart-box";

export interface Slice {
  name: string;
  value: number;
  color: string;
  /** The legend's text (the name when not given). */
  legend?: string;
}

const GAP = (2 * Math.PI) / 180;

/** The ring's piece from angle a0 to a1 (clockwise from twelve o'clock) between radii r0 and r1. */
function arcPath(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const at = (r: number, a: number) => `${cx + r * Math.sin(a)},${cy - r * Math.cos(a)}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return `M${at(r1, a0)}A${r1},${r1} 0 ${large} 1 ${at(r1, a1)}L${at(r0, a1)}A${r0},${r0} 0 ${large} 0 ${at(r0, a0)}Z`;
}

/**
 * A ring of shares of a total, the names (and counts) in the legend below, the hovered share's value in
 * the tooltip.
 */
export function PieChart({
  slices,
  height,
  label,
  format = String,
}: {
  slices: Slice[];
  height: number;
  label: string;
  format?: (value: number) => string;
}) {
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  return (
    <ChartBox
      height={height}
      label={`${label}：${shown.map((s) => `${s.name} ${format(s.value)}`).join("、")}`}
      legend={shown.map((s) => ({ name: s.legend ?? s.name, color: s.color }))}
      draw={({ width, height: h }, pointer) => {
        const cx = width / 2;
        const cy = h / 2;
        const outer = (Math.min(width, h) / 2) * 0.8;
        const inner = outer * 0.625;
        const gap = shown.length > 1 ? GAP : 0;
        let start = 0;
        const arcs = shown.map((s) => {
          const sweep = (s.value / total) * 2 * Math.PI;
          const arc = {
            slice: s,
            a0: start + gap / 2,
            a1: start + Math.max(sweep - gap / 2, gap / 2 + 0.001),
          };
          start += sweep;
          return arc;
        });
        let hovered: (typeof arcs)[number] | undefined;
        if (pointer) {
          const dx = pointer.x - cx;
          const dy = pointer.y - cy;
          const r = Math.hypot(dx, dy);
          const angle = (Math.atan2(dx, -dy) + 2 * Math.PI) % (2 * Math.PI);
          if (r >= inner && r <= outer)
            hovered = arcs.find((a) => angle >= a.a0 - gap && angle <= a.a1 + gap);
        }
        const body = arcs.map((a) => {
          const grow = a === hovered ? 4 : 0;
          // A single share is a whole ring: two half arcs, as one arc cannot start and end at the same point.
          const d =
            a.a1 - a.a0 >= 2 * Math.PI - 0.01
              ? arcPath(cx, cy, inner, outer + grow, 0, Math.PI) +
                arcPath(cx, cy, inner, outer + grow, Math.PI, 2 * Math.PI)
              : arcPath(cx, cy, inner, outer + grow, a.a0, a.a1);
          return <path key={a.slice.name} className="chart-slice" d={d} fill={a.slice.color} />;
        });
        return {
          body,
          tip: hovered && {
            rows: [
              { name: hovered.slice.name, color: hovered.slice.color, value: format(hovered.slice.value) },
            ],
          },
        };
      }}
    />
  );
}

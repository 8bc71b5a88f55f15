import type { ReactNode } from "react";
import { AXIS_TEXT, ChartBox, GRID, type Tip } from "./chart-box";
import { linear, monotonePath, niceTicks } from "./scale";

export interface Series<T> {
  /** The row's field with this series' number. */
  key: keyof T & string;
  name: string;
  color: string;
  kind: "bar" | "line" | "area";
  /** An area's fill (the stroke colour, lighter, when not given). */
  fill?: string;
  /** A colour per bar instead of the series' one. */
  colorOf?: (row: T, index: number) => string;
  /** A dot at every reading. */
  dots?: boolean;
}

const TOP = 8;
const RIGHT = 12;
const BOTTOM = 22;
const FONT = 12;
const BAR_GAP = 4;

/** About how wide a label is at 12 px: CJK characters full width, the rest about half. */
const textWidth = (text: string) => [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? FONT : 7), 0);

/** Only every n-th label, so that neighbours keep `gap` pixels between them. */
const labelEvery = (labels: string[], spacing: number, gap = 8) =>
  Math.max(1, Math.ceil((Math.max(0, ...labels.map(textWidth)) + gap) / Math.max(spacing, 1)));

/** A bar with rounded ends at its value's side. */
function barPath(x: number, y: number, w: number, h: number, r: number): string {
  const radius = Math.min(r, w / 2, h);
  if (radius <= 0 || h <= 0) return `M${x},${y}h${w}v${h}h${-w}Z`;
  return `M${x},${y + h}V${y + radius}Q${x},${y} ${x + radius},${y}H${x + w - radius}Q${x + w},${y} ${x + w},${y + radius}V${y + h}Z`;
}

/**
 * Bars, lines and areas over named categories (days, status classes, tables), with a dashed grid, axis
 * labels that thin out when crowded, a legend and a tooltip naming every series' value at the pointer's
 * category. `horizontal` lays the categories down the left side with bars growing rightwards.
 */
export function CartesianChart<T extends object>({
  data,
  category,
  series,
  height,
  label,
  legend = true,
  horizontal = false,
  integer = false,
  zeroBased = true,
  format = String,
  tickFormat = String,
  axisWidth = 40,
  maxBarSize = 48,
}: {
  data: readonly T[];
  category: keyof T & string;
  series: Series<T>[];
  height: number;
  label: string;
  legend?: boolean;
  horizontal?: boolean;
  integer?: boolean;
  /** The value axis starts at zero; otherwise it spans the readings only. */
  zeroBased?: boolean;
  /** A value in the tooltip. */
  format?: (value: number) => string;
  /** A value on the axis (the plain number when not given). */
  tickFormat?: (value: number) => string;
  /** Room for the value labels (the category labels, when horizontal). */
  axisWidth?: number;
  maxBarSize?: number;
}) {
  const labels = data.map((row) => String(row[category]));
  const value = (row: T, s: Series<T>) => Number(row[s.key]) || 0;
  const values = data.flatMap((row) => series.map((s) => value(row, s)));
  const lowest = Math.min(...values, zeroBased ? 0 : Number.POSITIVE_INFINITY);
  const ticks = niceTicks(lowest, Math.max(...values, lowest), 5, integer);
  const bars = series.filter((s) => s.kind === "bar");
  const colorAt = (s: Series<T>, i: number) => s.colorOf?.(data[i], i) ?? s.color;

  return (
    <ChartBox
      height={height}
      label={`${label}：${series.map((s) => s.name).join("、")}`}
      legend={legend ? series.map((s) => ({ name: s.name, color: s.color })) : undefined}
      draw={({ width, height: h }, pointer) => {
        const n = Math.max(data.length, 1);
        const left = axisWidth;
        const along = horizontal ? h - TOP - BOTTOM : width - left - RIGHT;
        const across = horizontal ? width - left - RIGHT : h - TOP - BOTTOM;
        // Bars sit in bands; lines alone run from edge to edge.
        const banded = bars.length > 0;
        const band = banded ? along / n : n > 1 ? along / (n - 1) : along;
        const at = (i: number) => (banded ? band * (i + 0.5) : n > 1 ? band * i : along / 2);
        const toValue = linear(ticks[0], ticks[ticks.length - 1], 0, across);
        // Screen coordinates of a category position (c) and a value length (v).
        const point = (c: number, v: number): [number, number] =>
          horizontal ? [left + v, TOP + c] : [left + c, TOP + across - v];
        const base = toValue(Math.max(ticks[0], 0));

        let hover = -1;
        if (pointer) {
          const c = horizontal ? pointer.y - TOP : pointer.x - left;
          const v = horizontal ? pointer.x - left : pointer.y - TOP;
          if (c >= -band / 2 && c <= along + band / 2 && v >= 0 && v <= across) {
            hover = Math.round(banded ? c / band - 0.5 : n > 1 ? c / band : 0);
            hover = Math.min(n - 1, Math.max(0, hover));
          }
        }
        if (data.length === 0) hover = -1;

        const shapes: ReactNode[] = [];
        const groupWidth = band * 0.8;
        const barWidth = Math.min(
          maxBarSize,
          (groupWidth - BAR_GAP * (bars.length - 1)) / Math.max(bars.length, 1),
        );
        const groupSpan = barWidth * bars.length + BAR_GAP * (bars.length - 1);
        bars.forEach((s, b) => {
          data.forEach((row, i) => {
            const offset = at(i) - groupSpan / 2 + b * (barWidth + BAR_GAP);
            const length = toValue(value(row, s)) - base;
            const d = horizontal
              ? `M${left + base},${TOP + offset}h${length}v${barWidth}h${-length}Z`
              : barPath(left + offset, TOP + across - base - length, barWidth, length, 4);
            shapes.push(
              <path key={`${s.key}-${labels[i]}`} className="chart-bar" d={d} fill={colorAt(s, i)} />,
            );
          });
        });
        for (const s of series) {
          if (s.kind === "bar") continue;
          const points = data.map((row, i) => point(at(i), toValue(value(row, s))));
          const line = monotonePath(points);
          if (s.kind === "area" && points.length > 0) {
            const [bx, by] = point(0, base);
            const floor = horizontal ? bx : by;
            const first = points[0][0];
            const last = points[points.length - 1][0];
            shapes.push(
              <path
                key={`${s.key}-area`}
                className="chart-area"
                d={`${line}L${last},${floor}L${first},${floor}Z`}
                fill={s.fill ?? s.color}
                fillOpacity={s.fill ? 0.6 : 0.2}
              />,
            );
          }
          shapes.push(
            <path
              key={`${s.key}-line`}
              className="chart-line"
              d={line}
              fill="none"
              stroke={s.color}
              strokeWidth={2}
            />,
          );
          points.forEach(([x, y], i) => {
            if (s.dots || i === hover)
              shapes.push(
                <circle
                  key={`${s.key}-dot-${labels[i]}`}
                  className={i === hover ? "chart-active-dot" : "chart-dot"}
                  cx={x}
                  cy={y}
                  r={i === hover ? 4 : 3}
                  fill="#fff"
                  stroke={s.color}
                  strokeWidth={2}
                />,
              );
          });
        }

        const showEvery = labelEvery(horizontal ? [] : labels, band);
        const [cursorX, cursorY] = point(at(hover) - (banded ? band / 2 : 0), across);
        const body = (
          <g fontSize={FONT} fill={AXIS_TEXT}>
            {ticks.map((t) => {
              const [x, y] = point(0, toValue(t));
              return horizontal ? (
                <g key={t}>
                  <line x1={x} x2={x} y1={TOP} y2={TOP + along} stroke={GRID} strokeDasharray="3 3" />
                  <text x={x} y={TOP + along + 16} textAnchor="middle">
                    {tickFormat(t)}
                  </text>
                </g>
              ) : (
                <g key={t}>
                  <line x1={left} x2={left + along} y1={y} y2={y} stroke={GRID} strokeDasharray="3 3" />
                  <text x={left - 6} y={y} dy="0.32em" textAnchor="end">
                    {tickFormat(t)}
                  </text>
                </g>
              );
            })}
            {labels.map((text, i) => {
              if (i % showEvery !== 0) return null;
              const [x, y] = point(at(i), 0);
              return horizontal ? (
                <text key={text} x={left - 6} y={y} dy="0.32em" textAnchor="end">
                  {text}
                </text>
              ) : (
                // Kept inside the drawing: the first and last points of a line sit on its edges.
                <text
                  key={text}
                  x={Math.min(Math.max(x, textWidth(text) / 2), width - textWidth(text) / 2)}
                  y={TOP + across + 16}
                  textAnchor="middle"
                >
                  {text}
                </text>
              );
            })}
            {hover >= 0 &&
              (banded ? (
                horizontal ? (
                  <rect x={left} y={cursorY} width={across} height={band} fill="#000" fillOpacity={0.04} />
                ) : (
                  <rect x={cursorX} y={TOP} width={band} height={across} fill="#000" fillOpacity={0.04} />
                )
              ) : (
                <line x1={cursorX} x2={cursorX} y1={TOP} y2={TOP + across} stroke="#bfbfbf" />
              ))}
            {shapes}
          </g>
        );
        const tip: Tip | undefined =
          hover < 0
            ? undefined
            : {
                title: labels[hover],
                rows: series.map((s) => ({
                  name: s.name,
                  color: colorAt(s, hover),
                  value: format(value(data[hover], s)),
                })),
              };
        return { body, tip };
      }}
    />
  );
}

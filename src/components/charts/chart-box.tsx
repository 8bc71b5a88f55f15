import { type CSSProperties, type ReactNode, useState } from "react";
import { type Size, useSize } from "./use-size";

export interface LegendEntry {
  name: string;
  color: string;
}

export interface TipRow {
  name: string;
  color: string;
  value: string;
}

/** What the tooltip shows, anchored at the pointer. */
export interface Tip {
  title?: string;
  rows: TipRow[];
}

export interface Pointer {
  x: number;
  y: number;
}

/** Text colours dark enough on white for WCAG AA. */
export const AXIS_TEXT = "rgba(0,0,0,0.55)";
export const LEGEND_TEXT = "rgba(0,0,0,0.75)";
export const GRID = "#e5e5e5";

const box: CSSProperties = { position: "relative", display: "flex", flexDirection: "column" };
const legendList: CSSProperties = {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "4px 16px",
  margin: "4px 0 0",
  padding: 0,
  listStyle: "none",
  fontSize: 12,
  color: LEGEND_TEXT,
};
const swatch: CSSProperties = {
  display: "inline-block",
  width: 10,
  height: 10,
  borderRadius: 2,
  marginRight: 6,
};
const tooltip: CSSProperties = {
  position: "absolute",
  zIndex: 1,
  pointerEvents: "none",
  background: "#fff",
  border: "1px solid #d9d9d9",
  borderRadius: 4,
  boxShadow: "0 3px 6px -4px rgba(0,0,0,0.12), 0 6px 16px rgba(0,0,0,0.08)",
  padding: "6px 10px",
  fontSize: 12,
  lineHeight: "20px",
  color: "rgba(0,0,0,0.88)",
  whiteSpace: "nowrap",
};

/**
 * The frame every chart shares: an SVG as wide as its place, a legend below it that wraps at any width,
 * and the tooltip that follows the pointer. `draw` gets the drawing's size and the pointer (while it is
 * over the drawing) and returns the shapes and what the tooltip should say.
 */
export function ChartBox({
  height,
  label,
  legend,
  draw,
}: {
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  legend?: LegendEntry[];
  draw: (size: Size, pointer: Pointer | null) => { body: ReactNode; tip?: Tip };
}) {
  const [ref, size] = useSize<HTMLDivElement>();
  const [pointer, setPointer] = useState<Pointer | null>(null);
  const drawn = size.width > 0 && size.height > 0 ? draw(size, pointer) : undefined;
  const tip = pointer && drawn?.tip;
  const tipPlace: CSSProperties = !pointer
    ? {}
    : {
        top: Math.max(0, Math.min(pointer.y + 12, size.height - 60)),
        // Beside the pointer, on the side with room.
        ...(pointer.x > size.width / 2 ? { right: size.width - pointer.x + 12 } : { left: pointer.x + 12 }),
      };
  return (
    <div className="chart" style={{ ...box, height }}>
      <div ref={ref} style={{ position: "relative", flex: 1, minHeight: 0 }}>
        {drawn && (
          <svg
            className="chart-surface"
            role="img"
            aria-label={label}
            width={size.width}
            height={size.height}
            style={{ display: "block" }}
            onMouseMove={(e) => {
              const rect = e.currentTarget.getBoundingClientRect();
              setPointer({ x: e.clientX - rect.left, y: e.clientY - rect.top });
            }}
            onMouseLeave={() => setPointer(null)}
          >
            {drawn.body}
          </svg>
        )}
        {tip && tip.rows.length > 0 && (
          <div className="chart-tooltip" style={{ ...tooltip, ...tipPlace }}>
            {tip.title && <div>{tip.title}</div>}
            {tip.rows.map((row) => (
              <div key={row.name}>
                <span style={{ ...swatch, background: row.color }} />
                {row.name}：{row.value}
              </div>
            ))}
          </div>
        )}
      </div>
      {legend && legend.length > 0 && (
        <ul className="chart-legend" style={legendList}>
          {legend.map((entry) => (
            <li key={entry.name} className="chart-legend-item">
              <span style={{ ...swatch, background: entry.color }} />
              <span className="chart-legend-item-text">{entry.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

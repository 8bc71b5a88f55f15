/** Round tick values from `min` to at least `max`, about `count` of them, 1-2-5 steps. */
export function niceTicks(min: number, max: number, count = 5, integer = false): number[] {
  if (!(max > min)) max = min + 1;
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    integer ? 1 : 0,
    [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw,
  );
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 prints as 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  // Up to the first tick at or above the highest value, so no reading is drawn past the axis.
  for (let v = start; ticks.length < 2 || ticks[ticks.length - 1] < max; v += step)
    ticks.push(Number(v.toFixed(digits)));
  return ticks;
}

/** A linear map from [d0, d1] to [r0, r1]. */
export const linear =
  (d0: number, d1: number, r0: number, r1: number) =>
  (v: number): number =>
    d1 === d0 ? r0 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

type Point = readonly [number, number];

/**
 * A smooth path through the points that never overshoots them (monotone cubic, as d3's curveMonotoneX),
 * so a series that stays at zero is drawn flat at zero.
 */
export function monotonePath(points: readonly Point[]): string {
  const n = points.length;
  if (n === 0) return "";
  if (n < 3) return `M${points.map((p) => p.join(",")).join("L")}`;
  const slope = (a: Point, b: Point) => (b[1] - a[1]) / (b[0] - a[0] || 1);
  const tangents = points.map((p, i) => {
    if (i === 0) return slope(p, points[1]);
    if (i === n - 1) return slope(points[n - 2], p);
    const s0 = slope(points[i - 1], p);
    const s1 = slope(p, points[i + 1]);
    // The harmonic mean of the slopes either side: flat at a peak or a valley.
    return s0 * s1 <= 0 ? 0 : (2 * s0 * s1) / (s0 + s1);
  });
  let d = `M${points[0][0]},${points[0][1]}`;
  for (let i = 1; i < n; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const dx = (x1 - x0) / 3;
    d += `C${x0 + dx},${y0 + dx * tangents[i - 1]},${x1 - dx},${y1 - dx * tangents[i]},${x1},${y1}`;
  }
  return d;
}

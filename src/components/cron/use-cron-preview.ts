import { useEffect, useRef, useState } from "react";
import { previewCron } from "../../../shared/cron";

/** The editor recomputes its preview this long after the last change. */
export const PREVIEW_DEBOUNCE_MS = 500;
/** How many coming run times the preview lists. */
export const PREVIEW_COUNT = 10;

export interface CronPreview {
  /** the expression the times belong to; undefined before the first computation */
  expression: string | undefined;
  times: string[];
}

/**
 * The next run times of an expression (`yyyy-MM-dd HH:mm:ss`), counted from the moment the expression
 * settled: recomputed 500 ms after the last change, with the same reading the scheduler uses, on the clock
 * of the given time zone (the browser's without one).
 */
export function useCronPreview(
  expression: string,
  now: () => Date = () => new Date(),
  timeZone?: string,
): CronPreview {
  const [preview, setPreview] = useState<CronPreview>({ expression: undefined, times: [] });
  // The clock is read when the timer fires; a new clock function alone is no reason to recompute.
  const clock = useRef(now);
  clock.current = now;
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setPreview({ expression, times: previewCron(expression, clock.current(), PREVIEW_COUNT, timeZone) }),
      PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [expression, timeZone]);
  return preview;
}

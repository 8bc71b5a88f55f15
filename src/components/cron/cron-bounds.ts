/** An inclusive range of whole numbers an editor input accepts. */
export type Bound = readonly [min: number, max: number];

/** The inputs of a field that counts (second, minute, hour, day, month, weekday). */
export interface FieldBounds {
  /** a value chosen in the specific list */
  value: Bound;
  /** the start of "every n from a start" */
  incrementStart: Bound;
  /** the n of "every n" */
  increment: Bound;
  rangeStart: Bound;
  rangeEnd: Bound;
}

/**
 * What each editor input accepts. The second's range starts at 1 while its end may be 0, and the month's
 * step may be 0, exactly as the editor has always allowed; the validator under the input names what the
 * scheduler then refuses.
 */
export const BOUNDS = {
  second: {
    value: [0, 59],
    incrementStart: [0, 59],
    increment: [1, 59],
    rangeStart: [1, 59],
    rangeEnd: [0, 59],
  },
  minute: {
    value: [0, 59],
    incrementStart: [0, 59],
    increment: [1, 60],
    rangeStart: [0, 59],
    rangeEnd: [0, 59],
  },
  hour: {
    value: [0, 23],
    incrementStart: [0, 23],
    increment: [1, 23],
    rangeStart: [0, 23],
    rangeEnd: [0, 23],
  },
  day: {
    value: [1, 31],
    incrementStart: [1, 31],
    increment: [1, 31],
    rangeStart: [1, 31],
    rangeEnd: [1, 31],
  },
  month: {
    value: [1, 12],
    incrementStart: [0, 12],
    increment: [0, 12],
    rangeStart: [1, 12],
    rangeEnd: [1, 12],
  },
  week: {
    value: [1, 7],
    incrementStart: [1, 7],
    increment: [1, 7],
    rangeStart: [1, 7],
    rangeEnd: [1, 7],
  },
} as const satisfies Record<string, FieldBounds>;

/** The nth weekday of a month: the first to the fifth. */
export const NTH_BOUND: Bound = [1, 5];

/** Specific years and the year a range or loop is offered with. */
export const YEAR_BOUNDS = {
  value: [2019, 2119],
  rangeStart: [0, Number.MAX_SAFE_INTEGER],
  rangeEnd: [1, Number.MAX_SAFE_INTEGER],
  loopStart: [0, Number.MAX_SAFE_INTEGER],
  loopInterval: [1, 99],
} as const satisfies Record<string, Bound>;

/** A typed number held to its bound: whole, not below the minimum, not above the maximum. */
export function clampToBound(value: number | null | undefined, [min, max]: Bound): number {
  if (value === null || value === undefined || Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

import { INSERT_GUARD_MS } from "./grid-messages";

/**
 * The add button's guard: a second insert within 1500 ms of the last accepted one is refused (the grid
 * then warns 你点击的太快了，请慢点点击!).
 */
export function createInsertGuard(intervalMs = INSERT_GUARD_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** true when this insert may go ahead */
    tryInsert(): boolean {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
  };
}

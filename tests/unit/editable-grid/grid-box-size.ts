import { afterAll, beforeAll } from "vitest";

/**
 * jsdom lays nothing out: gives every element a 1000 × 400 box for the file's tests, so the grid's virtual
 * rows are drawn, and puts jsdom's own sizes back afterwards.
 */
export function giveGridBoxASize(): void {
  const sizes = {
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth"),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1000 });
  });
  afterAll(() => {
    if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", sizes.clientHeight);
    if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, "clientWidth", sizes.clientWidth);
  });
}

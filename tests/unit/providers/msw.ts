/** A shared msw server for the provider tests; the app's relative `/jeecg-boot` resolves against jsdom's origin. */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const server = setupServer();

export const API = `${window.location.origin}/jeecg-boot`;

/** Registers listen/reset/close around the calling test file. */
export function setupMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Query params of a request URL as a plain object (decoded once, as a server reads them). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** The raw query string as it went on the wire. */
export function rawQuery(request: Request): string {
  return new URL(request.url).search.replace(/^\?/, "");
}

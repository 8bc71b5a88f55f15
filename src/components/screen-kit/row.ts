/** A server row as the system screens read it. */
export type Row = Record<string, unknown>;

export const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** A body field a form sends as text; numbers are accepted too, as a client may send a phone as one. */
export const textField = (maxLength: number) => ({ type: ["string", "number", "null"], maxLength }) as const;

export const asText = (v: unknown): string => (v === undefined || v === null ? "" : String(v).trim());

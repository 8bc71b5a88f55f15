import { BizError } from "../result.ts";

/** The most ids one batch call may name. */
export const MAX_BATCH = 1000;

/** The distinct ids of a comma list such as `a,b,` (trailing comma allowed); none for anything but text. */
export function distinctIds(raw: unknown): string[] {
  if (typeof raw !== "string") return [];
  return [
    ...new Set(
      raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Splits `a,b,` (trailing comma allowed) into distinct ids, at most MAX_BATCH of them. */
export function splitIds(raw: string): string[] {
  const ids = distinctIds(raw);
  if (ids.length > MAX_BATCH) throw new BizError(`一次最多删除${MAX_BATCH}条数据`);
  return ids;
}

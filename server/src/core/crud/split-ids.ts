import { BizError } from "../result.ts";

/** The most ids one batch call may name. */
export const MAX_BATCH = 1000;

/** Splits `a,b,` (trailing comma allowed) into distinct ids. */
export function splitIds(raw: string): string[] {
  const ids = [
    ...new Set(
      raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_BATCH) throw new BizError(`一次最多删除${MAX_BATCH}条数据`);
  return ids;
}

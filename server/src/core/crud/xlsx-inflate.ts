/**
 * The zip-bomb guard of Excel import: the bytes an .xlsx really inflates to, counted while inflating and
 * stopped as soon as they pass the limit. The sizes a zip declares in its headers are the sender's word
 * and prove nothing. Every entry of the central directory is inflated, overlapping ones each time.
 */
import { entryBytes, InflateBudget, zipEntries } from "./zip-reader.ts";

/** Inflates every entry and returns the total; refuses with a message once it passes `limit`. */
export async function inflatedSize(file: Buffer, limit: number): Promise<number> {
  const budget = new InflateBudget(limit);
  for (const entry of zipEntries(file)) for await (const _ of entryBytes(file, entry, budget));
  return budget.total;
}

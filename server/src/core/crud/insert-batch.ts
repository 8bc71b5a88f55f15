/**
 * Rows checked for add together (an import's batch). A check that would query once per row can ask the
 * batch instead: `once` runs its loader a single time for the whole batch and shares the answer.
 */
import type { Values } from "./types.ts";

export class InsertBatch {
  private readonly loaded = new Map<string, Promise<unknown>>();

  /** The parsed values of every row of the batch, as they were before any hook completed them. */
  constructor(readonly rows: readonly Values[]) {}

  once<T>(key: string, load: (rows: readonly Values[]) => Promise<T>): Promise<T> {
    let answer = this.loaded.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load(this.rows);
      this.loaded.set(key, answer);
    }
    return answer;
  }
}

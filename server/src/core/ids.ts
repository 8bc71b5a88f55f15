import { createHash, randomUUID } from "node:crypto";

/** A new 32-character id, the shape of the original's uuid ids (varchar(32)). */
export function newId(): string {
  return randomUUID().replace(/-/g, "");
}

/** A stable 32-character id for seed rows, so re-seeding finds the same rows. */
export function seedId(key: string): string {
  return createHash("md5").update(key, "utf8").digest("hex");
}

import type { SessionUser } from "../core/session.ts";

/** What a grid's key names: a resource, one of its records and, optionally, a part of it (a sub-row list). */
export interface LiveRowKey {
  resource: string;
  recordId: string;
  part: string | undefined;
}

/**
 * Whether a session may follow a record's rows live (`receive`) or send its edits to the others (`send`).
 * Called for the sender of each frame and for each receiving socket, so a user who may not read the
 * record never gets its rows, however the key was obtained.
 */
export type LiveRowAccess = (
  session: SessionUser,
  key: LiveRowKey,
  mode: "send" | "receive",
) => Promise<boolean>;

const KEY = /^([a-z][a-z0-9-]{0,39}):([A-Za-z0-9_-]{1,64})(?::([A-Za-z0-9_-]{1,40}))?$/;

/** `<resource>:<recordId>` or `<resource>:<recordId>:<part>`; anything else is no key. */
export function parseLiveRowKey(text: string): LiveRowKey | undefined {
  const m = KEY.exec(text);
  return m ? { resource: m[1], recordId: m[2], part: m[3] } : undefined;
}

/**
 * The resources whose rows may be shared live between pages, each with its access rule. Modules define
 * theirs when they register; a key of a resource nobody defined is refused.
 */
export class LiveRows {
  readonly #resources = new Map<string, LiveRowAccess>();

  define(resource: string, access: LiveRowAccess): void {
    if (this.#resources.has(resource)) throw new Error(`live rows of ${resource} defined twice`);
    this.#resources.set(resource, access);
  }

  /** Whether the key names a defined resource (its record may still be out of reach). */
  knows(text: string): boolean {
    const key = parseLiveRowKey(text);
    return key !== undefined && this.#resources.has(key.resource);
  }

  async allows(session: SessionUser, text: string, mode: "send" | "receive"): Promise<boolean> {
    const key = parseLiveRowKey(text);
    const access = key && this.#resources.get(key.resource);
    return access ? access(session, key, mode) : false;
  }
}

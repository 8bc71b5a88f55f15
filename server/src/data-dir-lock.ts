import { mkdir, open, readFile, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/** PGlite does not lock its folder, and two processes writing one folder corrupt it. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holderPid} (lock file ${lockPath(dataDir)}). ` +
        "Stop that process first; if it is certainly gone, delete the lock file.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

const LOCK_FILE = "server.lock";

export const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** Locks held by this process, so a second open from the same process is refused too. */
const heldHere = new Set<string>();

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  const file = lockPath(dir);
  if (heldHere.has(file)) throw new DataDirLockedError(dir, process.pid);
  await mkdir(dir, { recursive: true });
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(file, "wx", 0o600);
      try {
        await fh.writeFile(JSON.stringify(info));
      } finally {
        await fh.close();
      }
      heldHere.add(file);
      return {
        file,
        async release() {
          if (!heldHere.delete(file)) return;
          const current = await readLock(file);
          if (current?.pid === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = await readLock(file);
      if (holder && holder.host === info.host && isAlive(holder.pid))
        throw new DataDirLockedError(dir, holder.pid);
      if (holder && holder.host !== info.host) throw new DataDirLockedError(dir, holder.pid);
      // The holder is gone (crash, kill -9): the lock is stale.
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`could not take the lock ${file}`);
}

async function readLock(file: string): Promise<LockInfo | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<LockInfo>;
    if (typeof parsed.pid !== "number") return undefined;
    return { pid: parsed.pid, host: String(parsed.host ?? ""), startedAt: String(parsed.startedAt ?? "") };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

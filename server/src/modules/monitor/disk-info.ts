/** 磁盘监控: the mounted file systems the server can see, and what its own data folder holds. */
import type { Dirent } from "node:fs";
import { readdir, readFile, stat, statfs } from "node:fs/promises";
import path from "node:path";
import type { DataFolderInfo, DiskInfo, FolderUse } from "../../../../shared/monitor.ts";
import type { Db } from "../../db/client.ts";
import { pgliteDir } from "../../db/open.ts";
import { UPLOAD_DIR } from "../upload/store.ts";

/** Kernel and virtual file systems: no disk behind them. */
const PSEUDO = new Set([
  "proc",
  "sysfs",
  "devpts",
  "devtmpfs",
  "cgroup",
  "cgroup2",
  "mqueue",
  "securityfs",
  "debugfs",
  "tracefs",
  "pstore",
  "bpf",
  "configfs",
  "fusectl",
  "hugetlbfs",
  "binfmt_misc",
  "autofs",
  "nsfs",
  "rpc_pipefs",
  "selinuxfs",
  "efivarfs",
  "ramfs",
  "squashfs",
]);

/** Folders the kernel fills, which hold no data of anyone's (shared memory aside). */
const KERNEL_TREES = ["/proc", "/sys", "/dev", "/run"];
/** Below this a mount is a placeholder, not storage. */
const MIN_SIZE = 1024 * 1024;

/** `/proc/mounts` escapes spaces and other characters as octal. */
const unescapeMount = (text: string) =>
  text.replace(/\\([0-7]{3})/g, (_m, oct: string) => String.fromCharCode(parseInt(oct, 8)));

async function mountPoints(): Promise<string[]> {
  const text = await readFile("/proc/mounts", "utf8").catch(() => "");
  if (!text) return [path.parse(process.cwd()).root];
  const seen = new Set<string>();
  const points: string[] = [];
  for (const line of text.split("\n")) {
    const [device, point, type] = line.split(" ");
    if (!device || !point || !type || PSEUDO.has(type)) continue;
    const name = unescapeMount(point);
    if (KERNEL_TREES.some((tree) => name === tree || name.startsWith(`${tree}/`)) && name !== "/dev/shm")
      continue;
    // One device mounted in several places (bind mounts) is one file system; memory file systems count once each.
    const key = type === "tmpfs" ? `tmpfs ${name}` : `${device} ${type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    points.push(name);
  }
  return points;
}

export async function diskInfo(): Promise<DiskInfo[]> {
  const out: DiskInfo[] = [];
  for (const point of await mountPoints()) {
    const info = await stat(point).catch(() => undefined);
    if (!info?.isDirectory()) continue;
    const fs = await statfs(point).catch(() => undefined);
    if (!fs) continue;
    const max = fs.blocks * fs.bsize;
    if (max < MIN_SIZE) continue;
    const free = fs.bavail * fs.bsize;
    out.push({ name: point, max, rest: free, restPPT: Math.floor(((max - free) * 100) / max) });
  }
  return out;
}

async function folderUse(dir: string): Promise<FolderUse> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return { bytes: 0, files: 0 };
  }
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    if (!info) continue;
    bytes += info.size;
    files += 1;
  }
  return { bytes, files };
}

export async function dataFolderInfo(db: Db, dataDir: string): Promise<DataFolderInfo> {
  const remote = db.kind === "pg";
  let database: FolderUse;
  if (remote) {
    const row = await db.one<{ size: string }>("SELECT pg_database_size(current_database())::text AS size");
    database = { bytes: Number(row?.size ?? 0), files: 0 };
  } else database = await folderUse(pgliteDir(dataDir));
  const uploads = await folderUse(path.join(dataDir, UPLOAD_DIR));
  const backups = await folderUse(path.join(dataDir, "backups"));
  return {
    dataDir: path.resolve(dataDir),
    database: { ...database, remote },
    uploads,
    backups,
    total: (remote ? 0 : database.bytes) + uploads.bytes + backups.bytes,
  };
}

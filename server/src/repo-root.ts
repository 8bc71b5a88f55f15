import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root: the nearest folder above this module that holds package.json. It holds for the
 * TypeScript sources and for the server `npm start` bundles into one file alike, wherever that file sits.
 */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
  return dir;
}

export const REPO_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

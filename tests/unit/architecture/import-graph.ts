import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The repository's own import graph of the web app and shared/, read from the sources as text. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: gone after compilation, so it cannot make a run-time cycle */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) files.push(path);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

function resolveFile(target: string): string | undefined {
  const candidates = [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    join(target, "index.ts"),
    join(target, "index.tsx"),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Edges between files of the repository (`@/` is src/); packages are left out. */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3] ?? m[4];
      let target: string | undefined;
      if (spec.startsWith("@/")) target = join(root, "src", spec.slice(2));
      else if (spec.startsWith(".")) target = resolve(dirname(file), spec);
      else continue;
      const to = resolveFile(target);
      if (!to) continue;
      edges.push({ from: relative(root, file), to: relative(root, to), typeOnly: Boolean(m[2]) });
    }
  }
  return edges;
}

/** Groups of files that import each other round in a circle (Tarjan's strongly connected components). */
export function cycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || next.get(v)?.includes(v)) found.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

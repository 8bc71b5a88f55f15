import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, type ImportEdge, importEdges, sourceFiles } from "./import-graph";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/**
 * The layers of the web app, top first; a file may import its own layer and the layers below it only.
 * Each domain's resource overlay, screens and API hooks share one feature folder.
 */
const WEB_LAYERS: readonly (readonly string[])[] = [
  ["src/main.tsx", "src/app/"],
  ["src/features/"],
  ["src/components/"],
  ["src/providers/", "src/app-config.ts"],
  ["shared/"],
];

/** The server: the entry sees the modules, modules use core, db and shared, which know no module. */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  [
    "server/src/main.ts",
    "server/src/serve.ts",
    "server/src/backup.ts",
    "server/src/app.ts",
    "server/src/modules/index.ts",
  ],
  ["server/src/modules/"],
  [
    "server/src/core/",
    "server/src/db/",
    "server/src/realtime/",
    "server/src/config.ts",
    "server/src/data-dir-lock.ts",
    "server/src/repo-root.ts",
  ],
  ["shared/"],
];

function layerOf(layers: readonly (readonly string[])[], file: string): number {
  return layers.findIndex((prefixes) => prefixes.some((p) => file === p || file.startsWith(p)));
}

/** Imports that point to a higher layer, each as "from -> to". */
function layerViolations(layers: readonly (readonly string[])[], edges: readonly ImportEdge[]): string[] {
  return edges
    .filter((e) => {
      const from = layerOf(layers, e.from);
      const to = layerOf(layers, e.to);
      return from >= 0 && to >= 0 && to < from;
    })
    .map((e) => `${e.from} -> ${e.to}`);
}

/** The imports between groups of files (features, server modules), each group named by `groupOf`. */
function between(edges: readonly ImportEdge[], groupOf: (file: string) => string | undefined): ImportEdge[] {
  return edges.flatMap((e): ImportEdge[] => {
    const from = groupOf(e.from);
    const to = groupOf(e.to);
    return from && to && from !== to ? [{ from, to, typeOnly: false }] : [];
  });
}

const web = importEdges(ROOT, sourceFiles(ROOT, ["src", "shared"]));
const server = importEdges(ROOT, sourceFiles(ROOT, ["server/src", "shared"]));

describe("layers and cycles", () => {
  it("web: every import points down (app, features, components, providers, shared)", () => {
    expect(layerViolations(WEB_LAYERS, web)).toEqual([]);
  });

  it("server: every import points down (entry, modules, core and db, shared)", () => {
    expect(layerViolations(SERVER_LAYERS, server)).toEqual([]);
  });

  it("shared code imports nothing of either program", () => {
    const outside = [...web, ...server].filter(
      (e) => e.from.startsWith("shared/") && !e.to.startsWith("shared/"),
    );
    expect(outside).toEqual([]);
  });

  it("every source file belongs to a layer", () => {
    const inRepo = (folder: string) => sourceFiles(ROOT, [folder]).map((f) => relative(ROOT, f));
    const files = [
      ...inRepo("src").map((f) => [WEB_LAYERS, f] as const),
      ...inRepo("server/src").map((f) => [SERVER_LAYERS, f] as const),
    ];
    expect(files.filter(([layers, f]) => layerOf(layers, f) < 0).map(([, f]) => f)).toEqual([]);
  });

  it("features depend on each other one way only (no feature imports a feature that imports it back)", () => {
    const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
    expect(cycles(between(web, featureOf))).toEqual([]);
  });

  it("server modules depend on each other one way only (no module imports a module that imports it back)", () => {
    const moduleOf = (file: string) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    expect(cycles(between(server, moduleOf))).toEqual([]);
  });

  it("no import cycles in either program", () => {
    expect(cycles(web)).toEqual([]);
    expect(cycles(server)).toEqual([]);
  });

  it("the guard sees a forbidden import and a cycle", () => {
    const upward: ImportEdge = {
      from: "src/components/layout/x.tsx",
      to: "src/app/routes.tsx",
      typeOnly: false,
    };
    expect(layerViolations(WEB_LAYERS, [...web, upward])).toEqual([
      "src/components/layout/x.tsx -> src/app/routes.tsx",
    ]);
    const loop: ImportEdge[] = [
      { from: "src/components/a.ts", to: "src/components/b.ts", typeOnly: false },
      { from: "src/components/b.ts", to: "src/components/a.ts", typeOnly: false },
    ];
    expect(cycles(loop)).toEqual([["src/components/a.ts", "src/components/b.ts"]]);
    expect(cycles(loop.map((e, i) => ({ ...e, typeOnly: i === 0 })))).toEqual([]);
  });
});

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, type ImportEdge, importEdges, sourceFiles } from "./import-graph";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/**
 * The layers of the web app, top first; a file may import its own layer and the layers below it only.
 * Screens (pages and the resource declarations) form one feature layer until they share feature folders.
 */
const WEB_LAYERS: readonly (readonly string[])[] = [
  ["src/main.tsx", "src/app/"],
  ["src/pages/", "src/resources/", "src/features/"],
  ["src/components/"],
  ["src/providers/", "src/app-config.ts"],
  ["shared/"],
];

/** The server: the entry sees the modules, modules use core, db and shared, which know no module. */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ["server/src/main.ts", "server/src/serve.ts", "server/src/app.ts", "server/src/modules/index.ts"],
  ["server/src/modules/"],
  ["server/src/core/", "server/src/db/", "server/src/config.ts", "server/src/data-dir-lock.ts"],
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

  it("server modules depend on each other one way only (no module imports a module that imports it back)", () => {
    const moduleOf = (file: string) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    const between = server.flatMap((e): ImportEdge[] => {
      const from = moduleOf(e.from);
      const to = moduleOf(e.to);
      return from && to && from !== to ? [{ from, to, typeOnly: false }] : [];
    });
    expect(cycles(between)).toEqual([]);
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

/** How long a page's code may take to arrive before it counts as failed (the original's chunk time-out). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailureKind = "ChunkLoadError" | "CSS_CHUNK_LOAD_FAILED";

export interface ChunkFailure {
  kind: ChunkFailureKind;
  /** the file that failed, without its folder, when the browser named it */
  file?: string;
}

/** The browsers' and the bundler's wordings of a code or style file that did not load. */
const PATTERNS: readonly [RegExp, ChunkFailureKind][] = [
  [/Unable to preload CSS for (\S+)/i, "CSS_CHUNK_LOAD_FAILED"],
  [/Loading CSS chunk \S+ failed\.? \(?(\S+?)\)?$/i, "CSS_CHUNK_LOAD_FAILED"],
  [/Failed to fetch dynamically imported module:?\s*(\S+)?/i, "ChunkLoadError"],
  [/error loading dynamically imported module:?\s*(\S+)?/i, "ChunkLoadError"],
  [/Importing a module script failed\.?\s*(\S+)?/i, "ChunkLoadError"],
  [/Loading chunk \S+ failed\.? \(?(\S+?)\)?$/i, "ChunkLoadError"],
];

const fileOf = (url: string | undefined) => url?.split(/[?#]/)[0].split("/").filter(Boolean).pop();

/** Which kind of load failure an error is, with the file, or undefined for any other error. */
export function describeChunkFailure(error: unknown): ChunkFailure | undefined {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (error instanceof Error && error.name === "ChunkLoadError") return { kind: "ChunkLoadError" };
  for (const [pattern, kind] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return { kind, file: fileOf(m[1]) };
  }
  return undefined;
}

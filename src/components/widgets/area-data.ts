/**
 * Province/city/district data (the original's FE/components/_util/Area.js): china-area-data
 * is keyed by parent code, `86` holds the provinces. Flattened to `{id, text, pid, index}` with index 1–3.
 */

export const AREA_ROOT = "86";

/** china-area-data's shape: parent code → child code → name. */
export type AreaSource = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface AreaNode {
  id: string;
  text: string;
  pid: string;
  /** 1 province, 2 city, 3 district */
  index: 1 | 2 | 3;
}

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

export class Area {
  private readonly nodes = new Map<string, AreaNode>();

  constructor(private readonly source: AreaSource) {
    const walk = (pid: string, index: 1 | 2 | 3) => {
      for (const [id, text] of Object.entries(source[pid] ?? {})) {
        this.nodes.set(id, { id, text, pid, index });
        if (index < 3) walk(id, (index + 1) as 2 | 3);
      }
    };
    walk(AREA_ROOT, 1);
  }

  get all(): AreaNode[] {
    return [...this.nodes.values()];
  }

  node(code: string): AreaNode | undefined {
    return this.nodes.get(code);
  }

  /** Codes from the province down to `code` (the stored value is the last level only). */
  pathOf(code: string | null | undefined): string[] {
    const path: string[] = [];
    let node = code ? this.nodes.get(code) : undefined;
    while (node) {
      path.unshift(node.id);
      node = node.pid === AREA_ROOT ? undefined : this.nodes.get(node.pid);
    }
    return path;
  }

  /** Names along the path joined with `/` ("广东省/深圳市/福田区"); "" for an unknown code. */
  getText(code: string | null | undefined): string {
    return this.pathOf(code)
      .map((id) => this.nodes.get(id)?.text ?? "")
      .join("/");
  }

  /** Children of a code as options (provinces for the root). */
  childrenOf(pid: string): AreaOption[] {
    return Object.entries(this.source[pid] ?? {}).map(([value, label]) => ({ value, label }));
  }

  /** The whole tree for a cascader. */
  cascaderOptions(): AreaOption[] {
    const build = (pid: string, depth: number): AreaOption[] =>
      this.childrenOf(pid).map((option) => {
        const children = depth < 3 && this.source[option.value] ? build(option.value, depth + 1) : undefined;
        return children && children.length > 0 ? { ...option, children } : option;
      });
    return build(AREA_ROOT, 1);
  }
}

let loaded: Promise<Area> | undefined;

/** The data set (about 120 kB) loads on first use, never with the shell. */
export function loadArea(): Promise<Area> {
  loaded ??= import("china-area-data/data.json").then((mod) => new Area(mod.default as AreaSource));
  return loaded;
}

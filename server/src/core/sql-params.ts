/**
 * Collects positional parameters while SQL text is assembled, so fragments built by different
 * helpers (list conventions, scope hooks, data rules) share one `$n` numbering.
 * Only values go in here; identifiers come from code (whitelists), never from a client.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(initial: readonly unknown[] = []) {
    this.values.push(...initial);
  }

  /** Adds a value and returns its placeholder, optionally with a cast such as `::numeric`. */
  add(value: unknown, cast = ""): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }

  /** Placeholders for a list, e.g. for `IN (...)`. */
  list(values: readonly unknown[], cast = ""): string {
    return values.map((v) => this.add(v, cast)).join(", ");
  }
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** Quotes an identifier that comes from code; anything unexpected is a programming error. */
export function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`invalid SQL identifier in a declaration: ${name}`);
  return `"${name}"`;
}

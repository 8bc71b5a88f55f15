/**
 * The API routes by path pattern, so an unknown method on a known path can be answered like the
 * original: code 405 and the methods that path supports.
 */
export class RouteTable {
  private readonly entries: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(method: string | string[], url: string): void {
    let methods = this.byUrl.get(url);
    if (!methods) {
      methods = new Set();
      this.byUrl.set(url, methods);
      this.entries.push({ pattern: toRegExp(url), methods });
    }
    for (const m of Array.isArray(method) ? method : [method]) {
      // HEAD and OPTIONS come with GET and CORS; the original does not list them.
      if (m !== "HEAD" && m !== "OPTIONS") methods.add(m);
    }
  }

  methodsFor(path: string): string[] {
    const out = new Set<string>();
    for (const e of this.entries) {
      if (e.pattern.test(path)) for (const m of e.methods) out.add(m);
    }
    return [...out];
  }
}

/** `/a/:id/*` to a regular expression over one concrete path. */
function toRegExp(url: string): RegExp {
  const body = url
    .split("/")
    .map((seg) => {
      if (seg === "*") return ".*";
      if (seg.startsWith(":")) return "[^/]+";
      return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${body}/?$`);
}

import type { ResourceHead } from "./resource-head";

/** The refine `meta` of a declared resource: what the data provider (api) and access control (authPrefix) read. */
export function declMeta(decl: ResourceHead): Record<string, unknown> {
  // A variant's fixed filter rides in `meta.query`, which the data provider adds to every list query.
  return { api: decl.api, authPrefix: decl.authPrefix, label: decl.title, query: decl.fixedFilter };
}

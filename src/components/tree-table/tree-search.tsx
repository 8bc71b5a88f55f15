import { useEffect, useMemo, useState } from "react";
import { LevelLoader } from "./level-loader";
import { keyOf, missingParents, type TreeRow, treeOfFound } from "./tree-rows";

export interface TreeSearchOptions {
  /** a flat list URL that takes the search parameters and, for the ancestors, `<rowKey>=a,b,…` */
  url: string;
  params: Record<string, string>;
  /** the field of a row naming its parent */
  parentField: string;
  /** most rows read per request (default 1000) */
  limit?: number;
}

/**
 * The rows a search finds and their ancestors, read level by level upwards until every found row reaches
 * the top; hands up the tree of them with the keys to expand.
 */
export function TreeSearch({
  options,
  rowKey,
  topValue,
  onFound,
  onUnknown,
  onLoading,
}: {
  options: TreeSearchOptions;
  rowKey: string;
  topValue: string;
  onFound: (found: { tree: TreeRow[]; keys: string[] }) => void;
  onUnknown: () => void;
  onLoading: (loading: boolean) => void;
}) {
  const { url, params, parentField, limit = 1000 } = options;
  const [matches, setMatches] = useState<TreeRow[] | null>(null);
  const [ancestors, setAncestors] = useState<TreeRow[]>([]);
  // Parents asked for and not answered (deleted meanwhile): the rows under them show at the top.
  const [lost, setLost] = useState<ReadonlySet<string>>(new Set());
  const paramsKey = JSON.stringify(params);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from nothing
  useEffect(() => {
    setMatches(null);
    setAncestors([]);
    setLost(new Set());
  }, [paramsKey, url]);

  const all = useMemo(() => [...(matches ?? []), ...ancestors], [matches, ancestors]);
  const missing = useMemo(
    () => missingParents(all, parentField, rowKey, topValue).filter((id) => !lost.has(id)),
    [all, parentField, rowKey, topValue, lost],
  );

  useEffect(() => {
    // Handed up once every found row reaches the top.
    if (matches && missing.length === 0) onFound(treeOfFound(all, parentField, rowKey, topValue));
  }, [matches, missing.length, all, parentField, rowKey, topValue, onFound]);

  return (
    <>
      <LevelLoader
        level={{ url, query: { ...params, pageNo: 1, pageSize: limit } }}
        onLoading={onLoading}
        onLoaded={(level) => {
          if (!level) return onUnknown();
          setMatches(level.rows);
        }}
      />
      {matches && missing.length > 0 && (
        <LevelLoader
          level={{ url, query: { [rowKey]: missing.join(","), pageNo: 1, pageSize: limit } }}
          onLoading={onLoading}
          onLoaded={(level) => {
            if (!level) return onUnknown();
            const got = new Set(level.rows.map((r) => keyOf(r, rowKey)));
            setLost((before) => new Set([...before, ...missing.filter((id) => !got.has(id))]));
            setAncestors((before) => [...before, ...level.rows]);
          }}
        />
      )}
    </>
  );
}

import { type HttpError, useCustom } from "@refinedev/core";
import { useEffect, useRef } from "react";
import { errorNotice } from "@/components/crud/notices";
import { readLevel, type TreeLevel } from "./tree-rows";

export interface LevelQuery {
  url: string;
  query: Record<string, string | number>;
  enabled?: boolean;
}

/**
 * Loads one level through refine (so a save's invalidation reloads it) and hands it up: the level, or
 * undefined when the answer is neither a list nor a page. Renders nothing.
 */
export function LevelLoader({
  level,
  onLoaded,
  onLoading,
}: {
  level: LevelQuery;
  onLoaded: (level: TreeLevel | undefined) => void;
  onLoading?: (loading: boolean) => void;
}) {
  const { query } = useCustom<Record<string, unknown>, HttpError>({
    url: level.url,
    method: "get",
    config: { query: level.query },
    queryOptions: { enabled: level.enabled !== false },
    errorNotification: errorNotice,
  });
  // The answer itself: refine's `result.data` stands in an empty object while nothing has arrived.
  const body = query.data?.data;
  const fetching = query.isFetching;
  // The handlers change with every render of the parent; only a new answer or flag is handed up.
  const handlers = useRef({ onLoaded, onLoading });
  handlers.current = { onLoaded, onLoading };
  useEffect(() => {
    if (body !== undefined) handlers.current.onLoaded(readLevel(body));
  }, [body]);
  useEffect(() => {
    handlers.current.onLoading?.(fetching);
  }, [fetching]);
  // A level closed while loading must not leave the table spinning.
  useEffect(() => () => handlers.current.onLoading?.(false), []);
  return null;
}

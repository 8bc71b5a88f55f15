import { useCallback, useSyncExternalStore } from "react";
import type { GridStore, RowState } from "./grid-store";

/** One row's state; the calling component re-renders when this row changes, and only then. */
export function useRowState(store: GridStore, id: string): RowState | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(id, listener), [store, id]);
  const snapshot = useCallback(() => store.rowState(id), [store, id]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Changes when rows are added, removed or moved, or the selection changes. */
export function useListVersion(store: GridStore): number {
  return useSyncExternalStore(store.subscribeList, store.getListVersion, store.getListVersion);
}

/** Changes on every value change (the statistics row reads it). */
export function useDataVersion(store: GridStore): number {
  return useSyncExternalStore(store.subscribeData, store.getDataVersion, store.getDataVersion);
}

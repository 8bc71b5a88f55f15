import { useEffect } from "react";
import { openRowSocket, type RowListener, type RowSocket } from "@/providers/row-socket";
import { isTempId } from "./grid-rows";
import type { GridStore } from "./grid-store";
import type { GridRow } from "./grid-types";

/** The drag state the original keeps on a row; merged key by key, not replaced. */
const TUG_STATUS = "tug_status";

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * What a row another page edited changes in this grid's row of the same id: every key but `id`, and
 * `tug_status` merged into the row's own.
 */
export function liveValues(current: GridRow, incoming: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(incoming)) {
    if (key === "id") continue;
    const own = current[key];
    values[key] =
      key === TUG_STATUS && isPlainObject(value) && isPlainObject(own) ? { ...own, ...value } : value;
  }
  return values;
}

/**
 * Merges a received row into the store's row with the same id, unless it came from this grid (`caseId`);
 * only that row re-renders. False when nothing was merged.
 */
export function applyLiveRow(
  store: GridStore,
  row: Record<string, unknown> & { id: string },
  caseId: string,
  ownCaseId: string,
): boolean {
  if (caseId === ownCaseId) return false;
  const current = store.rowState(row.id)?.row;
  if (!current) return false;
  return store.mergeRow({ ...liveValues(current, row), id: row.id });
}

/**
 * With a key, the grid follows it over its own socket: a committed edit of a stored row is sent to the
 * other pages on the key, and their edits are merged in. New rows (temporary ids) exist on this page only
 * and are not sent. Closed when the key changes or the grid unmounts.
 */
export function useLiveRows(
  store: GridStore,
  socketKey: string | undefined,
  caseId: string,
  open: (key: string, onRow: RowListener) => RowSocket = openRowSocket,
): void {
  useEffect(() => {
    if (!socketKey) return;
    const socket = open(socketKey, (row, from) => {
      applyLiveRow(store, row, from, caseId);
    });
    const stop = store.subscribeCommit((id) => {
      if (isTempId(id, caseId)) return;
      const row = store.rowState(id)?.row;
      if (row) socket.send({ ...row }, caseId);
    });
    return () => {
      stop();
      socket.close();
    };
  }, [store, socketKey, caseId, open]);
}

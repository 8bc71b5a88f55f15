/**
 * Where the builder's saved queries live. The list pages keep them on the server (`/sys/superQuery`), per
 * user and list, where the owner may share one with a role; the browser store (the original's
 * `JSuperQuerySaved_` key) remains for a builder used outside them, as against an original backend.
 */
import { type HttpError, useCustom, useCustomMutation } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import { errorNotice, serverMessage, shownByCatalogue } from "@/components/crud/notices";
import { SAVED_QUERY_URL, type SavedSuperQuery, type ShareRole } from "../../../shared/saved-super-query";
import type { MatchType, SavedQuery, SuperQueryItem } from "./conditions";
import { loadSavedQueries, removeSavedQuery, saveQuery, storeSavedQueries } from "./saved-queries";
import { SUPER_QUERY_TEXT } from "./super-query-text";

export type { ShareRole } from "../../../shared/saved-super-query";

/** A saved query as the builder lists it: the caller's own, or one shared with them through a role. */
export interface SavedEntry extends SavedQuery {
  id: string;
  mine: boolean;
  ownerName?: string;
  roleId?: string | null;
  roleName?: string | null;
}

export interface SavedQueryStore {
  entries: SavedEntry[];
  loading: boolean;
  /** Saves under a new name, or over `over` (one's own entry of that name). Resolves whether it worked. */
  save(title: string, matchType: MatchType, records: SuperQueryItem[], over?: SavedEntry): Promise<boolean>;
  remove(entry: SavedEntry): Promise<boolean>;
  /** Sharing with a role; the browser store has none. */
  share?: {
    roles: ShareRole[];
    rolesLoading: boolean;
    /** reads the roles (once, when sharing is first asked for) */
    loadRoles(): void;
    /** the role to share with, or null to stop sharing */
    set(entry: SavedEntry, roleId: string | null): Promise<boolean>;
  };
}

/** The original's store: this browser only, keyed by save code or route. */
export function useBrowserSavedQueries(key: string): SavedQueryStore {
  const { message } = App.useApp();
  const [list, setList] = useState<SavedQuery[]>(() => loadSavedQueries(key));
  const write = (next: SavedQuery[]) => {
    setList(next);
    storeSavedQueries(key, next);
  };
  return {
    entries: list.map((item) => ({ ...item, id: item.title, mine: true })),
    loading: false,
    async save(title, matchType, records) {
      write(saveQuery(list, title, matchType, records));
      message.success(SUPER_QUERY_TEXT.saved);
      return true;
    },
    async remove(entry) {
      write(
        removeSavedQuery(
          list,
          list.findIndex((item) => item.title === entry.title),
        ),
      );
      return true;
    },
  };
}

interface Answer<T> {
  success?: boolean;
  message?: string;
  result?: T;
}

const toEntry = (item: SavedSuperQuery): SavedEntry => ({
  id: item.id,
  title: item.title,
  matchType: item.matchType,
  records: item.records as SuperQueryItem[],
  mine: item.mine,
  ownerName: item.ownerName,
  roleId: item.roleId,
  roleName: item.roleName,
});

/** The server's store: the caller's own queries of this list and those shared with one of their roles. */
export function useServerSavedQueries(listKey: string): SavedQueryStore {
  const { message } = App.useApp();
  const { query: read } = useCustom<Answer<SavedSuperQuery[]>, HttpError>({
    url: `${SAVED_QUERY_URL}/list`,
    method: "get",
    config: { query: { listKey } },
    errorNotification: errorNotice,
  });
  // The roles are read only when the user goes to share: most openings of the builder never do.
  const [wantRoles, setWantRoles] = useState(false);
  const { query: rolesRead } = useCustom<Answer<ShareRole[]>, HttpError>({
    url: `${SAVED_QUERY_URL}/shareRoles`,
    method: "get",
    queryOptions: { enabled: wantRoles },
    errorNotification: errorNotice,
  });
  const { mutateAsync } = useCustomMutation<Answer<unknown>, HttpError>();

  /** One write; its answer's message shows, a refusal as a warning; the list reloads after a success. */
  const write = async (
    url: string,
    method: "post" | "put" | "delete",
    values: Record<string, unknown>,
    fallback: string,
  ): Promise<boolean> => {
    try {
      const answer = await mutateAsync({
        url: `${SAVED_QUERY_URL}/${url}`,
        method,
        values: method === "delete" ? {} : values,
        meta: method === "delete" ? { query: values } : undefined,
        successNotification: false,
        errorNotification: false,
      });
      message.success(serverMessage(answer.data) ?? fallback);
    } catch (error) {
      if (!shownByCatalogue(error)) message.warning((error as HttpError | undefined)?.message || "操作失败");
      return false;
    }
    await read.refetch();
    return true;
  };

  const body = read.data?.data;
  return {
    entries: Array.isArray(body?.result) ? body.result.map(toEntry) : [],
    loading: read.isLoading,
    save: (title, matchType, records, over) =>
      over
        ? write("edit", "put", { id: over.id, title, matchType, records }, SUPER_QUERY_TEXT.saved)
        : write("add", "post", { listKey, title, matchType, records }, SUPER_QUERY_TEXT.saved),
    remove: (entry) => write("delete", "delete", { id: entry.id }, "删除成功!"),
    share: {
      roles: Array.isArray(rolesRead.data?.data?.result) ? rolesRead.data.data.result : [],
      rolesLoading: rolesRead.isFetching,
      loadRoles: () => setWantRoles(true),
      set: (entry, roleId) =>
        write("share", "put", { id: entry.id, roleId }, roleId ? "共享成功" : "已取消共享"),
    },
  };
}

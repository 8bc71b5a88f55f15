import {
  type BaseRecord,
  type CustomResponse,
  type HttpError,
  keys,
  useCustom,
  useDataProvider,
} from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useResourceAction } from "@/components/resource-table/use-resource-action";
import { useSession } from "@/providers/session";
import {
  COLUMN_SETTINGS_URL,
  type ColumnSetting,
  type ListColumnSettings,
} from "../../../shared/column-settings";

/** The refine resource of the settings: a save or reset reloads them through it. */
const RESOURCE = "column-settings";

type Envelope = BaseRecord & { result?: unknown };

/** What the read has answered: every list's settings, or why there are none. */
interface ReadState {
  all: readonly ListColumnSettings[] | undefined;
  pending: boolean;
}

export interface ColumnSettingsState {
  /** The settings in force: a draft being edited, else the saved ones; undefined: the declared columns. */
  settings: ColumnSetting[] | undefined;
  /** The first read has not answered yet (no settings known, none failed). */
  pending: boolean;
  /** Shows a draft on the list while it is being edited; null drops it. */
  preview: (draft: ColumnSetting[] | null) => void;
  /** Saves the columns for this list (the server's 保存成功 shows); resolves whether it worked. */
  save: (columns: ColumnSetting[]) => Promise<boolean>;
  /** Drops this list's settings: the declared columns show again. */
  reset: () => Promise<boolean>;
  /** The element that reads the settings; render it anywhere on the page. */
  reader: ReactNode;
}

const queryKeyOf = (user: string) => keys().data().resource(RESOURCE).action("list").params({ user }).get();

const listsOf = (response: CustomResponse<Envelope> | undefined): ListColumnSettings[] | undefined => {
  const result = response?.data.result;
  return Array.isArray(result) ? (result as ListColumnSettings[]) : undefined;
};

/**
 * Reads every list's settings of the signed-in user in one request through refine, cached for the session
 * (a save or reset reads them again), and reports each answer.
 */
function SettingsReader({ user, onRead }: { user: string; onRead: (state: ReadState) => void }) {
  const { query } = useCustom<Envelope, HttpError>({
    url: COLUMN_SETTINGS_URL,
    method: "get",
    queryOptions: { queryKey: queryKeyOf(user), staleTime: Number.POSITIVE_INFINITY },
    // A backend without column settings (an original JeecgBoot) leaves every list as declared.
    errorNotification: false,
  });
  const all = listsOf(query.data);
  const pending = query.isPending && !query.isError;
  useEffect(() => onRead({ all, pending }), [all, pending, onRead]);
  return null;
}

/**
 * The signed-in user's column settings of one list, kept on the server. Every list's settings come in one
 * read, so a list opened after the first shows its columns from the first render. A data provider without
 * custom requests (a test's) has no settings: every list shows as declared.
 */
export function useColumnSettings(listKey: string): ColumnSettingsState {
  const user = useSession((s) => s.username);
  const readable = typeof useDataProvider()().custom === "function";
  const queryClient = useQueryClient();
  const [read, setRead] = useState<ReadState>(() => {
    const all = listsOf(queryClient.getQueryData<CustomResponse<Envelope>>(queryKeyOf(user)));
    return { all, pending: readable && all === undefined };
  });
  const [draft, setDraft] = useState<ColumnSetting[] | null>(null);
  // What was just saved or reset, until the read answers it.
  const [local, setLocal] = useState<{ columns: ColumnSetting[] | undefined } | null>(null);
  useEffect(() => {
    if (read.all !== undefined) setLocal(null);
  }, [read.all]);
  const act = useResourceAction([RESOURCE]);
  const stored = read.all?.find((entry) => entry.listKey === listKey)?.columns;

  const settle = async (columns: ColumnSetting[] | undefined, done: Promise<boolean>) => {
    setLocal({ columns });
    const worked = await done;
    // A failed save keeps the draft on show, to be saved again.
    if (worked) setDraft(null);
    else setLocal(null);
    return worked;
  };

  return {
    settings: draft ?? (local ? local.columns : stored),
    pending: read.pending,
    preview: setDraft,
    save: (columns) =>
      settle(columns, act({ url: COLUMN_SETTINGS_URL, method: "post", body: { listKey, columns } })),
    reset: () => settle(undefined, act({ url: COLUMN_SETTINGS_URL, method: "delete", query: { listKey } })),
    reader: readable ? <SettingsReader user={user} onRead={setRead} /> : null,
  };
}

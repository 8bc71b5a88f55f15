import { useLocation } from "react-router";
import type { SuperQuery } from "@/providers/list-query";
import { toSuperQuery } from "./conditions";
import { savedQueryKey } from "./saved-queries";
import { type SavedQueryStore, useBrowserSavedQueries, useServerSavedQueries } from "./saved-store";
import SuperQueryModal, { type SuperQueryModalProps } from "./super-query-modal";

type ModalProps = Omit<SuperQueryModalProps, "store">;

/** The builder over this browser's saved queries. */
function BrowserStoreModal({ storeKey, ...props }: ModalProps & { storeKey: string }) {
  return <SuperQueryModal {...props} store={useBrowserSavedQueries(storeKey)} />;
}

/** The builder over the server's saved queries of the list, read when it opens. */
function ServerStoreModal({ listKey, ...props }: ModalProps & { listKey: string }) {
  const store: SavedQueryStore = useServerSavedQueries(listKey);
  return <SuperQueryModal {...props} store={store} />;
}

export interface SuperQueryDialogProps extends Omit<ModalProps, "onSearch"> {
  /** 查询: the query the lines make. */
  onQuery: (query: SuperQuery) => void;
  saveCode?: string;
  store: "server" | "browser";
}

/**
 * The builder with its saved queries, the conditions' logic and the stores: what the 高级查询 button
 * loads when first opened (SuperQueryButton).
 */
export default function SuperQueryDialog({ onQuery, saveCode, store, ...props }: SuperQueryDialogProps) {
  const location = useLocation();
  const modalProps: ModalProps = {
    ...props,
    onSearch: () => onQuery(toSuperQuery(props.lines, props.matchType)),
  };
  if (store === "server") return <ServerStoreModal listKey={saveCode || location.pathname} {...modalProps} />;
  const storageKey = savedQueryKey(saveCode, `${location.pathname}${location.search}`);
  return <BrowserStoreModal key={storageKey} storeKey={storageKey} {...modalProps} />;
}

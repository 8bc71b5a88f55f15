import { FilterOutlined } from "@ant-design/icons";
import { Badge, Button, Tooltip } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { SuperQuery } from "@/providers/list-query";
import {
  type MatchType,
  newLine,
  type SuperQueryField,
  type SuperQueryItem,
  toSuperQuery,
} from "./conditions";
import { SUPER_QUERY_TEXT, savedQueryKey } from "./saved-queries";
import { type SavedQueryStore, useBrowserSavedQueries, useServerSavedQueries } from "./saved-store";
import type { SuperQueryModalProps } from "./super-query-modal";

// The builder (selects, date and number inputs) loads when first opened.
const SuperQueryModal = lazy(() => import("./super-query-modal"));

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

export interface SuperQueryButtonProps {
  fields: readonly SuperQueryField[];
  /** A query to run, or null to clear it (重置, 清空). */
  onSearch: (query: SuperQuery | null) => void;
  /** Is a super query applied to the list? */
  active: boolean;
  /** Key of the saved queries; default the current route's path (its full path in the browser store). */
  saveCode?: string;
  /**
   * Where saved queries live: `server` (per user, shareable with a role; the list pages) or `browser`
   * (the original's local store, the default).
   */
  store?: "server" | "browser";
  buttonText?: string;
}

/** 高级查询: the button, its "active" hint with 清空, and the builder dialog (title = button text + 构造器). */
export function SuperQueryButton({
  fields,
  onSearch,
  active,
  saveCode,
  store = "browser",
  buttonText = "高级查询",
}: SuperQueryButtonProps) {
  const location = useLocation();
  const storageKey = savedQueryKey(saveCode, `${location.pathname}${location.search}`);
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<SuperQueryItem[]>(() => [newLine()]);
  const [matchType, setMatchType] = useState<MatchType>("and");
  const fieldList = useMemo(() => [...fields], [fields]);

  const reset = () => {
    setLines([newLine()]);
    onSearch(null);
  };

  const modalProps: ModalProps = {
    title: `${buttonText}构造器`,
    fields: fieldList,
    lines,
    matchType,
    onLinesChange: setLines,
    onMatchTypeChange: setMatchType,
    onSearch: () => onSearch(toSuperQuery(lines, matchType)),
    onReset: reset,
    onClose: () => setOpen(false),
  };

  const button = (
    <Button
      type="primary"
      ghost={!active}
      icon={<FilterOutlined />}
      onClick={() => {
        if (lines.length === 0) setLines([newLine()]);
        setOpen(true);
      }}
    >
      {buttonText}
    </Button>
  );

  return (
    <>
      {active ? (
        <Tooltip
          title={
            <span>
              {SUPER_QUERY_TEXT.active}
              <Button type="link" size="small" onClick={reset} style={{ paddingInline: 8 }}>
                清空
              </Button>
            </span>
          }
        >
          <Badge dot>{button}</Badge>
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <Suspense fallback={null}>
          {store === "server" ? (
            <ServerStoreModal listKey={saveCode || location.pathname} {...modalProps} />
          ) : (
            <BrowserStoreModal key={storageKey} storeKey={storageKey} {...modalProps} />
          )}
        </Suspense>
      )}
    </>
  );
}

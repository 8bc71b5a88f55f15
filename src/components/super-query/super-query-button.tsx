import { FilterOutlined } from "@ant-design/icons";
import { Badge, Button, Tooltip } from "antd";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { SuperQuery } from "@/providers/list-query";
import {
  type MatchType,
  newLine,
  type SavedQuery,
  type SuperQueryField,
  type SuperQueryLine,
  toSuperQuery,
} from "./conditions";
import { loadSavedQueries, SUPER_QUERY_TEXT, savedQueryKey, storeSavedQueries } from "./saved-queries";

// The builder (selects, date and number inputs) loads when first opened.
const SuperQueryModal = lazy(() => import("./super-query-modal"));

export interface SuperQueryButtonProps {
  fields: readonly SuperQueryField[];
  /** A query to run, or null to clear it (重置, 清空). */
  onSearch: (query: SuperQuery | null) => void;
  /** Is a super query applied to the list? */
  active: boolean;
  /** Key of the saved queries; default the current route's full path. */
  saveCode?: string;
  buttonText?: string;
}

/** 高级查询: the button, its "active" hint with 清空, and the builder dialog (title = button text + 构造器). */
export function SuperQueryButton({
  fields,
  onSearch,
  active,
  saveCode,
  buttonText = "高级查询",
}: SuperQueryButtonProps) {
  const location = useLocation();
  const storageKey = savedQueryKey(saveCode, `${location.pathname}${location.search}`);
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<SuperQueryLine[]>(() => [newLine()]);
  const [matchType, setMatchType] = useState<MatchType>("and");
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(storageKey));
  useEffect(() => setSaved(loadSavedQueries(storageKey)), [storageKey]);
  const fieldList = useMemo(() => [...fields], [fields]);

  const reset = () => {
    setLines([newLine()]);
    onSearch(null);
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
          <SuperQueryModal
            title={`${buttonText}构造器`}
            fields={fieldList}
            lines={lines}
            matchType={matchType}
            onLinesChange={setLines}
            onMatchTypeChange={setMatchType}
            saved={saved}
            onSavedChange={(list) => {
              setSaved(list);
              storeSavedQueries(storageKey, list);
            }}
            onSearch={() => onSearch(toSuperQuery(lines, matchType))}
            onReset={reset}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

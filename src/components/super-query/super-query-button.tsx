import { FilterOutlined } from "@ant-design/icons";
import { Badge, Button, Tooltip } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import type { SuperQuery } from "@/providers/list-query";
import type { MatchType, SuperQueryField, SuperQueryItem } from "./conditions";
import { newLine } from "./new-line";
import { SUPER_QUERY_TEXT } from "./super-query-text";

// The builder (selects, date and number inputs), the conditions' logic and the saved queries' stores load
// when it is first opened.
const SuperQueryDialog = lazy(() => import("./super-query-dialog"));

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
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<SuperQueryItem[]>(() => [newLine()]);
  const [matchType, setMatchType] = useState<MatchType>("and");
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
          <SuperQueryDialog
            title={`${buttonText}构造器`}
            fields={fieldList}
            lines={lines}
            matchType={matchType}
            onLinesChange={setLines}
            onMatchTypeChange={setMatchType}
            onQuery={onSearch}
            onReset={reset}
            onClose={() => setOpen(false)}
            saveCode={saveCode}
            store={store}
          />
        </Suspense>
      )}
    </>
  );
}

import { useCallback } from "react";
import { checkTreeCondition, loadTreeLevel, translateDict } from "@/providers/dict-lookups";
import { LazyTreeSelect, type TreeSelectFieldProps } from "./lazy-tree-select";

export interface TreeDictSelectProps extends TreeSelectFieldProps {
  /** `table,text,code` on the server's whitelist */
  dict?: string;
  pidField?: string;
  /** value of the root's parent (default: rows without a parent) */
  pidValue?: string;
  hasChildField?: string;
  /** a JSON object string of column = value conditions */
  condition?: string;
}

/** JTreeSelect: a tree dictionary loaded level by level, one or several values as `a,b`. */
export function TreeDictSelect({
  dict,
  pidField = "pid",
  pidValue = "",
  hasChildField,
  condition,
  ...props
}: TreeDictSelectProps) {
  const level = useCallback(
    (pid: string) => loadTreeLevel({ dict: dict ?? "", pid, pidField, hasChildField, condition }),
    [dict, pidField, hasChildField, condition],
  );
  const loadRoot = useCallback(() => level(pidValue), [level, pidValue]);
  const lookupLabels = useCallback((values: string[]) => translateDict(dict ?? "", values), [dict]);
  return (
    <LazyTreeSelect
      {...props}
      problem={!dict ? "字典Code不能为空!" : checkTreeCondition(condition)}
      loadRoot={loadRoot}
      loadChildren={level}
      lookupLabels={lookupLabels}
    />
  );
}

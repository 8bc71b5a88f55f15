import { useCallback } from "react";
import {
  categoryNames,
  checkTreeCondition,
  loadCategoryChildren,
  loadCategoryRoot,
} from "@/providers/dict-lookups";
import { LazyTreeSelect, type TreeSelectFieldProps } from "./lazy-tree-select";

export interface CategorySelectProps extends TreeSelectFieldProps {
  /** code of the category whose children are offered ('' for the top level) */
  pcode?: string;
  condition?: string;
}

/** JCategorySelect: a category tree (sys_category) below `pcode`, children loaded on expand. */
export function CategorySelect({ pcode = "", condition, ...props }: CategorySelectProps) {
  const loadRoot = useCallback(() => loadCategoryRoot(pcode, condition), [pcode, condition]);
  return (
    <LazyTreeSelect
      {...props}
      problem={checkTreeCondition(condition)}
      loadRoot={loadRoot}
      loadChildren={loadCategoryChildren}
      lookupLabels={categoryNames}
    />
  );
}

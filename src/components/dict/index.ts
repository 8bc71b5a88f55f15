/** The dictionary widgets (the original's JDictSelectTag, JMultiSelectTag, JSearchSelectTag, JTreeSelect, JCategorySelect). */
export { CategorySelect, type CategorySelectProps } from "./category-select";
export { DictError } from "./dict-error";
export { DictSelectTag, type DictSelectTagProps, type DictSelectType } from "./dict-select-tag";
export { DictTag } from "./dict-tag";
export {
  GRID_SEARCH_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  SearchSelect,
  type SearchSelectProps,
} from "./search-select";
export { TreeDictSelect, type TreeDictSelectProps } from "./tree-dict-select";
export { DICT_ITEM_RESOURCE, splitValues, useDict, useRefreshDictCache } from "./use-dict";

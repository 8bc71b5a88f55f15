/** Which toolbar buttons show, from the codes excluded under the grid's `authPre`. */
export interface ToolbarButtons {
  add: boolean;
  remove: boolean;
  clearSelection: boolean;
}

/**
 * `add` excluded hides 新增; `batch_delete` (or `remove`) hides 删除; `clearSelection` hides 清空选择.
 * Hiding is a convenience only: the server refuses what the user may not do.
 */
export function toolbarButtons(excluded: readonly string[]): ToolbarButtons {
  const has = (code: string) => excluded.includes(code);
  return {
    add: !has("add"),
    remove: !has("batch_delete") && !has("remove"),
    clearSelection: !has("clearSelection"),
  };
}

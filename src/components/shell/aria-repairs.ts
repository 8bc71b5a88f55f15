/**
 * Two ARIA slips of antd's own markup, mended in the page wherever antd renders them (pages, dialogs,
 * drawers), so no screen has to work around them:
 * - each table with a scroll or fixed columns has a hidden measuring row (`aria-hidden`) that is
 *   focusable (`tabindex="-1"`) and holds a copy of each column title, the select-all checkbox
 *   included: focus must never land inside hidden content, so the row becomes inert;
 * - a select inside a required form field carries `aria-required` on its wrapper, where the attribute
 *   means nothing; the combobox inside already carries it, so the wrapper's copy goes.
 */
const MEASURE_ROW = "tr.ant-table-measure-row:is([tabindex], :not([inert]))";
const SELECT_WRAPPER = ".ant-select[aria-required]:not([role])";

/** Mends the slips inside `root` (itself included). */
export function repairAria(root: ParentNode): void {
  const matches = (selector: string) => [
    ...(root instanceof Element && root.matches(selector) ? [root] : []),
    ...root.querySelectorAll(selector),
  ];
  for (const row of matches(MEASURE_ROW)) {
    row.removeAttribute("tabindex");
    row.setAttribute("inert", "");
  }
  for (const wrapper of matches(SELECT_WRAPPER)) wrapper.removeAttribute("aria-required");
}

/**
 * Mends `root` now and whenever antd adds or re-renders such an element under it; answers the
 * function that stops watching.
 */
export function watchAria(root: HTMLElement): () => void {
  repairAria(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        if (record.target instanceof Element) repairAria(record.target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) repairAria(node);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["tabindex", "aria-required", "inert"],
  });
  return () => observer.disconnect();
}

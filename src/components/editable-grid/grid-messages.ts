// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages and placeholders hold the original's ${title}, ${key} and ${defaultValue}
/** The grid's fixed texts and timings, as the original shows and uses them. */
export const TOO_FAST = "你点击的太快了，请慢点点击!";
export const INSERT_GUARD_MS = 1500;
export const BLUR_VALIDATE_MS = 100;
export const ROW_HEIGHT = 61;
export const MAX_HEIGHT = 400;
export const VALIDATION_FAILED = "表格校验未通过";

export const deleteConfirmText = (count: number) => `确定要删除这 ${count} 项吗?`;

/** Replaces ${title}, ${key} and ${defaultValue} in a message or placeholder. */
export function fillTemplate(
  text: string,
  column: { title: string; key: string; defaultValue?: unknown },
): string {
  const dv = column.defaultValue;
  const defaultText = dv === undefined || dv === null ? "" : String(dv);
  return text
    .replaceAll("${title}", column.title)
    .replaceAll("${key}", column.key)
    .replaceAll("${defaultValue}", defaultText);
}

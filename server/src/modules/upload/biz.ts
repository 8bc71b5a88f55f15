/**
 * The `biz` folders an upload may go to (default `temp`; the rich-text editor sends
 * `jeditor`; a pasted screenshot `static/<year>/<month>`, or with the day, `static/<year>/<month>/<day>`;
 * 文件管理 `oss`). Anything else, `..` and extra slashes included, is refused, so a client can never pick a path.
 */
const FOLDERS: ReadonlySet<string> = new Set(["temp", "jeditor", "permit", "avatar", "notice", "oss"]);
const SCREENSHOT = /^static\/\d{4}\/(0[1-9]|1[0-2])(\/(0[1-9]|[12]\d|3[01]))?$/;

export const DEFAULT_BIZ = "temp";

export function isAllowedBiz(biz: string): boolean {
  return FOLDERS.has(biz) || SCREENSHOT.test(biz);
}

/** Stored names are generated: 32 hex characters and the extension the content was found to have. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z]{3,4}$/;

/** Splits `<biz>/<name>` of a static URL; undefined unless both parts are ones the upload writes. */
export function parseStoredPath(relative: string): { biz: string; name: string } | undefined {
  const slash = relative.lastIndexOf("/");
  if (slash <= 0) return undefined;
  const biz = relative.slice(0, slash);
  const name = relative.slice(slash + 1);
  return isAllowedBiz(biz) && STORED_NAME.test(name) ? { biz, name } : undefined;
}

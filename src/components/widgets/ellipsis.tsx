import { Tooltip } from "antd";

export const DEFAULT_ELLIPSIS_LENGTH = 25;

/** The first `length` characters plus "..." when the text is longer (the original's JEllipsis). */
export function ellipsisText(text: unknown, length = DEFAULT_ELLIPSIS_LENGTH): string {
  if (text === undefined || text === null) return "";
  // By code points, so a character outside the BMP is never cut in half.
  const chars = Array.from(String(text));
  return chars.length > length ? `${chars.slice(0, length).join("")}...` : chars.join("");
}

/** Ellipsis text: the cut text, with the whole text in a tooltip when it was cut. */
export function Ellipsis({ value, length = DEFAULT_ELLIPSIS_LENGTH }: { value: unknown; length?: number }) {
  const full = value === undefined || value === null ? "" : String(value);
  const shown = ellipsisText(full, length);
  if (shown === full) return <span>{full}</span>;
  return (
    <Tooltip title={full}>
      <span>{shown}</span>
    </Tooltip>
  );
}

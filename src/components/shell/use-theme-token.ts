import type { GlobalToken } from "antd";
import { useToken } from "antd/es/theme/internal";

/**
 * The current theme's design token, as antd's `theme.useToken().token`. antd's `theme` object also
 * carries the dark and compact algorithms and getDesignToken, which no screen that only reads the
 * token needs; its own components read the token this way.
 */
export function useThemeToken(): GlobalToken {
  return useToken()[1];
}

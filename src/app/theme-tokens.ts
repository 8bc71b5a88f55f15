import { generate } from "@ant-design/colors";
import type { ThemeConfig } from "antd";

/**
 * The antd theme for a chosen theme colour. The light shades of the eight theme colours are too pale
 * for text (#1890FF on white is 3.2:1), so selected menu and tab text use the palette's eighth shade and
 * the dark menu's selected row the seventh: each at least 4.5:1 (WCAG AA) against its background.
 */
export function themeFor(colorPrimary: string): ThemeConfig {
  const palette = generate(colorPrimary);
  return {
    token: { colorPrimary },
    components: {
      Menu: {
        itemSelectedColor: palette[7],
        horizontalItemSelectedColor: palette[7],
        darkItemSelectedBg: palette[6],
      },
    },
  };
}

/** The theme colour's shade for text on white or on its own light tint. */
export const primaryTextColor = (colorPrimary: string): string => generate(colorPrimary)[7];

import { generate } from "@ant-design/colors";
import type { ThemeConfig } from "antd";

/** The palette index (0–9) of text on a light selection background. */
const TEXT_SHADE = 7;

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
        itemSelectedColor: palette[TEXT_SHADE],
        horizontalItemSelectedColor: palette[TEXT_SHADE],
        darkItemSelectedBg: palette[TEXT_SHADE - 1],
      },
    },
  };
}

/** The theme colour's shade for text on white or on its own light tint. */
export const primaryTextColor = (colorPrimary: string): string => generate(colorPrimary)[TEXT_SHADE];

import { generate, presetPalettes } from "@ant-design/colors";
import type { ThemeConfig } from "antd";
import { SECONDARY_TEXT, TERTIARY_TEXT } from "./text-colors";

/** WCAG AA for text below 18 pt. */
export const MIN_TEXT_CONTRAST = 4.5;
const WHITE = "#ffffff";

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first shade of `palette` from index `from` towards the dark end that reads at 4.5:1 on
 * `background` (white text on a filled button counts the same way); the darkest when none does.
 */
export function readableShade(palette: readonly string[], background: string, from = 5): string {
  for (let i = from; i < palette.length; i++) {
    if (contrastRatio(palette[i], background) >= MIN_TEXT_CONTRAST) return palette[i];
  }
  return palette[palette.length - 1];
}

/** The next darker shade of `shade` in `palette` (hover and pressed states of text that must stay readable). */
function darker(palette: readonly string[], shade: string, steps: number): string {
  const index = palette.indexOf(shade);
  return palette[Math.min(palette.length - 1, index + steps)];
}

/** antd's tag presets; their text is the palette's seventh shade, too pale on the first for half of them. */
const TAG_PRESETS = [
  "blue",
  "purple",
  "cyan",
  "green",
  "magenta",
  "red",
  "orange",
  "yellow",
  "volcano",
  "geekblue",
  "lime",
  "gold",
] as const;

/** A status tag's text colour (success, error, warning, processing) on its own light background. */
function statusText(palette: readonly string[]): string {
  return readableShade(palette, palette[0]);
}

/**
 * The antd theme for a chosen theme colour. The colour itself stays the brand colour (icons, borders,
 * the selected row's bar), but every text in it, and white text on it, uses the first darker shade of its
 * palette that reads at 4.5:1 (WCAG AA): links, selected and open menu titles, filled buttons, status
 * tags. #1890FF on white is only 3.2:1.
 */
export function themeFor(colorPrimary: string): ThemeConfig {
  const palette = generate(colorPrimary);
  const onWhite = readableShade(palette, WHITE);
  const onTint = readableShade(palette, palette[0]);
  const tagTokens: Record<string, string> = {};
  for (const key of TAG_PRESETS) {
    const preset = presetPalettes[key];
    tagTokens[`${key}7`] = readableShade(preset, preset[0], 6);
  }
  const errorText = readableShade(presetPalettes.red, WHITE);
  return {
    token: {
      colorPrimary,
      colorLink: onWhite,
      colorLinkHover: darker(palette, onWhite, 1),
      colorTextTertiary: TERTIARY_TEXT,
      colorTextDescription: TERTIARY_TEXT,
      colorTextPlaceholder: TERTIARY_TEXT,
      colorErrorText: errorText,
      colorErrorTextHover: darker(presetPalettes.red, errorText, 1),
      colorErrorTextActive: darker(presetPalettes.red, errorText, 2),
      colorWarningText: readableShade(presetPalettes.gold, WHITE),
      colorSuccessText: readableShade(presetPalettes.green, WHITE),
    },
    components: {
      // A field's error message is text: the error colour's readable shade, not the pale #ff4d4f (3.3:1).
      Form: { colorError: errorText, colorWarning: readableShade(presetPalettes.gold, WHITE) },
      Button: {
        colorPrimary: onWhite,
        colorPrimaryHover: darker(palette, onWhite, 1),
        colorPrimaryActive: darker(palette, onWhite, 2),
        colorLink: onWhite,
      },
      Menu: {
        itemSelectedColor: onTint,
        subMenuItemSelectedColor: onWhite,
        horizontalItemSelectedColor: onWhite,
        darkItemSelectedBg: onWhite,
      },
      Breadcrumb: {
        itemColor: SECONDARY_TEXT,
        linkColor: SECONDARY_TEXT,
        separatorColor: SECONDARY_TEXT,
      },
      Tag: {
        ...tagTokens,
        colorSuccess: statusText(presetPalettes.green),
        colorError: statusText(presetPalettes.red),
        colorWarning: statusText(presetPalettes.gold),
        // antd's info colour has its own seed (#1677ff, the blue preset), not the theme colour.
        colorInfo: statusText(presetPalettes.blue),
      },
      Tabs: { itemSelectedColor: onWhite, itemActiveColor: onWhite },
    },
  };
}

/** The theme colour's shade for text on white or on its own light tint. */
export const primaryTextColor = (colorPrimary: string): string => {
  const palette = generate(colorPrimary);
  return readableShade(palette, palette[0]);
};

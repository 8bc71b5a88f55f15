import { generate, presetPalettes } from "@ant-design/colors";
import { describe, expect, it } from "vitest";
import { THEME_COLORS } from "@/components/layout/app-settings";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  primaryTextColor,
  readableShade,
  themeFor,
} from "@/components/shell/theme-tokens";

/** `rgba(0, 0, 0, a)` laid over an opaque `#rrggbb` background, as the eye sees it. */
function blackOver(rgba: string, background: string): string {
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(rgba)?.[1]);
  const n = Number.parseInt(background.slice(1), 16);
  return `#${[n >> 16, (n >> 8) & 255, n & 255]
    .map((c) =>
      Math.round(c * (1 - alpha))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

describe("theme text shades", () => {
  it("computes WCAG contrast: black on white 21:1, #1890FF on white 3.2:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1890ff", "#ffffff")).toBeCloseTo(3.24, 2);
    expect(contrastRatio("#ffffff", "#1890ff")).toBeCloseTo(3.24, 2);
  });

  it("takes the first shade from the colour towards the dark end that reaches 4.5:1", () => {
    const palette = generate("#1890FF");
    expect(readableShade(palette, "#ffffff")).toBe(palette[6]);
    // Gold needs three steps: its eighth shade is still 4.4:1.
    const gold = generate("#FAAD14");
    expect(readableShade(gold, "#ffffff")).toBe(gold[8]);
    // A colour already dark enough stays itself.
    const geekblue = generate("#2F54EB");
    expect(readableShade(geekblue, "#ffffff")).toBe(geekblue[5]);
  });

  it.each(THEME_COLORS.map(({ key, color }) => [key, color]))(
    "%s (%s): links, buttons, menus and tabs read at 4.5:1, the brand colour stays",
    (_key, color) => {
      const theme = themeFor(color);
      const palette = generate(color);
      expect(theme.token?.colorPrimary).toBe(color);
      const ok = (text: unknown, background: string) =>
        expect(contrastRatio(String(text), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      ok(theme.token?.colorLink, "#ffffff");
      ok(theme.components?.Button?.colorPrimary, "#ffffff");
      ok(theme.components?.Button?.colorPrimaryHover, "#ffffff");
      ok(theme.components?.Menu?.itemSelectedColor, palette[0]);
      ok(theme.components?.Menu?.subMenuItemSelectedColor, "#ffffff");
      ok(theme.components?.Menu?.darkItemSelectedBg, "#ffffff");
      ok(theme.components?.Tabs?.itemSelectedColor, "#ffffff");
      ok(primaryTextColor(color), palette[0]);
    },
  );

  it("gives every tag colour and status a text shade that reads on its own light background", () => {
    const tag = themeFor("#1890FF").components?.Tag as Record<string, string>;
    for (const key of ["green", "red", "orange", "gold", "cyan", "lime", "blue", "volcano"] as const) {
      expect(contrastRatio(tag[`${key}7`], presetPalettes[key][0])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(contrastRatio(tag.colorSuccess, presetPalettes.green[0])).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(tag.colorError, presetPalettes.red[0])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(tag.colorWarning, presetPalettes.gold[0])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(tag.colorInfo, presetPalettes.blue[0])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("gives hints, descriptions, placeholders and error texts shades that read at 4.5:1", () => {
    const theme = themeFor("#1890FF");
    const token = theme.token ?? {};
    expect(token.colorTextTertiary).toBe(TERTIARY_TEXT);
    expect(token.colorTextDescription).toBe(TERTIARY_TEXT);
    expect(token.colorTextPlaceholder).toBe(TERTIARY_TEXT);
    // White, the page, a table header, and the light backgrounds of warning, info, success and error alerts.
    for (const background of ["#ffffff", "#f5f5f5", "#fafafa", "#fffbe6", "#e6f4ff", "#f6ffed", "#fff2f0"]) {
      expect(contrastRatio(blackOver(TERTIARY_TEXT, background), background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    for (const text of [token.colorErrorText, token.colorWarningText, token.colorSuccessText]) {
      expect(contrastRatio(String(text), "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    const form = theme.components?.Form ?? {};
    expect(contrastRatio(String(form.colorError), "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

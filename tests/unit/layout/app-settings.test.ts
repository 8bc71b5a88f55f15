import { afterEach, describe, expect, it } from "vitest";
import { appSettings, DEFAULT_SETTINGS, THEME_COLORS } from "@/components/layout/app-settings";
import { deviceFor, headerHidden } from "@/components/layout/use-device";
import { ls } from "@/providers/storage";

afterEach(() => {
  ls.clear();
  appSettings.hydrate();
});

describe("layout settings", () => {
  it("defaults to #1890FF, light menu, side menu, fixed width and multi-tab", () => {
    expect(appSettings.getSnapshot()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      color: "#1890FF",
      theme: "light",
      layout: "sidemenu",
      multipage: true,
    });
    expect(THEME_COLORS).toHaveLength(8);
  });

  it("stores each change under the original's key, without expiry, and reads it back", () => {
    appSettings.set("theme", "dark");
    appSettings.set("multipage", false);
    appSettings.set("color", "#722ED1");
    expect(JSON.parse(localStorage.getItem("pro__DEFAULT_THEME") ?? "{}")).toEqual({
      value: "dark",
      expire: null,
    });
    expect(ls.get("DEFAULT_MULTI_PAGE")).toBe(false);
    appSettings.hydrate();
    expect(appSettings.getSnapshot()).toMatchObject({ theme: "dark", multipage: false, color: "#722ED1" });
  });

  it("ignores stored values of the wrong shape", () => {
    ls.set("DEFAULT_LAYOUT_MODE", "sideways");
    ls.set("DEFAULT_COLOR", "red");
    appSettings.hydrate();
    expect(appSettings.getSnapshot()).toMatchObject({ layout: "sidemenu", color: "#1890FF" });
  });

  it("treats widths below 1088 px as mobile and hides the header only after 100 px going down", () => {
    expect([deviceFor(390), deviceFor(767), deviceFor(1087), deviceFor(1088)]).toEqual([
      "mobile",
      "mobile",
      "mobile",
      "desktop",
    ]);
    expect(headerHidden(50, 90, false)).toBe(false);
    expect(headerHidden(90, 140, false)).toBe(true);
    expect(headerHidden(300, 250, true)).toBe(false);
    expect(headerHidden(300, 300, true)).toBe(true);
  });
});

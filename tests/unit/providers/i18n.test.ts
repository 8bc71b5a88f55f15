import { afterEach, describe, expect, it, vi } from "vitest";
import {
  changeLocale,
  enUS,
  getLocale,
  i18nProvider,
  normalizeLocale,
  onLocaleChange,
  translate,
  zhCN,
} from "@/providers/i18n";

afterEach(() => {
  changeLocale("zh-CN");
});

/** Every key refine core 5 / @refinedev/antd 6 looks up (checked against the dists). */
const REFINE_KEYS = [
  ...[
    "create",
    "edit",
    "show",
    "list",
    "clone",
    "delete",
    "save",
    "cancel",
    "confirm",
    "refresh",
    "filter",
    "clear",
    "logout",
    "notAccessTitle",
    "import",
    "export",
    "undo",
  ].map((k) => `buttons.${k}`),
  ...["list", "create", "edit", "show", "clone"].map((k) => `actions.${k}`),
  ...[
    "success",
    "error",
    "undoable",
    "createSuccess",
    "createError",
    "editSuccess",
    "editError",
    "deleteSuccess",
    "deleteError",
    "importProgress",
  ].map((k) => `notifications.${k}`),
  "warnWhenUnsavedChanges",
  "documentTitle.default",
  "documentTitle.suffix",
  "pages.error.404",
  "pages.error.info",
  "pages.error.backHome",
];

const hasChinese = (text: string) => /[\u4e00-\u9fa5]/.test(text);

describe("zh-CN", () => {
  it("translates every refine/antd key into Chinese", () => {
    for (const key of REFINE_KEYS) {
      const text = translate(key);
      expect(text, key).not.toBe(key);
      expect(hasChinese(text), `${key}: ${text}`).toBe(true);
    }
  });

  it("interpolates {{vars}}", () => {
    expect(translate("notifications.error", { statusCode: 500 })).toBe("操作失败（状态码：500）");
    expect(translate("notifications.createSuccess", { resource: "用户" })).toBe("用户新增成功");
    expect(translate("notifications.undoable", { seconds: 5 })).toBe("您还有 5 秒可以撤销");
    expect(translate("table.pagination", { from: 1, to: 10, total: 42 })).toBe("1-10 共42条");
  });

  it("treats a string second argument as the default text", () => {
    expect(translate("buttons.save", "Save")).toBe("保存");
    expect(translate("user.user", "用户管理")).toBe("用户管理");
    expect(translate("documentTitle.user.list", { id: 1 }, "用户 · 通行证管理系统")).toBe(
      "用户 · 通行证管理系统",
    );
    expect(translate("nothing.here")).toBe("nothing.here");
  });

  it("names the document title after the system", () => {
    expect(translate("documentTitle.default")).toBe("通行证管理系统");
    expect(translate("documentTitle.suffix")).toBe(" · 通行证管理系统");
  });
});

describe("locales", () => {
  it("en-US has the same keys", () => {
    const keys = (tree: object, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === "string" ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
      );
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it("switches, remembers and announces the locale", () => {
    const listener = vi.fn();
    const stop = onLocaleChange(listener);
    expect(getLocale()).toBe("zh-CN");
    expect(i18nProvider.changeLocale("en_US")).toBe("en-US");
    expect(i18nProvider.getLocale()).toBe("en-US");
    expect(i18nProvider.translate("buttons.save")).toBe("Save");
    expect(listener).toHaveBeenCalledWith("en-US");
    expect(JSON.parse(localStorage.getItem("pro__APP_LOCALE") ?? "{}").value).toBe("en-US");
    changeLocale("fr");
    expect(getLocale()).toBe("en-US");
    stop();
    changeLocale("zh");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("normalises locale names", () => {
    expect(normalizeLocale("zh_CN")).toBe("zh-CN");
    expect(normalizeLocale("zh-cn")).toBe("zh-CN");
    expect(normalizeLocale("en")).toBe("en-US");
    expect(normalizeLocale(3)).toBeUndefined();
  });
});

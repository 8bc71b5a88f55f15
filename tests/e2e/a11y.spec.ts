import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";
import { apiAs, pickDropdownEntry, signIn } from "./support/app.ts";
import { rowAction } from "./support/row-actions.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

let server: RunningServer;

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe.configure({ mode: "serial" });

/** The serious and critical ones of axe's violations, readable. */
function serious(violations: readonly Result[]): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Serious and critical axe violations of the page (or of one part of it) as it is now, readable. */
async function seriousViolations(page: Page, part?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (part ? builder.include(part) : builder).analyze();
  return serious(results.violations);
}

/** axe itself, put into a page once for many scans of an app that never reloads. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations with the axe already in the page: no injection per scan, violations only. With
 * `parts`, only those of them the page has now are scanned.
 */
async function violationsInPage(page: Page, rules?: string[], parts?: string[]): Promise<Result[]> {
  return page.evaluate(
    async ({ only, within }) => {
      type Context = Document | { include: string[][] };
      const axe = (window as { axe?: { run(context: Context, options: RunOptions): Promise<AxeResults> } })
        .axe;
      if (!axe) throw new Error("axe is not in the page");
      const options: RunOptions = { resultTypes: ["violations"], iframes: false };
      const present = within?.filter((selector) => document.querySelector(selector));
      const context: Context = present ? { include: present.map((selector) => [selector]) } : document;
      return (await axe.run(context, only ? { ...options, runOnly: only } : options)).violations;
    },
    { only: rules, within: parts },
  );
}

/**
 * What a page adds to the shell: its content and whatever it opened over it. The shell itself (menu,
 * header, tabs) is the same on every page and is scanned whole on the first.
 */
const PAGE_PARTS = [
  "main",
  ".ant-modal-root",
  ".ant-drawer",
  ".ant-popover",
  ".ant-dropdown",
  ".ant-message",
];

/** The serious and critical findings of a scan with the axe already in the page. */
async function scanInPage(page: Page, whole = false): Promise<string[]> {
  return serious(await violationsInPage(page, undefined, whole ? undefined : PAGE_PARTS));
}

test("the login page has no serious or critical accessibility violation, on either tab", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "手机号登录" }).click();
  await expect(page.getByRole("textbox", { name: "手机号", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the dashboard, with the shell around it, has no serious or critical violation in either menu theme", async ({
  page,
}) => {
  // The full app and its chart chunk load after the login: slow on a busy machine.
  test.setTimeout(120_000);
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const loaded = async () => {
    // Scan once the figures and charts have loaded, not the skeletons.
    await expect(page.getByRole("region", { name: "总访问量" })).toContainText(/\d/, { timeout: 45_000 });
    await expect(page.locator(".ant-skeleton")).toHaveCount(0);
    await expect(page.locator("svg.chart-surface").first()).toBeVisible();
  };
  await loaded();
  // The greeting fades out by itself; scan the page as staff work in it.
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // The dark menu: the selected row's background is a shade of the theme colour under white text.
  await page.evaluate(() =>
    localStorage.setItem("pro__DEFAULT_THEME", JSON.stringify({ value: "dark", expire: null })),
  );
  await page.reload();
  await expect(page.locator(".ant-layout-sider-dark")).toBeVisible();
  await loaded();
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

/** The eight preset theme colours of the settings drawer, by the name each swatch carries. */
const PRESETS = [
  ["薄暮", "#F5222D"],
  ["火山", "#FA541C"],
  ["日暮", "#FAAD14"],
  ["明青", "#13C2C2"],
  ["极光绿", "#52C41A"],
  ["拂晓蓝（默认）", "#1890FF"],
  ["极客蓝", "#2F54EB"],
  ["酱紫", "#722ED1"],
] as const;

test("in every preset theme colour, links, buttons, menus, tabs and status tags read at 4.5:1", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript({ content: AXE_SOURCE });
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  // The permit list has them all: the open menu folder and its selected page, a tab, the primary
  // button, row links and tags of every status colour.
  await page.goto(`${server.url}/permit/application`);
  await expect(page.getByRole("row").filter({ hasText: "TXZ" }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });
  for (const [name, color] of PRESETS) {
    // Picked in the settings drawer, as a user does: the theme changes in place, with no reload.
    await page.getByRole("button", { name: /^当前用户/ }).click();
    await pickDropdownEntry(page, "系统设置");
    const drawer = page.getByRole("dialog", { name: "系统设置" });
    const swatch = drawer.getByRole("button", { name, exact: true });
    await swatch.click();
    await expect(swatch).toHaveAttribute("aria-pressed", "true");
    // The swatch's name tooltip fades out over the page once the pointer leaves; mid-fade its white
    // text sits on a half-transparent background, which is no colour a user reads.
    await page.mouse.move(0, 0);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.locator(".ant-tooltip").filter({ visible: true })).toHaveCount(0);
    const violations = await violationsInPage(page, ["color-contrast"]);
    const faults = violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? v.help}`),
    );
    expect(faults, `theme colour ${color}`).toEqual([]);
  }
});

interface MenuEntry {
  path?: string;
  children?: MenuEntry[];
}

/** The paths of the menu's pages (its leaves), external links left out. */
function pagePaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.children?.length
      ? pagePaths(entry.children)
      : entry.path && !/^https?:/.test(entry.path)
        ? [entry.path]
        : [],
  );
}

/** Opens `path` inside the running app (the router follows the history), with no reload. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/**
 * Waits until the page has loaded what it shows: no spinner or skeleton in view, then no change to the
 * page for half a second (charts and dialogs have finished their animation). A page that keeps
 * changing (a live figure) is scanned after 5 s as it is.
 */
async function settled(page: Page) {
  await expect(page.locator(".ant-spin-spinning, .ant-skeleton").filter({ visible: true }))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => performance.now() - ((window as { lastChange?: number }).lastChange ?? 0) > 500,
      undefined,
      { polling: 100, timeout: 5_000 },
    )
    .catch(() => undefined);
}

test("every page of the admin's menu, 404, 403, a pass card and the main dialogs have no serious or critical violation", async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  // A control that never shows fails its step, not the whole long test at its end.
  page.setDefaultTimeout(30_000);
  await page.addInitScript(() => {
    // One page at a time: open tabs stay mounted while hidden, and every scan would walk all of them.
    // The tab strip itself is scanned with the dashboard above.
    localStorage.setItem("pro__DEFAULT_MULTI_PAGE", JSON.stringify({ value: false, expire: null }));
    const w = window as { lastChange?: number };
    w.lastChange = performance.now();
    new MutationObserver(() => {
      w.lastChange = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.addInitScript({ content: AXE_SOURCE });
  await page.goto(`${server.url}/user/login`);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\//);
  // The greeting fades out by itself; the pages are scanned as staff work in them.
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 15_000 });

  // The menu as the server gives it, so a page added to it is checked too.
  const menu = await apiAs(page, server.url, "GET", "/sys/permission/getUserPermissionByToken");
  const paths = pagePaths((menu.body.result as { menu: MenuEntry[] }).menu);
  expect(paths.length).toBeGreaterThan(40);

  const findings: string[] = [];
  let wholeNext = true;
  const scan = async (where: string) => {
    await settled(page);
    findings.push(...(await scanInPage(page, wholeNext)).map((finding) => `${where}: ${finding}`));
    wholeNext = false;
  };
  for (const path of [...paths, "/404", "/403"]) {
    await openInApp(page, path);
    await scan(path);
  }

  // 新增 and 编辑 of the main modules, each dialog scanned open over its list; a permit is editable
  // while it waits for review.
  const dialogs: [string, string][] = [
    ["/isystem/user", ""],
    ["/isystem/roleUserList", ""],
    ["/permit/application", "待审核"],
    ["/isystem/dict", ""],
  ];
  for (const [path, rowText] of dialogs) {
    await openInApp(page, path);
    await settled(page);
    for (const action of ["新增", "编辑"]) {
      if (action === "新增")
        await page
          .getByRole("button", { name: /新\s*增/ })
          .first()
          .click();
      else {
        const row = page.locator("tr[data-row-key]").filter({ hasText: rowText }).first();
        await rowAction(page, row, "编辑");
      }
      const dialog = page.getByRole("dialog").filter({ visible: true });
      await expect(dialog).toHaveCount(1);
      await scan(`${path} ${action}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  }

  // A pass card, opened by anyone without a login.
  const approved = await apiAs(page, server.url, "GET", "/permit/application/list?status=1&pageSize=1");
  const [first] = (approved.body.result as { records: { id: string }[] }).records;
  const one = await apiAs(page, server.url, "GET", `/permit/application/queryById?id=${first.id}`);
  const { passToken } = one.body.result as { passToken: string };
  const context = await browser.newContext();
  try {
    const card = await context.newPage();
    await card.goto(`${server.url}/public/passcard?token=${passToken}`);
    await expect(card.getByRole("article", { name: "车辆通行证" })).toBeVisible();
    await expect(card.getByTestId("pass-qr")).toBeVisible();
    findings.push(...(await seriousViolations(card)).map((finding) => `pass card: ${finding}`));
  } finally {
    await context.close();
  }

  expect(findings).toEqual([]);
});

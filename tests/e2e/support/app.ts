import { expect, type Page } from "@playwright/test";
import { ADMIN, API_PREFIX } from "./server.ts";

/** Signs in through the login page and waits until the app left it. */
export async function signIn(page: Page, username = ADMIN.username, password = ADMIN.password) {
  await page.getByLabel("用户名").fill(username);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/**
 * Clicks an entry of the dropdown menu that just opened, once it has finished sliding in. Clicked while
 * it still moves, the entry is "not stable", and Playwright's later retries scroll it to the window's
 * edge, which closes the menu. The menu is gone before this returns.
 */
export async function pickDropdownEntry(page: Page, name: string | RegExp) {
  const open = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)");
  await expect(open).toHaveCount(1);
  await expect(open).not.toHaveClass(/ant-slide-(up|down)/);
  await open.getByRole("menuitem", { name }).click();
  await expect(open).toHaveCount(0);
}

/**
 * Clicks `option` in the select dropdown that is open, once it has finished sliding in. A dropdown opened
 * while its field still moves (a dialog zooming in) is aligned again until its motion ends; a click aimed
 * at an option before then lands elsewhere and leaves the list open over the dialog's buttons.
 */
export async function pickOpenOption(page: Page, option: string) {
  const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await expect(open).toHaveCount(1);
  await expect(open).not.toHaveClass(/ant-slide-(up|down)/);
  await open.getByTitle(option, { exact: true }).click();
}

/** The stored session token, as the app keeps it (vue-ls format under the pro__ namespace). */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem("pro__Access-Token"));
  const token = raw ? (JSON.parse(raw) as { value: string }).value : "";
  expect(token).not.toBe("");
  return token;
}

/** Calls the API directly with the page's session, bypassing the UI. */
export async function apiAs(
  page: Page,
  baseUrl: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
) {
  const token = await storedToken(page);
  const res = await page.request.fetch(`${baseUrl}${API_PREFIX}${path}`, {
    method,
    headers: { "X-Access-Token": token, "content-type": "application/json" },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  return {
    status: res.status(),
    body: (await res.json()) as { success: boolean; code: number; message: string; result: unknown },
  };
}

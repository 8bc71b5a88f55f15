import { expect, type Locator, type Page } from "@playwright/test";
import { pickDropdownEntry } from "./app.ts";

/** The link that opens a row's further actions. */
const MORE = "更多";

/**
 * Clicks a row's action, a link of the row or an entry of its 更多 menu. A link counts only once the row
 * shows its actions, so a row still loading is waited for rather than taken for one without the link.
 */
export async function rowAction(page: Page, row: Locator, name: string) {
  const link = row.getByRole("button", { name, exact: true });
  const more = row.getByRole("button", { name: MORE, exact: true });
  await expect(link.or(more).first()).toBeVisible();
  if ((await link.count()) > 0) {
    await link.click();
    return;
  }
  await more.click();
  await pickDropdownEntry(page, name);
}

/** The names of every action a row offers: its links and the entries of its 更多 menu, which closes again. */
export async function rowActionNames(page: Page, row: Locator): Promise<string[]> {
  const cell = row.locator("td").last();
  const links = (await cell.getByRole("button").allTextContents()).map((text) => text.trim());
  const names = links.filter((text) => text !== MORE);
  if (names.length === links.length) return names;
  await cell.getByRole("button", { name: MORE, exact: true }).click();
  const menu = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)");
  await expect(menu).toHaveCount(1);
  const entries = await menu.getByRole("menuitem").allTextContents();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  return [...names, ...entries.map((text) => text.trim())];
}

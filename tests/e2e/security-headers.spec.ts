import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { type RunningServer, startTestServer } from "./support/server.ts";

/**
 * The content security policy the server sends must let every screen work: the browser reports each
 * blocked script, style, image, frame or connection, and none may occur on the screens staff use most.
 * The login page also offers only the ways in the server has open.
 */

let server: RunningServer;
let page: Page;
const violations: string[] = [];

test.beforeAll(async ({ browser }) => {
  server = await startTestServer();
  page = await browser.newPage();
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on("pageerror", (err) => violations.push(`page error: ${err.message}`));
});

test.afterAll(async () => {
  await page?.close();
  await server?.stop();
});

test("with self-registration off (the default) the login page offers no 注册账户", async () => {
  await page.goto(`${server.url}/user/login`);
  await expect(page.getByRole("link", { name: "忘记密码" })).toBeVisible();
  await expect(page.getByRole("link", { name: "注册账户" })).toHaveCount(0);
});

test("the page arrives with the security headers and signs in under the policy", async () => {
  const answer = await page.goto(`${server.url}/user/login`);
  const headers = answer?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await signIn(page);
  await expect(page.getByText("管理员").first()).toBeVisible();
  expect(violations).toEqual([]);
});

for (const [path, text] of [
  ["/dashboard/analysis", "总访问量"],
  ["/isystem/user", "用户账号"],
  ["/isystem/dict", "字典名称"],
  ["/permit/vehicle", "车牌号"],
  ["/isystem/depart", "组织机构"],
] as const) {
  test(`${path} shows without a policy violation`, async () => {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText(text).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
}

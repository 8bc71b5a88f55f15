import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/app.ts";
import { ADMIN, type RunningServer } from "./support/server.ts";
import {
  CAS,
  dragSlider,
  type FakeProvider,
  startFakeProvider,
  startWaysInServer,
  THIRD,
} from "./support/ways-in.ts";

const PHONE_USER = { username: "phone_e2e", phone: "13812340001" };
const ALTER_USER = { username: "alter_e2e", phone: "13812340002" };
const CONTACT_USER = { username: "contact_e2e", phone: "13812340003" };
const MULTI_USER = { username: "multi_e2e", relTenantIds: "1,2", departs: ["A01A01", "A01A02"] };

let fake: FakeProvider;
let server: RunningServer;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // Seeding the users into the copied database comes on top of the server's start.
  testInfo.setTimeout(180_000);
  fake = await startFakeProvider();
  server = await startWaysInServer(
    fake,
    [
      PHONE_USER,
      ALTER_USER,
      MULTI_USER,
      { username: "third_e2e", thirdId: THIRD.thirdId, thirdType: THIRD.thirdType, departs: ["A01"] },
      { username: CAS.user, departs: ["A01"] },
      { username: "captcha_e2e" },
      { username: CONTACT_USER.username, phone: CONTACT_USER.phone },
    ],
    [[2, "上海租户002"]],
  );
});
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test.describe.configure({ mode: "serial" });

/** Stored value of a `pro__` key, as the app keeps it. */
async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(`pro__${k}`);
    return raw ? (JSON.parse(raw) as { value: unknown }).value : null;
  }, key);
}

/** A text input by its accessible name (forms and tab panels are named too). */
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function expectInApp(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  // The full app is another bundle: its first load takes longer than a click's answer.
  await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("欢迎", { exact: true })).toBeVisible();
}

test("phone login: the code the gateway received logs the user in, with the countdown", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await page.getByRole("tab", { name: "手机号登录" }).click();
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("请输入手机号")).toBeVisible();

  await box(page, "手机号").fill("13899990000");
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("该用户不存在或未绑定手机号")).toBeVisible();

  await box(page, "手机号").fill(PHONE_USER.phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /\d+ s$/ })).toBeDisabled();
  const code = fake.codeFor(PHONE_USER.phone, "0");
  expect(code).toMatch(/^\d{6}$/);

  await box(page, "短信验证码").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("手机验证码错误")).toBeVisible();

  await box(page, "短信验证码").fill(code);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expectInApp(page);
  expect(await stored(page, "Login_Username")).toBe(PHONE_USER.username);
});

test("a user of two tenants and two departments chooses both after login", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await box(page, "用户名").fill(MULTI_USER.username);
  await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "请选择租户和部门" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText([
    "请选择登录租户",
    "请选择登录部门",
  ]);
  await expect(page).toHaveURL(/\/user\/login$/);

  await dialog.getByLabel("租户").click();
  await page.getByTitle("上海租户002").click();
  await dialog.getByLabel("部门").click();
  await page.getByTitle("研发部").click();
  await dialog.getByRole("button", { name: /确\s*定/ }).click();

  await expectInApp(page);
  expect(await stored(page, "TENANT_ID")).toBe("2");
  expect(await stored(page, "Login_Userinfo")).toMatchObject({ orgCode: "A01A02" });
});

test("register: SMS code, slider check, result page, then the new account signs in", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await page.getByRole("link", { name: "注册账户" }).click();
  await expect(page).toHaveURL(/\/user\/register$/);

  await box(page, "用户名").fill("new_e2e");
  await page.getByLabel("密码", { exact: true }).fill("New@2026pw");
  await page.getByLabel("确认密码").fill("New@2026px");
  await box(page, "手机号").fill("13812340009");
  await page.getByRole("button", { name: "注 册" }).click();
  await expect(page.getByText("两次输入的密码不一样！")).toBeVisible();
  await page.getByLabel("确认密码").fill("New@2026pw");

  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /\d+ s$/ })).toBeDisabled();
  await box(page, "验证码").fill(fake.codeFor("13812340009", "1"));

  await page.getByRole("button", { name: "注 册" }).click();
  await expect(page.getByText("请先完成滑块验证")).toBeVisible();
  await dragSlider(page);
  await page.getByRole("button", { name: "注 册" }).click();

  await expect(page).toHaveURL(/\/user\/register-result$/);
  await expect(page.getByText("你的账户：new_e2e 注册成功")).toBeVisible();
  await page.getByRole("link", { name: "使用账户登录" }).click();
  await signIn(page, "new_e2e", "New@2026pw");
  await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible({ timeout: 30_000 });
});

test("alteration: slider, phone code, new password, done; the new password works", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await page.getByRole("link", { name: "忘记密码" }).click();
  await expect(page).toHaveURL(/\/user\/alteration$/);
  await expect(box(page, "手机号")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "下一步" })).toBeDisabled();
  await dragSlider(page);
  await page.getByRole("button", { name: "下一步" }).click();

  await box(page, "手机号").fill(ALTER_USER.phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /\d+ s$/ })).toBeDisabled();
  await box(page, "验证码").fill(fake.codeFor(ALTER_USER.phone, "2"));
  await page.getByRole("button", { name: "下一步" }).click();

  await expect(page.getByText(`账号：${ALTER_USER.username}`)).toBeVisible();
  await page.getByLabel("新密码", { exact: true }).fill("short");
  await page.getByRole("button", { name: "提 交" }).click();
  await expect(page.getByText("密码由8位数字、大小写字母和特殊符号组成!")).toBeVisible();
  await page.getByLabel("新密码", { exact: true }).fill("Alter@2026pw");
  await page.getByLabel("确认新密码").fill("Alter@2026pw");
  await page.getByRole("button", { name: "提 交" }).click();
  await expect(page.getByText("密码修改完成！")).toBeVisible();

  await page.getByRole("link", { name: "返回登录" }).first().click();
  await signIn(page, ALTER_USER.username, "Alter@2026pw");
  await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible({ timeout: 30_000 });
});

test("third-party login goes through the provider and back with its token", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await page.getByRole("navigation", { name: "其他登录方式" }).getByRole("link", { name: "GitHub" }).click();
  await expectInApp(page);
  expect(await stored(page, "Login_Username")).toBe("third_e2e");
});

test("a third-party token the provider refuses is reported on the OAuth2 page", async ({ page }) => {
  await page.goto(`${server.url}/oauth2-app/login?oauth2LoginToken=forged&thirdType=github`);
  await expect(page.getByRole("region", { name: "第三方登录" }).getByRole("alert")).toContainText(
    "第三方登录凭证无效或已过期",
  );
  await expect(page.getByRole("link", { name: "返回账号登录" })).toBeVisible();
});

test("single sign-on: the CAS ticket is validated and the CAS user is logged in", async ({ page }) => {
  await page.goto(`${server.url}/user/login`);
  await page.getByRole("link", { name: "单点登录" }).click();
  await expectInApp(page);
  expect(await stored(page, "Login_Username")).toBe(CAS.user);
});

test("the captcha appears after three failures, is required, and is refreshed after a failed try", async ({
  page,
}) => {
  await page.goto(`${server.url}/user/login`);
  await expect(box(page, "验证码")).toHaveCount(0);
  // An unknown account gets the same answer as a wrong password.
  await box(page, "用户名").fill("nobody_e2e");
  await page.getByLabel("密码", { exact: true }).fill("Wrong@pass1");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("用户名或密码错误").last()).toBeVisible();
  await expect(page.getByRole("button", { name: "登录", exact: true })).toBeEnabled();
  await box(page, "用户名").fill("captcha_e2e");
  for (let i = 0; i < 3; i++) {
    await page.getByLabel("密码", { exact: true }).fill(`Wrong@${i}pass`);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("用户名或密码错误").last()).toBeVisible();
    await expect(page.getByRole("button", { name: "登录", exact: true })).toBeEnabled();
  }
  await expect(box(page, "验证码")).toHaveCount(0);

  await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("验证码无效")).toBeVisible();
  const image = page.getByRole("img", { name: "验证码" });
  // A raster, not vector shapes a script could read out of the markup.
  await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);

  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("请输入验证码!")).toBeVisible();

  const first = await image.getAttribute("src");
  await page.getByRole("button", { name: "看不清？换一张" }).click();
  await expect(image).not.toHaveAttribute("src", first ?? "");

  const second = await image.getAttribute("src");
  await box(page, "验证码").fill("zzzz");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("验证码错误")).toBeVisible();
  await expect(image).not.toHaveAttribute("src", second ?? "");
  await expect(page).toHaveURL(/\/user\/login$/);
});

test("moving one's phone asks for the current password and signs the account out elsewhere", async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newPage();
  for (const p of [page, elsewhere]) {
    await p.goto(`${server.url}/user/login`);
    await signIn(p, CONTACT_USER.username, ADMIN.password);
  }
  await page.goto(`${server.url}/account/settings/base`);
  const phone = page.getByLabel("手机号码");
  await expect(phone).toHaveValue(CONTACT_USER.phone);
  await expect(page.getByLabel("当前密码")).toHaveCount(0);
  await phone.fill("13812340077");
  await page.getByLabel("当前密码").fill("Wrong@pass1");
  await page.getByRole("button", { name: "更新基本信息" }).click();
  await expect(page.getByText("当前密码输入错误!")).toBeVisible();

  await page.getByLabel("当前密码").fill(ADMIN.password);
  await page.getByRole("button", { name: "更新基本信息" }).click();
  await expect(page.getByText("修改成功!")).toBeVisible();
  await expect(page.getByLabel("当前密码")).toHaveCount(0);

  // The other session ended with the move: its next page load goes back to the login page.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/user\/login/, { timeout: 30_000 });
  await elsewhere.close();
});

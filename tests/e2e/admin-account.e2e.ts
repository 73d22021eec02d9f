/**
 * The operator's account: the admin refuses a visitor without a session, a wrong password
 * shows its toast, the operator signs in, generates the sitemap, changes the password and
 * logs out (the new password works; the old one is put back for the other journeys); the
 * contact form's messages reach the inbox; and the admin works in Arabic, right to left.
 */

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { expect, submitLogin, test } from "./fixtures.ts";
import { E2E_ADMIN } from "./operator.ts";

// From the project's root, in a constant: the binary is built, not imported.
const BINARY = resolve("dist/uae-deals");

// A journey cut short between changing the password and putting it back (a timeout on a busy
// machine) would leave every later admin journey of the run unable to sign in: the CLI puts it back.
test.afterEach(({ page: _ }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  execFileSync(BINARY, ["create-admin", "--username", E2E_ADMIN.username, "--password", E2E_ADMIN.password], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: "ignore",
  });
});

test("an operator is refused without a session, sees the failure toast for a wrong password, then signs in, generates the sitemap, changes the password and logs out", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await submitLogin(page, "wrong-password");
  await expect(page.getByTestId("toast")).toContainText("Login failed");
  await expect(page.getByTestId("toast")).toContainText("Invalid username or password");
  // The browser logs the 401 of the failed sign-in; that is expected here.
  consoleErrors.splice(0);

  await page.getByTestId("toggle-password").click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("tile-totalStores")).toContainText(/\d+/);
  expect(await page.evaluate(() => localStorage.getItem("adminAuthenticated"))).toBe("true");

  await page.goto("/admin/sitemap");
  await page.getByTestId("generate-sitemap").click();
  await expect(page.getByTestId("toast")).toContainText("Sitemap generated successfully!");
  await expect(page.getByTestId("sitemap-pages")).toHaveText(/^[1-9]\d*$/);

  await page.goto("/admin/settings");
  const form = page.getByTestId("password-form");
  await form.getByLabel("Current password").fill(E2E_ADMIN.password);
  await form.getByLabel("New password", { exact: true }).fill("short");
  await form.getByLabel("Confirm new password").fill("short");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByTestId("password-error")).toHaveText("New password must be at least 6 characters long");
  await form.getByLabel("New password", { exact: true }).fill("a-new-password");
  await form.getByLabel("Confirm new password").fill("a-new-password");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password updated");

  await page.getByTestId("logout").first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminAuthenticated"))).toBeNull();
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The new password works; put the old one back for the other journeys.
  await submitLogin(page, "a-new-password");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/settings");
  await form.getByLabel("Current password").fill("a-new-password");
  await form.getByLabel("New password", { exact: true }).fill(E2E_ADMIN.password);
  await form.getByLabel("Confirm new password").fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password updated");
});

test("the contact form's messages reach the admin inbox and are marked read when opened", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await page.waitForFunction(() => !document.querySelector("header form[data-testid=emirate-form] button"));
  await form.getByLabel(/First name/).fill("Omar");
  await form.getByLabel(/Last name/).fill("Saeed");
  await form.getByLabel(/^Email/).fill("omar@example.ae");
  await form.getByLabel(/Subject/).fill("Inbox check");
  await form.getByLabel(/Message/).fill("Hello from the journey test.");
  await form.getByLabel(/I agree/).check();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();

  await submitLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/messages");
  const message = page.getByTestId("message").filter({ hasText: "Inbox check" });
  await expect(message.getByTestId("unread")).toBeVisible();
  await message.locator("summary").click();
  await expect(message).toContainText("Hello from the journey test.");
  await expect(message.getByTestId("unread")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("message").filter({ hasText: "Inbox check" }).getByTestId("unread")).toHaveCount(0);
});

test("the admin works in Arabic, right to left", async ({ page }) => {
  await page.goto("/ar/admin/login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("اسم المستخدم").fill(E2E_ADMIN.username);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/ar\/admin$/);
  await expect(page.getByRole("heading", { name: "لوحة التحكم" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("تم تسجيل الدخول بنجاح");
  await expect(page.getByTestId("auth-checking")).toHaveCount(0);
  await expect(page.getByTestId("language-switcher")).toHaveText("English");
  await page.goto("/ar/admin/stores");
  await expect(page.getByTestId("store-row").first()).toBeVisible();
});

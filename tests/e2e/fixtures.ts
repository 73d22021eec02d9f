/**
 * Shared Playwright fixtures: every page records console errors and uncaught
 * exceptions, and a test fails if any appeared (hydration mismatches included).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./operator.ts";

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // A 404 page's own status is logged by Chromium; that is the page working as meant.
        if (msg.text().startsWith("Failed to load resource") && msg.location().url === page.url()) return;
        errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated the header (the emirate selector drops its Go button) and
 * every other island: each is a root of its own (src/client/bootstrap.tsx marks <html> when all are).
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator("header form[data-testid=emirate-form] button").first()).toHaveCount(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Signs the e2e operator in through the login form (any language: `prefix` is "" or "/ar"). */
export async function signIn(page: Page, prefix = "") {
  await page.goto(`${prefix}/admin/login`);
  await page.locator("input[name=username]").fill(E2E_ADMIN.username);
  await page.locator("input[name=password]").fill(E2E_ADMIN.password);
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
}

/**
 * Fills the login form by its labels and submits it, with any password (a wrong one is
 * refused): where it leads is for the caller to check.
 */
export async function submitLogin(page: Page, password = E2E_ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Answers the admin's delete confirmation (the page's own dialog, not the browser's): Delete,
 * or Cancel; waits until it has closed.
 */
export async function confirmDelete(page: Page, answer: "confirm" | "cancel" = "confirm") {
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toBeVisible();
  await dialog.locator(`button[value=${answer}]`).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Deletes the records a journey is about to create when an earlier attempt failed before its
 * own delete (a retry would find the slug taken): the admin API's list of `resource`, searched
 * for `search` (drafts included), rows whose name or slug is in `names`. Call once signed in.
 */
export async function deleteLeftovers(page: Page, resource: string, search: string, names: string[]) {
  const res = await page.request.get(`/api/${resource}?search=${encodeURIComponent(search)}&page=1&limit=100`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { id: number; name?: string; title?: string; slug: string }[] };
  const origin = new URL(page.url()).origin;
  for (const row of data.filter((r) => [r.name, r.title, r.slug].some((n) => n && names.includes(n)))) {
    const gone = await page.request.delete(`/api/${resource}/${row.id}`, { headers: { Origin: origin } });
    expect(gone.status()).toBeLessThan(300);
  }
}

export { expect };

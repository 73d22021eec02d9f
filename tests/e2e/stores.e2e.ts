import { expect, test, waitForHydration } from "./fixtures.ts";

test("a shopper pages through stores, filters them, switches to list view and Arabic, and opens a store's tabs", async ({
  page,
}) => {
  await page.goto("/stores");
  await waitForHydration(page);
  const cards = page.getByTestId("store-card");
  await expect(cards).toHaveCount(9);
  const firstOnPage1 = await cards.first().getByRole("heading").textContent();

  // Page 2 shows the next nine stores.
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/stores\?page=2$/);
  await expect(cards).toHaveCount(9);
  expect(await cards.first().getByRole("heading").textContent()).not.toBe(firstOnPage1);

  // Filter by emirate: the change applies at once (hydrated form) and resets to page 1.
  const sidebar = page.getByTestId("sidebar-filters");
  await sidebar.getByLabel("Sharjah").check();
  await expect(page).toHaveURL(/emirate=sharjah/);
  await expect(page).not.toHaveURL(/page=2/);
  const sharjahCount = Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);
  expect(sharjahCount).toBeGreaterThan(0);

  // And by a category that has stores in Sharjah (the others are greyed out and cannot be chosen).
  await waitForHydration(page);
  const category = sidebar.locator('input[name="category"]:not([disabled])').nth(1);
  const categorySlug = await category.getAttribute("value");
  await category.check();
  await expect(page).toHaveURL(new RegExp(`category=${categorySlug}`));
  await expect(page).toHaveURL(/emirate=sharjah/);

  // Clear, then list view: switches in place and the URL keeps it.
  await page.goto("/stores");
  await waitForHydration(page);
  await page.getByTestId("view-list").click();
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "list");
  await expect(page).toHaveURL(/view=list/);

  // Arabic twin of the same view, right to left.
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/ar\/stores\?view=list$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("جميع المتاجر");
  await waitForHydration(page);

  // Open a store and each of its tabs.
  await cards.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/ar\/store\/[a-z0-9-]+$/);
  await expect(page.getByTestId("tab-overview")).toBeVisible();
  const tabs = page.getByTestId("store-tabs");
  await tabs.getByRole("link", { name: /الفروع/ }).click();
  await expect(page.getByTestId("tab-branches")).toBeVisible();
  await expect(page.getByTestId("branch-card").first()).toBeVisible();
  await tabs.getByRole("link", { name: /الكتالوجات/ }).click();
  await expect(page.getByTestId("tab-catalogs")).toBeVisible();
  await tabs.getByRole("link", { name: /التواصل/ }).click();
  await expect(page.getByTestId("tab-contact")).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
});

test("the store page's branch tab filters by emirate and counts the branches", async ({ page }) => {
  await page.goto("/stores?multipleBranches=true");
  await page.getByTestId("store-card").first().getByRole("link").first().click();
  await page
    .getByTestId("store-tabs")
    .getByRole("link", { name: /Branches/ })
    .click();
  const total = await page.getByTestId("branch-card").count();
  await expect(page.getByTestId("branch-count")).toContainText(String(total));
  const filter = page.getByTestId("branch-emirate-filter");
  if ((await filter.count()) > 0) {
    await filter.getByRole("link").nth(1).click();
    const filtered = await page.getByTestId("branch-card").count();
    expect(filtered).toBeLessThan(total);
    await expect(page.getByTestId("branch-count")).toContainText(String(filtered));
  }
});

test("unknown stores and paths answer 404 with the spec's texts", async ({ page }) => {
  const store = await page.goto("/store/no-such-store");
  expect(store?.status()).toBe(404);
  await expect(page.getByText("Store Not Found")).toBeVisible();
  await expect(page.getByText("The store you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Stores" })).toBeVisible();

  const other = await page.goto("/no/such/page");
  expect(other?.status()).toBe(404);
  await expect(page.getByText("Page Not Found")).toBeVisible();
});

test("the home page searches stores by text and emirate, and the mobile menu opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?page=2");
  await waitForHydration(page);
  await page.getByLabel("Search for stores or deals").fill("pharmacy");
  await page.getByLabel("Search for stores or deals").press("Enter");
  await expect(page).toHaveURL(/\/\?search=pharmacy$/);
  await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
  await page.getByTestId("mobile-menu").locator("summary").click();
  await page.getByTestId("mobile-menu").getByRole("link", { name: "Stores" }).click();
  await expect(page).toHaveURL(/\/stores$/);
});

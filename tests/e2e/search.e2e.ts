import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Search inside catalogues in English: from the home hero's link and from the header, to a
 * result, to that page's own URL with the search's hits marked on its image; filters narrow; a
 * query without results offers a way on.
 */
test("the header's search box on a wide screen", async ({ page }) => {
  await page.goto("/blog");
  await page.getByTestId("header-search").getByRole("searchbox").fill("rice");
  await page.getByTestId("header-search").getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=rice$/);
  await expect(page.locator("main mark").first()).toHaveText(/rice/i);
});

test("from the home hero to a page that says milk", async ({ page }) => {
  await page.goto("/?search=carrefour");
  await page.getByTestId("hero-search-inside").click();
  await expect(page).toHaveURL(/\/search\?q=carrefour$/);
  await page.getByRole("searchbox").first().fill("milk");
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(/\/search\?q=milk/);
  await expect(page.getByTestId("result-count")).toContainText("catalog");
  await expect(page.locator("main mark").first()).toHaveText(/milk/i);
  const hit = page.locator('main a[href^="/catalogs/"][href*="/page/"]').first();
  const href = (await hit.getAttribute("href"))!;
  expect(href).toMatch(/^\/catalogs\/\d+\/page\/\d+\?q=milk$/);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/?]/g, "\\$&")}$`));
  await expect(page.getByTestId("page-text")).toContainText(/milk/i);
  // The page marks where milk is printed, under the offers' tap areas, and says how many.
  await expect(page.getByTestId("hit-summary")).toContainText(/\d+ match(es)? for “milk” on this page/);
  const box = page.getByTestId("hit-box").first();
  await expect(box).toBeVisible();
  expect(await box.evaluate((el) => getComputedStyle(el.parentElement!).pointerEvents)).toBe("none");
});

test("the header's search on a phone, filters, and an empty result", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/stores");
  await waitForHydration(page);
  await page.getByTestId("header-search-link").click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goto("/search?q=tv");
  const all = await page.locator('main a[href*="/page/"]').count();
  expect(all).toBeGreaterThan(0);
  await page.goto("/search?q=tv&store=sharaf-dg");
  const results = page.getByTestId("search-result");
  expect(await results.count()).toBeGreaterThan(0);
  for (const result of await results.all()) await expect(result).toContainText("Sharaf DG");
  await page.goto("/search?q=no-such-product-anywhere");
  await expect(page.getByRole("link", { name: /catalogs/i }).first()).toBeVisible();
  await expect(page.locator('main a[href*="/page/"]')).toHaveCount(0);
});

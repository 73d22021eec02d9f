import { expect, test, waitForHydration } from "./fixtures.ts";
import { countLayoutShifts, layoutShifts } from "./layout-shift.ts";

test("the header's emirate is the shopper's: it filters the current list, is remembered across lists, and All forgets it", async ({
  page,
}) => {
  await page.goto("/catalogs?page=2");
  await waitForHydration(page);
  const all = Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);

  // Choosing Ajman on /catalogs stays on /catalogs, filtered, back on page 1.
  await page.locator("header").getByLabel("Emirate").first().selectOption("ajman");
  await expect(page).toHaveURL(/\/catalogs\?emirate=ajman$/);
  const inAjman = Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0]);
  expect(inAjman).toBeLessThan(all);

  // The site's links to the lists carry the remembered emirate: the stores list opens filtered, its sidebar agreeing.
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" }).click();
  await expect(page).toHaveURL(/\/stores\?emirate=ajman$/);
  await expect(page.getByTestId("sidebar-filters").getByLabel("Ajman")).toBeChecked();

  // A page that lists nothing by emirate still shows the choice once hydrated, and its links carry it.
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.locator("header").getByLabel("Emirate").first()).toHaveValue("ajman");
  await expect(page.locator("footer").getByRole("link", { name: "Catalogs" })).toHaveAttribute(
    "href",
    "/catalogs?emirate=ajman",
  );
  // So does the header's search: /search lists by emirate too.
  await page.getByTestId("header-search").getByRole("searchbox").fill("deals");
  await page.getByTestId("header-search").getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=deals&emirate=ajman$/);

  // A list opened from outside (a typed address, a bookmark) shows what its URL says, and its selector agrees.
  await page.goto("/catalogs");
  await waitForHydration(page);
  await expect(page.locator("header").getByLabel("Emirate").first()).toHaveValue("all");
  expect(Number((await page.getByTestId("result-count").textContent())?.match(/\d+/)?.[0])).toBe(all);

  // All Emirates forgets it: the links go back to the plain lists.
  await page.goto("/catalogs?emirate=ajman");
  await waitForHydration(page);
  await page.locator("header").getByLabel("Emirate").first().selectOption("all");
  await expect(page).toHaveURL(/\/catalogs$/);
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" })).toHaveAttribute(
    "href",
    "/stores",
  );
});

test("catalogue filters apply at once and greyed-out categories cannot be chosen", async ({ page }) => {
  await page.goto("/catalogs");
  await waitForHydration(page);
  await page.getByLabel("Validity").selectOption("ending");
  await expect(page).toHaveURL(/\/catalogs\?valid=ending$/);
  // The filter loaded a new page: a choice made before it hydrates is not seen (a flake in two full runs).
  await waitForHydration(page);
  const store = page.getByLabel("Store");
  const firstStore = await store.locator("option:not([disabled])").nth(1).getAttribute("value");
  await store.selectOption(firstStore!);
  await expect(page).toHaveURL(new RegExp(`store=${firstStore}`));
  await expect(page).toHaveURL(/valid=ending/);
  const disabled = page.getByLabel("Category").locator("option[disabled]");
  if ((await disabled.count()) > 0) await expect(disabled.first()).toHaveText(/\(0\)$/);
});

test("a list's toolbar does not move when the page hydrates on a phone; without JavaScript its sort has a button", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await countLayoutShifts(page);
  for (const path of ["/stores", "/ar/stores", "/catalogs"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await layoutShifts(page)).toBeLessThan(0.05);
  }
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`${new URL(page.url()).origin}/stores`);
  await expect(plain.locator("form:has(#sort) button[type=submit]")).toBeVisible();
  await noJs.close();
});

test("a phone that gets the fonts late keeps the list toolbar where it was: the count, sort and grid/list switch do not rewrap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // What a slow connection does: the text is drawn in the fallback font, then in ours.
  await page.route("**/*.woff2", async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await countLayoutShifts(page);
  for (const path of ["/ar/stores", "/stores"]) {
    await page.goto(path);
    await waitForHydration(page);
    // A resource entry is written when the font's response has ended.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith(".woff2")));
    await page.waitForTimeout(300);
    expect(await layoutShifts(page)).toBeLessThan(0.05);
  }
});

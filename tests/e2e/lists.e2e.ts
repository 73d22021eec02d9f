import { expect, test, waitForHydration } from "./fixtures.ts";

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

  // The stores list opens filtered by the remembered emirate, its sidebar agreeing.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" }).click();
  await expect(page).toHaveURL(/\/stores\?emirate=ajman$/);
  await expect(page.getByTestId("sidebar-filters").getByLabel("Ajman")).toBeChecked();

  // A page that lists nothing by emirate still shows the choice once hydrated.
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.locator("header").getByLabel("Emirate").first()).toHaveValue("ajman");

  // All Emirates forgets it.
  await page.goto("/catalogs");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/catalogs\?emirate=ajman$/);
  await page.locator("header").getByLabel("Emirate").first().selectOption("all");
  await expect(page).toHaveURL(/\/catalogs$/);
  await page.goto("/stores");
  await expect(page).toHaveURL(/\/stores$/);
});

test("catalogue filters apply at once and greyed-out categories cannot be chosen", async ({ page }) => {
  await page.goto("/catalogs");
  await waitForHydration(page);
  await page.getByLabel("Validity").selectOption("ending");
  await expect(page).toHaveURL(/\/catalogs\?valid=ending$/);
  const store = page.getByLabel("Store");
  const firstStore = await store.locator("option:not([disabled])").nth(1).getAttribute("value");
  await store.selectOption(firstStore!);
  await expect(page).toHaveURL(new RegExp(`store=${firstStore}`));
  await expect(page).toHaveURL(/valid=ending/);
  const disabled = page.getByLabel("Category").locator("option[disabled]");
  if ((await disabled.count()) > 0) await expect(disabled.first()).toHaveText(/\(0\)$/);
});

import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Switches the list to `view` in place and checks the page shows it. */
async function chooseView(page: Page, view: "grid" | "list") {
  await page.getByTestId(`view-${view}`).click();
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", view);
}

test("the list view chosen on /stores stays through a sort and a filter", async ({ page }) => {
  await page.goto("/stores");
  await waitForHydration(page);
  await chooseView(page, "list");

  await page.locator("#sort").selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "list");

  await waitForHydration(page);
  await page.getByTestId("sidebar-filters").getByLabel("Sharjah").check();
  await expect(page).toHaveURL(/emirate=sharjah/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "list");
});

test("going back to the grid on /stores?view=list is kept by the next sort", async ({ page }) => {
  await page.goto("/stores?view=list");
  await waitForHydration(page);
  await chooseView(page, "grid");

  await page.locator("#sort").selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "grid");
});

for (const path of ["/catalogs", "/ar/catalogs"]) {
  test(`the list view chosen on ${path} stays through a filter`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await chooseView(page, "list");

    await page.locator("#catalog-valid").selectOption("ending");
    await expect(page).toHaveURL(/valid=ending/);
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "list");
  });
}

test("the list view chosen on the home page stays through the hero search and a sort", async ({ page }) => {
  await page.goto("/ar");
  await waitForHydration(page);
  await chooseView(page, "list");
  await page.locator("#hero-emirate").selectOption("dubai");
  await page.locator("#hero-search").press("Enter");
  await expect(page).toHaveURL(/emirate=dubai/);
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "list");

  await page.goto("/ar");
  await waitForHydration(page);
  await chooseView(page, "list");
  await page.locator("#sort").selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("card-list")).toHaveAttribute("data-view", "list");
});

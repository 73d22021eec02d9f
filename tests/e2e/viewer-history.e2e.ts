/**
 * The viewer and the browser's history (issue 24, items 4 and 5): opening the viewer adds one
 * entry, whose address is the page being read (its own URL, /ar/... in Arabic); page turns
 * replace it; Back (a phone's Back gesture) closes the viewer onto the page under it, scroll
 * included; Close over another page of the same catalogue lands on the page being read.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The demo catalogue with the most pages (at least 3), first on /catalogs?sort=pages. */
async function longestCatalog(page: Page): Promise<string> {
  await page.goto("/catalogs?sort=pages");
  const id = await page.getByTestId("view-catalog").first().getAttribute("data-catalog-id");
  expect(id).toMatch(/^\d+$/);
  return id!;
}

test("Back closes the viewer opened from a list, and the list is where the shopper left it, scroll included", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/catalogs?sort=pages");
  await waitForHydration(page);
  // A card well down the list, so the scroll position is worth keeping.
  const button = page.getByTestId("view-catalog").nth(6);
  await button.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const entries = await page.evaluate(() => history.length);
  const id = await button.getAttribute("data-catalog-id");

  await button.click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/catalogs/${id}/page/1$`));
  await page.getByTestId("viewer-next").click();
  await expect(page).toHaveURL(new RegExp(`/catalogs/${id}/page/2$`));
  await page.getByTestId("viewer-next").click();
  await expect(page).toHaveURL(new RegExp(`/catalogs/${id}/page/3$`));
  // One entry for the viewer, whatever the pages turned.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/catalogs\?sort=pages$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(button).toBeFocused();

  // Forward reopens it at the page it was on.
  await page.goForward();
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/catalogs\?sort=pages$/);
});

for (const prefix of ["", "/ar"]) {
  test(`reading page 2 from page 3's own URL shows page 2's URL; Back returns to page 3, Close lands on page 2 (${prefix || "/"})`, async ({
    page,
  }) => {
    const id = await longestCatalog(page);
    await page.goto(`${prefix}/catalogs/${id}/page/3`);
    await waitForHydration(page);
    await page.getByTestId("open-viewer").click();
    const viewer = page.getByRole("dialog");
    await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogs/${id}/page/3$`));
    await page.getByTestId("viewer-prev").click();
    await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogs/${id}/page/2$`));

    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogs/${id}/page/3$`));

    // Counted with the viewer's entry still ahead (Forward), which the next opening takes.
    const entries = await page.evaluate(() => history.length);
    await page.getByTestId("open-viewer").click();
    await page.getByTestId("viewer-prev").click();
    await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");
    await page.getByTestId("viewer-close").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogs/${id}/page/2$`));
    await expect(page.getByTestId("page-image")).toHaveAttribute("src", /\/2-1400\.webp$/);
    await expect(viewer).toBeHidden();
    // Page 2 took the viewer's entry: Back is page 3, where the shopper came from.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogs/${id}/page/3$`));
  });
}

test("a shared link opened in a new tab: the viewer at its page, and Back shows the page under it, not a blank tab", async ({
  page,
  context,
}) => {
  const id = await longestCatalog(page);
  const tab = await context.newPage();
  await tab.goto(`/ar/catalogs?catalog=${id}&catalogPage=2`);
  const viewer = tab.getByRole("dialog");
  await expect(tab.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");
  await expect(tab).toHaveURL(new RegExp(`/ar/catalogs/${id}/page/2$`));
  await tab.goBack();
  await expect(viewer).toBeHidden();
  await expect(tab).toHaveURL(/\/ar\/catalogs$/);
  await expect(tab.getByTestId("catalog-card").first()).toBeVisible();
  await tab.close();
});

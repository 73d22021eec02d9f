import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * The Arabic journey: a shopper searches "حليب" inside the catalogues, opens a hit,
 * lands on that page's own URL (its text says حليب) and opens the viewer there — on the page
 * images, without downloading the PDF.
 */
test("حليب: search inside catalogues, open a hit, the viewer opens at that page", async ({ page }) => {
  const pdfs: string[] = [];
  page.on("request", (r) => {
    if (/\.pdf(\?|$)|pdf-proxy|pdf\.worker/.test(r.url())) pdfs.push(r.url());
  });
  await page.goto(`/ar/search?q=${encodeURIComponent("حليب")}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const hit = page.locator('main a[href^="/ar/catalogs/"][href*="/page/"]').first();
  await expect(hit).toBeVisible();
  // The snippet marks the word the shopper typed.
  await expect(page.locator("main mark").filter({ hasText: "حليب" }).first()).toBeVisible();
  const href = (await hit.getAttribute("href"))!;
  const [, id, n] = href.match(/^\/ar\/catalogs\/(\d+)\/page\/(\d+)\?q=(.+)$/)!;

  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/ar/catalogs/${id}/page/${n}\\?q=${encodeURIComponent("حليب")}$`));
  await waitForHydration(page);
  await expect(page.getByTestId("page-text")).toContainText("حليب");
  await expect(page.getByTestId("page-image")).toBeVisible();
  // The search's hits are marked on the image, and the line says how many, in Arabic.
  await expect(page.getByTestId("hit-summary")).toContainText("«حليب» في هذه الصفحة");
  await expect(page.getByTestId("hit-box").first()).toBeVisible();

  await page.getByTestId("open-viewer").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("viewer-page")).toHaveValue(n!);
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", n!);
  expect(pdfs).toEqual([]);
});

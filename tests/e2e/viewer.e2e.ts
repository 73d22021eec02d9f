import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { E2E_ADMIN } from "./operator.ts";

/**
 * Records every download of a PDF (the file, the proxy) or of pdf.js (its worker, and the chunk
 * holding its library, known by its content and size: the small loader names it too).
 * `settled()` waits for the bodies it checked.
 */
function watchPdfDownloads(page: Page) {
  const seen: string[] = [];
  const pending: Promise<unknown>[] = [];
  page.on("response", (r) => {
    const url = r.url();
    if (/\.pdf(\?|$)|pdf-proxy|pdf\.worker/.test(url)) seen.push(url);
    else if (/\/assets\/[^/]+\.m?js$/.test(url))
      pending.push(
        r
          .text()
          .then((body) => body.length > 100_000 && body.includes("GlobalWorkerOptions") && seen.push(`pdf.js: ${url}`))
          .catch(() => undefined),
      );
  });
  return {
    seen,
    settled: async () => {
      await Promise.all(pending);
      return seen;
    },
  };
}

/** Swipes across the viewer's page with a finger (pointer events), dx pixels sideways. */
async function swipe(page: Page, dx: number) {
  const stage = page.getByTestId("viewer-stage");
  const box = (await stage.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2;
  const at = (clientX: number) => ({ pointerType: "touch", isPrimary: true, pointerId: 7, clientX, clientY: y });
  await stage.dispatchEvent("pointerdown", at(x));
  await stage.dispatchEvent("pointermove", at(x + dx / 2));
  await stage.dispatchEvent("pointerup", at(x + dx));
}

test("a shopper opens a catalogue, goes to page 3, zooms in twice, closes it with Escape, and a shared link reopens page 3", async ({
  page,
}) => {
  const downloads = watchPdfDownloads(page);
  // On the list's second page: the viewer's page number must not take the list's.
  await page.goto("/catalogs?sort=pages&page=2");
  await waitForHydration(page);
  const card = page.getByTestId("catalog-card").first();
  const viewButton = card.getByTestId("view-catalog");
  await viewButton.click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId("viewer-count")).toHaveText(/of [1-9]\d*/);
  // A processed catalogue: its page images, never the PDF or pdf.js.
  await expect(page.getByTestId("viewer-image")).toBeVisible();
  await expect(page.getByTestId("viewer-image")).toHaveJSProperty("complete", true);
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await expect(page.getByTestId("viewer-close")).toBeFocused();

  await page.getByTestId("viewer-next").click();
  await page.getByTestId("viewer-next").click();
  await expect(page.getByTestId("viewer-page")).toHaveValue("3");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  // The address is the page being read (its own URL), not the list's with parameters.
  const id = await viewButton.getAttribute("data-catalog-id");
  await expect(page).toHaveURL(new RegExp(`/catalogs/${id}/page/3$`));

  // Zoom steps on from "fit to screen", whatever percentage that is.
  const fitted = Number((await page.getByTestId("viewer-zoom").textContent())!.replace("%", ""));
  await page.getByTestId("viewer-zoom-in").click();
  await page.getByTestId("viewer-zoom-in").click();
  await expect(page.getByTestId("viewer-zoom")).toHaveText(`${Math.floor(fitted / 25) * 25 + 50}%`);
  expect(await downloads.settled()).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/catalogs\?sort=pages&page=2$/);
  await expect(viewButton).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

  // A link shared before pages had their own URLs still reopens the viewer at its page.
  await page.goto(`/catalogs?catalog=${id}&catalogPage=3`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("viewer-page")).toHaveValue("3");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  expect(await downloads.settled()).toEqual([]);
  await page.getByTestId("viewer-close").click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("in Arabic the viewer reads right to left: the left arrow and a rightward swipe are the next page", async ({
  page,
}) => {
  await page.goto("/ar/catalogs?sort=pages");
  await waitForHydration(page);
  await page.getByTestId("view-catalog").first().click();
  await expect(page.getByTestId("viewer-count")).toHaveText(/من [1-9]\d*/);
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "1");
  await page.keyboard.press("ArrowLeft"); // next page in a right-to-left reading order
  await expect(page.getByTestId("viewer-page")).toHaveValue("2");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("viewer-page")).toHaveValue("1");
  await swipe(page, 150); // finger to the right: the next page in Arabic
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");
  await swipe(page, -150);
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "1");
  await page.keyboard.press("Escape");
});

test("in English a leftward swipe is the next page, a short one does nothing, and zoom scales the page image", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/catalogs?sort=pages");
  await waitForHydration(page);
  await page.getByTestId("catalog-title").first().click();
  const image = page.getByTestId("viewer-image");
  await expect(image).toHaveAttribute("data-page", "1");
  await swipe(page, -150);
  await expect(image).toHaveAttribute("data-page", "2");
  await swipe(page, -20);
  await expect(image).toHaveAttribute("data-page", "2");
  await swipe(page, 150);
  await expect(image).toHaveAttribute("data-page", "1");

  const before = (await image.boundingBox())!.width;
  await page.getByTestId("viewer-zoom-in").click();
  await page.getByTestId("viewer-zoom-in").click();
  await expect(page.getByTestId("viewer-zoom")).toHaveText("150%");
  await expect.poll(async () => (await image.boundingBox())!.width / before).toBeCloseTo(1.5, 1);
  for (let i = 0; i < 4; i++) await page.getByTestId("viewer-zoom-out").click();
  await expect(page.getByTestId("viewer-zoom")).toHaveText("50%");
  await expect(page.getByTestId("viewer-zoom-out")).toBeDisabled();
  await expect.poll(async () => (await image.boundingBox())!.width / before).toBeCloseTo(0.5, 1);
  // Zoomed in, a sideways drag scrolls the page instead of turning it.
  for (let i = 0; i < 6; i++) await page.getByTestId("viewer-zoom-in").click();
  await expect(page.getByTestId("viewer-zoom")).toHaveText("200%");
  await swipe(page, -150);
  await expect(image).toHaveAttribute("data-page", "1");
  await page.keyboard.press("Escape");
});

test("a page's own URL opens the viewer at that page, and the viewer offers the original PDF", async ({ page }) => {
  const downloads = watchPdfDownloads(page);
  await page.goto("/catalogs?sort=pages");
  const id = await page.getByTestId("view-catalog").first().getAttribute("data-catalog-id");
  await page.goto(`/catalogs/${id}/page/3`);
  await waitForHydration(page);
  await expect(page.getByTestId("page-image")).toBeVisible();
  await page.getByTestId("open-viewer").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("viewer-page")).toHaveValue("3");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  await expect(page).toHaveURL(new RegExp(`/catalogs/${id}/page/3$`));
  await expect(page.getByTestId("viewer-download")).toHaveAttribute("href", /\.pdf$/);
  // The next page is fetched ahead of the shopper.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType("resource").some((e) => /\/4-1400\.webp$/.test(e.name))),
    )
    .toBe(true);
  expect(await downloads.settled()).toEqual([]);
});

test("a catalogue without processed pages still opens with pdf.js, and a missing PDF says so", async ({
  page,
  consoleErrors,
}) => {
  // A catalogue whose processing cannot find its file (the address carries a query, which the
  // processing does not read as a local file) while the browser still gets the PDF: it stays unprocessed.
  const api = page.request;
  const headers = { "Sec-Fetch-Site": "same-origin" };
  expect((await api.post("/api/admin/login", { data: E2E_ADMIN, headers })).ok()).toBe(true);
  await page.goto("/catalogs?sort=pages");
  const pdf = await page.getByTestId("view-catalog").first().getAttribute("href");
  const stores = (await (await api.get("/api/stores")).json()) as { id: number }[];
  const created = await api.post("/api/catalogs", {
    headers,
    data: { title: "Unprocessed E2E Flyer", storeId: stores[0]!.id, fileUrl: `${pdf}?unprocessed=1` },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  try {
    const downloads = watchPdfDownloads(page);
    // Never processed, it has no offers: the viewer asks for none (no 404 per page).
    const offerAsks: string[] = [];
    page.on("request", (r) => /\/api\/catalogs\/\d+\/pages\//.test(r.url()) && offerAsks.push(r.url()));
    await page.goto("/catalogs?search=Unprocessed+E2E+Flyer");
    await waitForHydration(page);
    const link = page.locator(`[data-testid=view-catalog][data-catalog-id="${id}"]`);
    await expect(link).not.toHaveAttribute("data-catalog-pages", /./);
    await link.click();
    await expect(page.getByTestId("viewer-canvas")).toBeVisible();
    await expect(page.getByTestId("viewer-count")).toHaveText(/of [1-9]\d*/);
    await expect(page.getByTestId("viewer-image")).toHaveCount(0);
    const seen = await downloads.settled();
    expect(seen.some((u) => u.startsWith("pdf.js: "))).toBe(true);
    expect(seen.some((u) => /\.pdf\?unprocessed=1$/.test(u))).toBe(true);
    await page.getByTestId("viewer-next").click();
    await expect(page.getByTestId("viewer-page")).toHaveValue("2");
    expect(offerAsks).toEqual([]);
    await page.keyboard.press("Escape");

    // Its file gone: the spec's message.
    await page.route(/\.pdf\?unprocessed=1$/, (route) => route.fulfill({ status: 404, body: "gone" }));
    await page.goto("/ar/catalogs?search=Unprocessed+E2E+Flyer");
    await waitForHydration(page);
    await page.locator(`[data-testid=view-catalog][data-catalog-id="${id}"]`).click();
    await expect(page.getByTestId("viewer-error")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/catalogs?search=Unprocessed+E2E+Flyer");
    await waitForHydration(page);
    await page.locator(`[data-testid=view-catalog][data-catalog-id="${id}"]`).click();
    await expect(page.getByTestId("viewer-error")).toContainText("PDF Not Available");
    await expect(page.getByTestId("viewer-error")).toContainText("The PDF file could not be loaded.");
    // The browser logs the missing file itself; that one error is the point of this part.
    expect(consoleErrors.filter((e) => !/\/media\/catalogs\/.*404|status of 404/.test(e))).toEqual([]);
    consoleErrors.splice(0);
  } finally {
    await api.delete(`/api/catalogs/${id}`, { headers });
  }
});

test("a store card opens the store's latest catalogue in the viewer", async ({ page }) => {
  await page.goto("/stores?hasCatalogs=true");
  await waitForHydration(page);
  await page.getByTestId("store-card-catalog").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("viewer-count")).toHaveText(/of [1-9]\d*/);
  await page.getByTestId("viewer-close").click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

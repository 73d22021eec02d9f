/**
 * Tapping an offer on a catalogue page (issue 23, item 3), in English and Arabic: the areas
 * are reached with Tab, a tap opens the offer's sheet as a modal dialog with focus inside,
 * Escape closes it and gives focus back to the area; the page with its areas, the open sheet
 * and the offer's own URL pass axe, and their HTML passes the W3C checker.
 */
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { carrefourMilk } from "./carrefour-flyer.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

/**
 * Routes every script `url` loads on demand (not named in its HTML: the sheet's code) to
 * `onDemand`; the scripts the page names load as usual.
 */
async function routeOnDemandScripts(
  page: Page,
  request: APIRequestContext,
  url: string,
  onDemand: (route: Route, path: string) => Promise<void>,
) {
  const html = await (await request.get(url)).text();
  const named = new Set([...html.matchAll(/\/assets\/[^"'\s\\]+\.js/g)].map((m) => m[0]));
  await page.route("**/assets/*.js", async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (named.has(path)) await route.continue();
    else await onDemand(route, path);
  });
}

for (const lang of ["", "/ar"] as const) {
  test(`an offer's sheet opens from its area, by tap and by keyboard, and closes back to it (${lang || "en"})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const milk = await carrefourMilk(request);
    const url = `${lang}/catalogs/${milk.catalog}/page/${milk.page}`;
    const findings: Record<string, string[]> = {};
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await waitForHydration(page);
    const area = page.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`);
    await expect(area).toHaveAttribute("role", "button");
    await expect(area).toHaveAccessibleName(lang ? /^حليب طازج 2 لتر، [\d.]+ درهم/ : /^Fresh Milk 2L, AED [\d.]+/);
    findings[url] = await axeViolations(page);

    // A tap opens the sheet as a modal dialog; focus is inside; Escape closes it, focus back on the area.
    await area.click();
    const dialog = page.getByTestId("offer-dialog");
    await expect(dialog).toHaveAttribute("open", "");
    await expect(dialog.getByTestId("offer-name")).toHaveText(lang ? "حليب طازج 2 لتر" : "Fresh Milk 2L");
    await expect(dialog.getByTestId("compare-offer").first()).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    findings[`${url} (sheet open)`] = await axeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).not.toHaveAttribute("open", "");
    await expect(area).toBeFocused();

    // The keyboard alone: Tab reaches the areas in order, Enter opens, the close button closes.
    await page.goto(url);
    await waitForHydration(page);
    const first = page.getByTestId("offer-area").first();
    for (let i = 0; i < 60 && !(await first.evaluate((a) => a === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("offer-area").nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAttribute("open", "");
    await dialog.getByTestId("offer-dialog-close").click();
    await expect(page.getByTestId("offer-area").nth(1)).toBeFocused();

    // The offer's own URL: highlighted, its sheet on the page.
    const offerUrl = `${url}?offer=${milk.id}`;
    await page.goto(offerUrl);
    await waitForHydration(page);
    await expect(area).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("offer-inline").getByTestId("offer-price")).toBeVisible();
    findings[offerUrl] = await axeViolations(page);

    for (const [label, found] of Object.entries(findings)) expect(found, `axe on ${label}`).toEqual([]);
    const documents: HtmlDocument[] = [];
    for (const path of [url, offerUrl]) documents.push({ label: path, html: await (await request.get(path)).text() });
    expect(htmlErrors(documents)).toEqual({});
  });
}

test("a tap whose sheet's code cannot load opens the offer's own address, which shows the sheet", async ({
  page,
  request,
  consoleErrors,
}) => {
  const milk = await carrefourMilk(request);
  const url = `/catalogs/${milk.catalog}/page/${milk.page}`;
  // What the page would load on demand (the sheet's code) fails, as offline.
  const refused: string[] = [];
  await routeOnDemandScripts(page, request, url, async (route, path) => {
    refused.push(path);
    await route.abort();
  });
  await page.goto(url);
  await waitForHydration(page);
  await page.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`\\?offer=${milk.id}$`));
  await expect(page.getByTestId("offer-inline").getByTestId("offer-name")).toHaveText("Fresh Milk 2L");
  expect(refused.length).toBeGreaterThan(0);
  // The refused loads are the browser's own console errors, and expected here.
  const unexpected = consoleErrors.filter((e) => !/net::ERR_FAILED/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test("a double tap while the sheet's code is still loading opens the sheet once and counts one tap", async ({
  page,
  request,
}) => {
  const milk = await carrefourMilk(request);
  const url = `/catalogs/${milk.catalog}/page/${milk.page}`;
  // What the page loads on demand (the sheet's code) arrives late, as on a slow phone network.
  await routeOnDemandScripts(page, request, url, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const taps: unknown[] = [];
  await page.route("**/api/events", async (route) => {
    const body = route.request().postDataJSON() as { events: { type: string }[] };
    taps.push(...body.events.filter((e) => e.type === "offer_tap"));
    await route.continue();
  });
  await page.goto(url);
  await waitForHydration(page);
  await page.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`).dblclick();
  await expect(page.getByTestId("offer-dialog").getByTestId("offer-name")).toHaveText("Fresh Milk 2L");
  await expect.poll(() => taps.length, { timeout: 10_000 }).toBeGreaterThan(0);
  // Counted taps are posted together a couple of seconds after the first: both would be in that post.
  expect(taps).toEqual([{ type: "offer_tap", offer: milk.id }]);
});

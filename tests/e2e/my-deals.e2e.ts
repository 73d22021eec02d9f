/**
 * Issue 25 (items 3 and 6), as a shopper does it, in English and Arabic on a phone: follow a
 * store, save a search, see them on My deals, then "Forget me" and see it empty again. Each
 * state passes axe, and the pages' HTML passes the W3C checker. Screenshots of each state go to
 * test-results/my-deals/ (or SHOTS_DIR) to be looked at.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { countLayoutShifts, layoutShifts } from "./layout-shift.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

// Lighthouse's phone: what it measures CLS on.
const PHONE = { width: 412, height: 823 };
const SHOTS = process.env.SHOTS_DIR ?? join("test-results", "my-deals");

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Opens My deals and waits for its island to fill in; nothing on the page may move when it does. */
async function loadedDeals(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByTestId("my-deals")).toHaveAttribute("data-loaded", "true");
  expect(await layoutShifts(page), `layout shift on ${url}`).toBeLessThan(0.05);
}

for (const lang of ["", "/ar"] as const) {
  const name = lang ? "ar" : "en";
  test(`${name}: follow a store, save a search, see them on My deals, then forget me`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await countLayoutShifts(page);
    const findings: Record<string, string[]> = {};

    await loadedDeals(page, `${lang}/my-deals`);
    await expect(page.getByTestId("my-deals-hint")).toHaveCount(2);
    findings["my deals, empty"] = await axeViolations(page);
    await shot(page, `my-deals-empty-${name}`);

    await page.goto(`${lang}/store/carrefour`);
    await waitForHydration(page);
    const follow = page.getByTestId("store-follow").getByTestId("follow-button");
    await expect(follow).toHaveAttribute("data-following", "false");
    await follow.click();
    await expect(follow).toHaveAttribute("data-following", "true");
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    findings["store, followed"] = await axeViolations(page);
    await shot(page, `store-follow-${name}`);
    // The choice is the server's: a reload shows it again.
    await page.reload();
    await expect(page.getByTestId("store-follow").getByTestId("follow-button")).toHaveAttribute(
      "data-following",
      "true",
    );

    await page.goto(`${lang}/search?q=milk`);
    await waitForHydration(page);
    await page.getByTestId("save-search-button").click();
    await expect(page.getByTestId("save-search").getByRole("link")).toBeVisible();
    findings["search, saved"] = await axeViolations(page);

    await loadedDeals(page, `${lang}/my-deals`);
    await expect(page.getByTestId("new-catalogs").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("saved-search")).toHaveCount(1);
    await expect(page.getByTestId("saved-search")).toContainText("milk");
    findings["my deals, with content"] = await axeViolations(page);
    await shot(page, `my-deals-content-${name}`);
    // Each new catalogue opens its page.
    const first = page.getByTestId("new-catalogs").getByRole("link").first();
    await expect(first).toHaveAttribute("href", new RegExp(`^${lang}/catalogs/\\d+/page/1$`));

    await page.getByTestId("forget-me-button").click();
    await page.getByTestId("forget-me-confirm").click();
    await expect(page.getByTestId("forget-me-status")).not.toBeEmpty();
    await loadedDeals(page, `${lang}/my-deals`);
    await expect(page.getByTestId("my-deals-hint")).toHaveCount(2);
    await page.goto(`${lang}/store/carrefour`);
    await waitForHydration(page);
    await expect(page.getByTestId("store-follow").getByTestId("follow-button")).toHaveAttribute(
      "data-following",
      "false",
    );

    for (const [label, found] of Object.entries(findings)) expect(found, `axe: ${label}`).toEqual([]);
    const docs: HtmlDocument[] = [];
    for (const path of ["/my-deals", "/store/carrefour", "/search?q=milk"])
      docs.push({ label: lang + path, html: await (await request.get(lang + path)).text() });
    expect(htmlErrors(docs)).toEqual({});
  });
}

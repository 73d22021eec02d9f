/**
 * Analytics (issue 27): a shopper's browser counts what it reads (store page, a catalogue page on
 * its own address, a search that found nothing), the operator sees it on /admin/analytics (chart,
 * tables, heat strip, CSV), makes a store's report link and opens it in both languages, then
 * revokes it. Every screen passes axe and the HTML checker. The browser says it is an ordinary
 * Chrome: Playwright's own "HeadlessChrome" is on the bot list and would not be counted.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const SHOTS = process.env.ANALYTICS_SHOTS_DIR;

test.use({ userAgent: CHROME, viewport: { width: 1366, height: 900 } });

/** A search nothing matches, new on every run (the numbers below are this run's). */
const query = `zzz${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

const counted = (page: Page) => page.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("counted in the browser, read on the dashboard and in a store's report, in English and Arabic", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const axe: Record<string, string[]> = {};
  const documents: HtmlDocument[] = [];
  const check = async (label: string) => {
    axe[label] = await axeViolations(page);
    documents.push({ label, html: await page.content() });
  };

  // A shopper: a store page, a catalogue page read for a second, a search that finds nothing.
  const catalogs = await (await page.request.get("/api/catalogs?page=1&limit=1")).json();
  const catalog = (catalogs.data ?? catalogs)[0] as { id: number; storeId: number };
  const stores = (await (await page.request.get("/api/stores")).json()) as { id: number; slug: string; name: string }[];
  const store = stores.find((s) => s.id === catalog.storeId)!;
  let sent = counted(page);
  await page.goto(`/store/${store.slug}`);
  expect((await sent).postDataJSON().events).toContainEqual({ type: "store_view", store: store.id });
  sent = counted(page);
  await page.goto(`/catalogs/${catalog.id}/page/1`);
  // Read once it has been on screen for a second; sent a couple of seconds later.
  expect((await sent).postDataJSON().events).toContainEqual({ type: "page_read", catalog: catalog.id, page: 1 });
  sent = counted(page);
  await page.goto(`/search?q=${query}`);
  expect((await sent).postDataJSON().events).toContainEqual({ type: "search", query, found: false });

  for (const lang of ["en", "ar"] as const) {
    const prefix = lang === "ar" ? "/ar" : "";
    await page.context().clearCookies();
    await signIn(page, prefix);
    await page.goto(`${prefix}/admin/analytics`);
    await expect(page.getByTestId("daily")).toBeVisible();
    await expect(page.getByTestId("total-store_view")).not.toHaveText("0");
    await expect(page.getByTestId("zero-en")).toContainText(query);
    await expect(page.getByTestId("reads-chart").locator("canvas")).toHaveCount(1);
    await expect(page.getByTestId("heat-strip").locator("li").first()).toBeVisible();
    await check(`${lang} analytics`);
    await shot(page, `dashboard-${lang}`);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `dashboard-${lang}-phone`);
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await page.getByTestId("range-30").click();
    await expect(page.getByTestId("daily").locator("tbody tr")).toHaveCount(30);
    await page.getByTestId("range-custom").click();
    await check(`${lang} analytics, custom range`);
  }

  // The CSV of searches that found nothing: BOM, header, the query.
  const download = page.waitForEvent("download");
  await page.getByTestId("zero-en-csv").click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv.startsWith("\ufeff")).toBe(true);
  expect(csv).toContain(`${query},1`);

  // A report link for the store, opened in both languages, then revoked.
  await page.goto("/admin/analytics");
  await page.getByTestId("report-store").selectOption(String(store.id));
  await page.getByTestId("report-create").click();
  const link = page.getByTestId("report-en").first();
  await expect(link).toBeVisible();
  const path = (await link.getAttribute("href"))!;
  for (const lang of ["en", "ar"] as const) {
    await page.goto(lang === "ar" ? `/ar${path}` : path);
    await expect(page.getByTestId("report-store")).toBeVisible();
    await expect(page.getByTestId("report-storeViews")).not.toHaveText("0");
    await check(`${lang} store report`);
    await shot(page, `report-${lang}`);
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `report-${lang}-phone`);
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  }
  await page.goto("/admin/analytics");
  await page.getByTestId("report-store").selectOption(String(store.id));
  await page.getByTestId("report-revoke").first().click();
  // The confirming button says what it does (it said "Delete").
  const confirm = page.getByTestId("confirm-dialog").locator("button[value=confirm]");
  await expect(confirm).toHaveText("Revoke");
  await confirm.click();
  await expect(page.getByTestId("report-list")).toHaveCount(0);
  expect((await page.request.get(path)).status()).toBe(404);

  expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((k) => [k, []])));
  expect(htmlErrors(documents)).toEqual({});
});

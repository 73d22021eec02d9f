/**
 * Near me on /stores and /catalogs, and the branch map (issue 26), against the compiled binary.
 * Granted a fixed position, the stores come nearest first with their distance; refused, the
 * shopper picks an emirate. With MAP_TILE_URL (a second binary, tiles from a loopback Bun server)
 * a store's branches are markers Tab reaches, each named; without it no map and no map code.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { startMapServer } from "./map-server.ts";
import { AXE_TAGS, axeBuilder, axeViolations, htmlErrors } from "./quality.ts";

// Dubai Mall.
const HERE = { latitude: 25.1985, longitude: 55.2796 };
const SHOTS = "/tmp/map-shots";
const PORT = Number(process.env.E2E_PORT ?? 3199);
const MAP_PORT = Number(process.env.E2E_MAP_PORT ?? PORT + 2);
mkdirSync(SHOTS, { recursive: true });

/**
 * axe on a page with a map: every rule everywhere, except target-size on the markers themselves.
 * Branches a few hundred metres apart overlap at a city's zoom, and WCAG 2.5.8 exempts a target
 * whose function a control of the right size on the same page also offers: each marker's link is
 * in the list beside the map. Everything else about the markers (name, role) is still checked.
 */
async function axeWithMap(page: Page): Promise<string[]> {
  const sized = await axeBuilder(page).withRules(["target-size"]).exclude(".leaflet-marker-pane").analyze();
  const others = await axeBuilder(page).withTags(AXE_TAGS).disableRules(["target-size"]).analyze();
  return [...sized.violations, ...others.violations].flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${v.help}`),
  );
}

const numbers = async (page: Page) =>
  (await page.getByTestId("near-me-distance").allTextContents()).map((d) =>
    Number.parseFloat(d.replace(/[^\d.]/g, "")),
  );

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";

  test(`${lang}: granted, /stores lists stores nearest first with distances, and open now filters them`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(HERE);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/stores`);
    await waitForHydration(page);
    await page.getByTestId("near-me-button").click();
    await expect(page.getByTestId("near-me-row").first()).toBeVisible();
    const distances = await numbers(page);
    expect(distances.length).toBeGreaterThan(3);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(5);
    await expect(page.getByTestId("near-me-distance").first()).toContainText(lang === "en" ? "km away" : "كم");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId("near-me-finder").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/e2e-stores-near-${lang}-390.png` });
    await page.getByTestId("open-now-filter").check();
    const states = await page.getByTestId("near-me-state").evaluateAll((els) => els.map((e) => e.dataset.state));
    expect(states.length).toBe(await page.getByTestId("near-me-row").count());
    expect(states.every((s) => s === "open" || s === "open24" || s === "closesSoon")).toBe(true);
  });

  test(`${lang}: granted, /catalogs lists catalogs valid at branches near me`, async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(HERE);
    await page.goto(`${prefix}/catalogs`);
    await waitForHydration(page);
    await page.getByTestId("near-me-button").click();
    await expect(page.getByTestId("near-me-row").first()).toBeVisible();
    const distances = await numbers(page);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${lang}: refused, the shopper picks an emirate instead`, async ({ page }) => {
    await page.goto(`${prefix}/stores`);
    await waitForHydration(page);
    await page.getByTestId("near-me-button").click();
    await expect(page.getByTestId("near-me-status")).toContainText(lang === "en" ? "Pick an emirate" : "اختر إمارة");
    await expect(page.getByTestId("near-me-row")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId("near-me-emirate").locator("select").selectOption("sharjah");
    await expect(page).toHaveURL(/[?&]emirate=sharjah/);
  });
}

test("without MAP_TILE_URL the Branches tab is the list alone, and no map code loads", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (r) => loaded.push(r.url()));
  await page.goto("/store/carrefour?tab=branches");
  await waitForHydration(page);
  await expect(page.getByTestId("branch-card").first()).toBeVisible();
  await expect(page.getByTestId("branch-map-block")).toHaveCount(0);
  expect(loaded.filter((u) => /leaflet|branch-map/.test(u))).toEqual([]);
});

test.describe("with MAP_TILE_URL", () => {
  let map: Awaited<ReturnType<typeof startMapServer>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    map = await startMapServer(MAP_PORT, MAP_PORT + 1);
  });
  test.afterAll(() => map?.stop());

  for (const lang of ["en", "ar"] as const) {
    const prefix = lang === "ar" ? "/ar" : "";
    test(`${lang}: a store's branches are markers Tab reaches, each named, on loopback tiles`, async ({ page }) => {
      const url = `${map.origin}${prefix}/store/carrefour?tab=branches`;
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(url);
        await waitForHydration(page);
        const markers = page.getByTestId("map-marker");
        await expect(markers).toHaveCount(8);
        await expect(page.locator("img.leaflet-tile-loaded").first()).toBeVisible();
        await expect(page.getByTestId("branch-map")).toContainText("© Test tiles");
        await page.getByTestId("branch-map").focus();
        await page.keyboard.press("Tab");
        const first = page.locator(":focus");
        await expect(first).toHaveAttribute("data-testid", "map-marker");
        await expect(first).toHaveAttribute("aria-label", /Carrefour|كارفور/);
        await page.keyboard.press("Tab");
        await expect(page.locator(":focus")).toHaveAttribute("data-testid", "map-marker");
        await page.keyboard.press("Enter");
        await expect(page.locator(".leaflet-popup-content a")).toBeVisible();
        await expect(page.locator(".leaflet-popup-close-button")).toHaveAttribute(
          "aria-label",
          lang === "en" ? "Close" : "إغلاق",
        );
        await page.getByTestId("branch-map").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/e2e-store-map-${lang}-${width}.png` });
      }
      expect(await axeWithMap(page)).toEqual([]);
      // The list is still there beside the map.
      await expect(page.getByTestId("branch-card")).toHaveCount(8);
      const css = await page.locator('link[rel=stylesheet][href*="leaflet"]').getAttribute("href");
      expect(css).toMatch(/^\/assets\/leaflet-\w+\.css$/);
    });

    test(`${lang}: an emirate's branches on one map, with their list`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${map.origin}${prefix}/stores?emirate=sharjah`);
      await waitForHydration(page);
      await page.getByTestId("branch-map-button").click();
      await expect(page.getByTestId("map-marker").first()).toBeVisible();
      const count = await page.getByTestId("map-marker").count();
      await expect(page.getByTestId("branch-map-list").locator("li")).toHaveCount(count);
      expect(await axeWithMap(page)).toEqual([]);
      await page.getByTestId("branch-map").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/e2e-emirate-map-${lang}-1366.png` });
    });
  }

  test("the HTML checker finds no error in the pages with a map, in English and Arabic", async ({ request }) => {
    const documents = [];
    for (const path of ["/store/carrefour?tab=branches", "/stores?emirate=sharjah", "/stores", "/catalogs", "/"]) {
      for (const prefix of ["", "/ar"]) {
        const url = `${map.origin}${prefix}${path === "/" && prefix ? "" : path}`;
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        documents.push({ label: url, html: await res.text() });
      }
    }
    expect(htmlErrors(documents)).toEqual({});
  });
});

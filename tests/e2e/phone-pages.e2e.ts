/**
 * Pages on a phone (issue 24, items 10–12), in English and Arabic: what a shopper came for is
 * on the first screen, every tab of a store can be seen, and a store card's logo is not
 * covered by its picture. Layout only shows in a browser, so these read bounding boxes.
 */
import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

for (const prefix of ["", "/ar"]) {
  const lang = prefix ? "Arabic" : "English";

  test(`${lang}: on a phone a branch's address, hours, phone and directions come before its map and lists`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/branch/carrefour/dubai-marina-mall`);
    const details = page.getByTestId("branch-details");
    const directions = page.getByTestId("directions");
    const box = (await directions.boundingBox())!;
    // The Get Directions button is on the first screen, above the map and the other branches.
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const detailsTop = (await details.boundingBox())!.y;
    expect(detailsTop).toBeLessThan((await page.getByTestId("branch-map").boundingBox())!.y);
    expect(detailsTop).toBeLessThan((await page.getByTestId("other-branches").boundingBox())!.y);
  });

  test(`${lang}: on a phone the map's frame is made when the map comes near the screen, not as the page loads`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/branch/carrefour/dubai-marina-mall`);
    await waitForHydration(page);
    // Under the details, more than a screen down: no frame yet (a frame is a page of its own to load).
    expect((await page.getByTestId("branch-map").boundingBox())!.y).toBeGreaterThan(PHONE.height + 100);
    await expect(page.getByTestId("branch-map-frame")).toHaveCount(0);
    await page.getByTestId("branch-map").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("branch-map-frame")).toHaveAttribute("src", /openstreetmap\.org\/export\/embed/);
  });

  test(`${lang}: on a desktop the branch's details stay beside the map`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${prefix}/branch/carrefour/dubai-marina-mall`);
    const details = (await page.getByTestId("branch-details").boundingBox())!;
    const map = (await page.getByTestId("branch-map").boundingBox())!;
    expect(Math.abs(details.y - map.y)).toBeLessThan(40); // side by side, same top
    expect(details.x + details.width <= map.x || map.x + map.width <= details.x).toBe(true);
  });

  test(`${lang}: every tab of a store page is on screen at 390 px`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/store/carrefour`);
    const tabs = page.getByTestId("store-tabs").getByRole("link");
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) await expectWithin(tab, PHONE.width);
    const strip = page.getByTestId("store-tabs");
    expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    for (const path of ["/", "/stores"]) {
      test(`${lang}, ${size}: a store card's logo on ${path} is not covered by its picture`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
        const logos = page.getByTestId("store-card").locator("img.store-card-logo");
        await expect(logos.first()).toBeVisible();
        for (const logo of (await logos.all()).slice(0, 3)) await expectUncovered(logo);
      });
    }
  }
}

/** The element lies inside the viewport's width. */
async function expectWithin(el: Locator, width: number) {
  const box = (await el.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** The element is what the browser shows at its top corners and its middle (nothing painted over it). */
async function expectUncovered(el: Locator) {
  await el.scrollIntoViewIfNeeded();
  const covered = await el.evaluate((img) => {
    const r = img.getBoundingClientRect();
    const points = [
      [r.left + 6, r.top + 6],
      [r.right - 6, r.top + 6],
      [r.left + r.width / 2, r.top + r.height / 2],
    ];
    return points.filter(([x, y]) => document.elementFromPoint(x!, y!) !== img).length;
  });
  expect(covered, "points of the logo painted over by something else").toBe(0);
}

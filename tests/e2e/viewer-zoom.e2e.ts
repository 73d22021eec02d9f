/**
 * Fit and zoom in the viewer (issue 24, item 7): on a desktop the page opens whole ("fit to
 * screen"), the zoom steps go on from there and the fit button comes back to it; on a phone,
 * pinching and double-tapping zoom the page image (not the whole page, which stays at scale 1).
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

async function openFirst(page: Page, prefix = "") {
  await page.goto(`${prefix}/catalogs?sort=pages`);
  await waitForHydration(page);
  // The title: on a phone's grid the card's button gives way to the cover and the title.
  await page.getByTestId("catalog-title").first().click();
  await expect(page.getByTestId("viewer-image")).toHaveJSProperty("complete", true);
}

/** The page image's box and the stage's visible box. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const stage = document.querySelector<HTMLElement>("[data-testid=viewer-stage]")!.getBoundingClientRect();
    const image = document.querySelector<HTMLElement>("[data-testid=viewer-image]")!.getBoundingClientRect();
    return {
      stage: { top: stage.top, bottom: stage.bottom },
      image: { top: image.top, bottom: image.bottom, width: image.width },
    };
  });

for (const prefix of ["", "/ar"]) {
  test(`on a desktop the page opens whole, the steps go on from there, and Fit comes back to it (${prefix || "/"})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openFirst(page, prefix);
    const fit = page.getByTestId("viewer-fit");
    await expect(fit).toHaveAttribute("aria-pressed", "true");
    const { stage, image } = await boxes(page);
    expect(image.top).toBeGreaterThanOrEqual(stage.top);
    expect(image.bottom).toBeLessThanOrEqual(stage.bottom);
    const label = page.getByTestId("viewer-zoom");
    const fitted = Number((await label.textContent())!.replace("%", ""));
    expect(fitted).toBeGreaterThanOrEqual(50);
    expect(fitted).toBeLessThan(100);

    await page.getByTestId("viewer-zoom-in").click();
    await expect(label).toHaveText(`${Math.floor(fitted / 25) * 25 + 25}%`);
    await expect(fit).toHaveAttribute("aria-pressed", "false");
    await page.getByTestId("viewer-zoom-in").click();
    await fit.click();
    await expect(label).toHaveText(`${fitted}%`);
    await expect(fit).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await boxes(page)).image.width).toBeCloseTo(image.width, 0);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Two fingers on the page moving from `from` to `to` pixels apart (real touch input). */
  async function pinch(page: Page, from: number, to: number) {
    const box = (await page.getByTestId("viewer-image").boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    const fingers = (d: number) => [
      { x: x - d / 2, y, id: 0 },
      { x: x + d / 2, y, id: 1 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(from) });
    for (let i = 1; i <= 6; i++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: fingers(from + ((to - from) * i) / 6),
      });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("pinching zooms the page image, not the page; a double tap zooms in and another fits it again", async ({
    page,
  }) => {
    await openFirst(page);
    const label = page.getByTestId("viewer-zoom");
    await expect(label).toHaveText("100%");
    const image = page.getByTestId("viewer-image");
    const before = (await image.boundingBox())!.width;

    await pinch(page, 80, 200);
    await expect.poll(async () => Number((await label.textContent())!.replace("%", ""))).toBeGreaterThan(150);
    expect((await image.boundingBox())!.width).toBeGreaterThan(before * 1.4);
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
    // Zoomed in, the page did not turn.
    await expect(image).toHaveAttribute("data-page", "1");

    // Pinching in goes down to the smallest zoom, no further.
    await pinch(page, 200, 30);
    await expect(label).toHaveText("50%");

    // A double tap on the page (its header, clear of the offers' areas) zooms in, another fits it again.
    await page.getByTestId("viewer-fit").click();
    await expect(label).toHaveText("100%");
    const b = (await image.boundingBox())!;
    const [x, y] = [b.x + b.width / 2, b.y + 12];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect(label).toHaveText("200%");
    expect(await page.evaluate(() => window.visualViewport?.scale)).toBe(1);
    // The tapped point stays under the finger: tapping there again is still the page's header.
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
    await expect(label).toHaveText("100%");
    await expect(page.getByTestId("viewer-fit")).toHaveAttribute("aria-pressed", "true");
  });
});

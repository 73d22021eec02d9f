import { expect, test, waitForHydration } from "./fixtures.ts";

test("a first store visit earns an achievement shown as a toast, once; F8 reaches the toasts", async ({ page }) => {
  await page.goto("/stores");
  await waitForHydration(page);
  await page.getByTestId("store-card").first().getByRole("link").first().click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Achievement unlocked: Window Shopper");
  await expect(toast).toContainText("Viewed your first store");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("toast-viewport")).toBeFocused();
  await toast.getByTestId("toast-close").click();
  await expect(toast).toHaveCount(0);

  // The same achievement is not earned twice.
  await page.goto("/stores");
  const checked = page.waitForResponse((r) => r.url().includes("/check-achievements"));
  await page.getByTestId("store-card").nth(1).getByRole("link").first().click();
  expect(await (await checked).json()).toEqual([]);
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("a search earns 'Deal Hunter' in Arabic, and the toast closes by itself after 5 seconds", async ({ page }) => {
  await page.goto("/ar?search=carrefour");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("إنجاز جديد: صياد العروض");
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
});

test("opening a catalogue earns 'Flyer Flipper', and the toast can be swiped away to the right", async ({ page }) => {
  await page.goto("/catalogs");
  await waitForHydration(page);
  await page.getByTestId("view-catalog").first().click();
  // Escape once the viewer is open (it loads its module first): pressed earlier, it closed
  // nothing, and the toast under the open viewer could not be swiped.
  await expect(page.getByTestId("viewer-image")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Flyer Flipper");
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

for (const prefix of ["", "/ar"]) {
  test(`${prefix || "English"}: on a phone the toast is small, leads to the achievements page, and that page shows it earned`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/store/carrefour`);
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    // A strip at the bottom, not a quarter of the screen.
    expect((await toast.boundingBox())!.height).toBeLessThanOrEqual(84);
    await expect(toast.getByTestId("toast-close")).toBeVisible();
    await toast.getByTestId("toast-link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/achievements$`));
    const earned = page.locator('[data-achievement="first-store"]');
    await expect(earned).toHaveAttribute("data-earned", "true");
    await expect(page.locator('[data-achievement="store-explorer"]')).toHaveAttribute("data-earned", "false");
    await expect(page.locator('[data-achievement="store-explorer"] progress')).toHaveAttribute("value", "1");
  });
}

/**
 * "Branches near me" on a store's Branches tab (issue 26): with the position granted (a fixed
 * one in the test browser) the cards are ordered nearest first with their distance; refused, the
 * shopper is told to pick an emirate; "Open now" keeps the open ones. English and Arabic.
 */
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations } from "./quality.ts";

// Dubai Mall.
const HERE = { latitude: 25.1985, longitude: 55.2796 };

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";
  test(`${lang}: with the position granted, Carrefour's branches are listed nearest first`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(HERE);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/store/carrefour?tab=branches`);
    await waitForHydration(page);
    await page.getByTestId("near-me-button").click();
    await expect(page.getByTestId("near-me-status")).toHaveText(
      lang === "en" ? "Nearest first. Your position stays in this browser." : "الأقرب أولًا. يبقى موقعك في هذا المتصفح.",
    );
    const distances = (await page.getByTestId("branch-distance").allTextContents()).map((d) =>
      Number.parseFloat(d.replace(/[^\d.]/g, "")),
    );
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page.getByTestId("branch-distance").first()).toContainText(lang === "en" ? "km away" : "كم");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/hours-shots/near-me-${lang}-390.png`, fullPage: false });
  });

  test(`${lang}: refused, the shopper is told to pick an emirate`, async ({ page }) => {
    await page.goto(`${prefix}/store/carrefour?tab=branches`);
    await waitForHydration(page);
    await page.getByTestId("near-me-button").click();
    await expect(page.getByTestId("near-me-status")).toContainText(
      lang === "en" ? "Pick an emirate above" : "اختر إمارة",
    );
    await page.getByTestId("open-now-filter").check();
    const states = await page
      .getByTestId("branch-card")
      .getByTestId("open-status")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-state")));
    expect(states.every((s) => s === "open" || s === "open24" || s === "closesSoon")).toBe(true);
  });
}

import { expect, test, waitForHydration } from "./fixtures.ts";

test("a language chosen without JavaScript holds for the first request of the next page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/stores");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/ar\/stores$/);
  // A typed address (an entry request) now opens in Arabic.
  await page.goto("/blog");
  await expect(page).toHaveURL(/\/ar\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // And back to English.
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto("/catalogs");
  await expect(page).toHaveURL(/\/catalogs$/);
  await context.close();
});

test("an Arabic browser is sent to Arabic and that is remembered; choosing English then sticks", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "ar-AE" });
  const page = await context.newPage();
  await page.goto("/stores");
  await expect(page).toHaveURL(/\/ar\/stores$/);
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ar");
  await waitForHydration(page);
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("ar");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/stores$/);
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
  await context.close();
});

import { expect, test, waitForHydration } from "./fixtures.ts";

test("a language chosen without JavaScript holds for the next visit to the root; other URLs keep theirs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/stores");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/ar\/stores$/);
  // A typed address of the root (an entry request) now opens in Arabic.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Any other address is in the language it names: the language comes from the URL.
  await page.goto("/blog");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // And back to English, which the root then remembers.
  await page.goto("/ar/blog");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goto("/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await context.close();
});

test("an Arabic browser is sent to Arabic at the root and that is remembered; choosing English then sticks", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "ar-AE" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ar");
  await waitForHydration(page);
  // Kept in step once the page is idle (src/client/language-switcher.tsx).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("ar");
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
  await context.close();
});

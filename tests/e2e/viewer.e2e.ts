import { expect, test, waitForHydration } from "./fixtures.ts";

test("a shopper opens a catalogue, goes to page 3, zooms to 150%, closes it with Escape, and a shared link reopens page 3", async ({
  page,
}) => {
  await page.goto("/catalogs?sort=pages");
  await waitForHydration(page);
  const card = page.getByTestId("catalog-card").first();
  const viewButton = card.getByTestId("view-catalog");
  await viewButton.click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId("viewer-count")).toHaveText(/of [1-9]\d*/);
  await expect(page.getByTestId("viewer-canvas")).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await expect(page.getByTestId("viewer-close")).toBeFocused();

  await page.getByTestId("viewer-next").click();
  await page.getByTestId("viewer-next").click();
  await expect(page.getByTestId("viewer-page")).toHaveValue("3");
  await expect(page.getByTestId("viewer-canvas")).toHaveAttribute("data-page", "3");
  await expect(page).toHaveURL(/catalog=\d+&page=3/);

  // The page box takes only whole numbers within the document.
  await page.getByTestId("viewer-page").fill("999");
  await page.getByTestId("viewer-page").press("Enter");
  await expect(page.getByTestId("viewer-page")).toHaveValue("3");

  await page.getByTestId("viewer-zoom-in").click();
  await page.getByTestId("viewer-zoom-in").click();
  await expect(page.getByTestId("viewer-zoom")).toHaveText("150%");
  const shared = page.url();

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page).not.toHaveURL(/catalog=/);
  await expect(viewButton).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

  await page.goto(shared);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("viewer-page")).toHaveValue("3");
  await expect(page.getByTestId("viewer-canvas")).toHaveAttribute("data-page", "3");
  await page.getByTestId("viewer-close").click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("in Arabic the viewer reads right to left, and a missing PDF says so", async ({ page, consoleErrors }) => {
  await page.goto("/ar/catalogs");
  await waitForHydration(page);
  await page.getByTestId("view-catalog").first().click();
  await expect(page.getByTestId("viewer-count")).toHaveText(/من [1-9]\d*/);
  await page.keyboard.press("ArrowLeft"); // next page in a right-to-left reading order
  await expect(page.getByTestId("viewer-page")).toHaveValue("2");
  await page.keyboard.press("Escape");

  // A catalogue whose file is gone.
  await page.route("**/media/catalogs/*.pdf", (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.goto("/catalogs");
  await page.getByTestId("view-catalog").first().click();
  await expect(page.getByTestId("viewer-error")).toContainText("PDF Not Available");
  await expect(page.getByTestId("viewer-error")).toContainText("The PDF file could not be loaded.");
  // The browser logs the missing file itself; that one error is the point of this test.
  expect(consoleErrors.filter((e) => !/\/media\/catalogs\/.*404|status of 404/.test(e))).toEqual([]);
  consoleErrors.splice(0);
});

test("a store card opens the store's latest catalogue in the viewer", async ({ page }) => {
  await page.goto("/stores?hasCatalogs=true");
  await waitForHydration(page);
  await page.getByTestId("store-card-catalog").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("viewer-count")).toHaveText(/of [1-9]\d*/);
  await page.getByTestId("viewer-close").click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a keyboard user types a page and presses Enter, then turns pages with Enter: the viewer stays open and focus stays put", async ({
  page,
}) => {
  await page.goto("/catalogs?sort=pages");
  await waitForHydration(page);
  // Opened with Enter on the card's button: the same Enter must not reach the Close button.
  await page.getByTestId("view-catalog").first().focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog");
  await expect(page.getByTestId("viewer-count")).toHaveText(/of [1-9]\d*/);
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId("viewer-close")).toBeFocused();

  // Shift+Tab back to the page box and type a page number.
  const box = page.getByTestId("viewer-page");
  for (let i = 0; i < 4 && !(await box.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Shift+Tab");
  await expect(box).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("viewer-canvas")).toHaveAttribute("data-page", "2");
  await expect(box).toBeFocused();
  await box.press("Enter"); // a second Enter changes nothing
  await expect(viewer).toBeVisible();
  await expect(box).toHaveValue("2");

  // Tab to "next" and press Enter: a page on, still open, focus still on "next" (demo flyers
  // have 3-4 pages, so the turn stays clear of the last page, where "next" is disabled).
  const next = page.getByTestId("viewer-next");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("viewer-canvas")).toHaveAttribute("data-page", "3");
  await expect(next).toBeFocused();
  await expect(viewer).toBeVisible();

  // The arrow keys turn pages without moving focus either.
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("viewer-canvas")).toHaveAttribute("data-page", "2");
  await expect(next).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("viewer-canvas")).toHaveAttribute("data-page", "3");
  await expect(next).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

/**
 * The viewer by keyboard (issue 24, item 8): a typed page and Enter, Enter on the arrows, the
 * arrow keys; focus stays in the dialog when Next or Previous turns disabled at the last or
 * first page; the page box takes Arabic-Indic and Persian digits and says which pages there
 * are when it is given something else.
 */
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations } from "./quality.ts";

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
  for (let i = 0; i < 6 && !(await box.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Shift+Tab");
  await expect(box).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");
  await expect(box).toBeFocused();
  await box.press("Enter"); // a second Enter changes nothing
  await expect(viewer).toBeVisible();
  await expect(box).toHaveValue("2");

  // Tab to "next" and press Enter: a page on, still open, focus still on "next" (demo flyers
  // have 3-4 pages, so the turn stays clear of the last page, where "next" is disabled).
  const next = page.getByTestId("viewer-next");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  await expect(next).toBeFocused();
  await expect(viewer).toBeVisible();

  // The arrow keys turn pages without moving focus either.
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");
  await expect(next).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  await expect(next).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("at the last page focus moves from Next to Previous, and at the first from Previous to Next: never to the page behind", async ({
  page,
}) => {
  await page.goto("/catalogs?sort=pages");
  await waitForHydration(page);
  await page.getByTestId("view-catalog").first().click();
  const count = Number((await page.getByTestId("viewer-count").textContent())!.replace(/\D/g, ""));
  expect(count).toBeGreaterThanOrEqual(3);
  const [prev, next] = [page.getByTestId("viewer-prev"), page.getByTestId("viewer-next")];
  await next.focus();
  for (let i = 1; i < count; i++) await page.keyboard.press("Enter");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", String(count));
  await expect(next).toBeDisabled();
  await expect(prev).toBeFocused();
  for (let i = 1; i < count; i++) await page.keyboard.press("Enter");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "1");
  await expect(prev).toBeDisabled();
  await expect(next).toBeFocused();

  // The arrow keys with the focus on an arrow button that turns disabled: the same.
  for (let i = 1; i < count; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", String(count));
  await expect(prev).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
});

for (const [prefix, message] of [
  ["", /^Enter a page from 1 to \d+$/],
  ["/ar", /^أدخل رقم صفحة من 1 إلى \d+$/],
] as const) {
  test(`the page box takes Arabic-Indic and Persian digits, and refuses -1 and a page past the last with a message (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000); // axe takes its time on a busy machine
    await page.goto(`${prefix}/catalogs?sort=pages`);
    await waitForHydration(page);
    await page.getByTestId("view-catalog").first().click();
    const box = page.getByTestId("viewer-page");
    const image = page.getByTestId("viewer-image");
    await box.fill("٢");
    await box.press("Enter");
    await expect(image).toHaveAttribute("data-page", "2");
    await expect(box).toHaveValue("2");
    await box.fill("۳");
    await box.press("Enter");
    await expect(image).toHaveAttribute("data-page", "3");

    const error = page.getByTestId("viewer-page-error");
    for (const bad of ["-1", "999", "0"]) {
      await box.fill(bad);
      await box.press("Enter");
      await expect(error).toHaveText(message);
      await expect(box).toHaveValue(bad);
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(image).toHaveAttribute("data-page", "3");
    }
    expect(await axeViolations(page)).toEqual([]);
    // Fixed, the message goes.
    await box.fill("1");
    await box.press("Enter");
    await expect(image).toHaveAttribute("data-page", "1");
    await expect(error).toHaveCount(0);
    await expect(box).not.toHaveAttribute("aria-invalid", "true");
  });
}

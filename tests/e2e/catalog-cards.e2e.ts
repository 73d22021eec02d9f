/**
 * Catalogue lists on a phone (issue 24, item 9): the grid shows two columns of covers (not one
 * 658 px card a screen), the cover and the title open the catalogue, and the list view is a
 * list (a small cover beside its text), unlike the grid. English and Arabic; axe finds nothing
 * in either (the store's and the title's links are targets of 24 px, WCAG 2.5.8).
 */
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations } from "./quality.ts";

test.use({ viewport: { width: 390, height: 844 } });
// axe takes its time on a busy machine.
test.setTimeout(120_000);

for (const prefix of ["", "/ar"]) {
  test(`/catalogs on a phone: two columns of covers, and the cover and the title open the catalogue (${prefix || "/"})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/catalogs`);
    await waitForHydration(page);
    const cards = page.getByTestId("catalog-card");
    await expect(cards).toHaveCount(12);
    const [a, b, c] = [
      (await cards.nth(0).boundingBox())!,
      (await cards.nth(1).boundingBox())!,
      (await cards.nth(2).boundingBox())!,
    ];
    // Side by side, within the screen; the third starts the next row.
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(Math.min(a.x, b.x)).toBeGreaterThanOrEqual(0);
    expect(Math.max(a.x + a.width, b.x + b.width)).toBeLessThanOrEqual(390);
    expect(c.y).toBeGreaterThanOrEqual(a.y + a.height);
    expect(a.height).toBeLessThan(420);
    const last = (await cards.nth(11).boundingBox())!;
    expect(last.y + last.height - a.y).toBeLessThan(2600);
    expect(await axeViolations(page)).toEqual([]);

    const viewer = page.getByRole("dialog");
    await cards.first().getByTestId("catalog-cover").click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await cards.nth(1).getByTestId("catalog-title").click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test(`the list view on a phone is a list: a small cover beside its text, one card a row (${prefix || "/"})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/catalogs?view=list`);
    await waitForHydration(page);
    const card = page.getByTestId("catalog-card").first();
    const [box, cover, title] = [
      (await card.boundingBox())!,
      (await card.getByTestId("catalog-cover").boundingBox())!,
      (await card.getByTestId("catalog-title").boundingBox())!,
    ];
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeLessThan(260);
    expect(cover.width).toBeLessThan(box.width / 3);
    // The title beside the cover: after it in the reading direction.
    if (prefix) expect(title.x + title.width).toBeLessThanOrEqual(cover.x + 1);
    else expect(title.x).toBeGreaterThanOrEqual(cover.x + cover.width - 1);
    await expect(card.getByTestId("view-catalog")).toBeVisible();
    const second = (await page.getByTestId("catalog-card").nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(await axeViolations(page)).toEqual([]);
  });
}

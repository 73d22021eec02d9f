/**
 * Shopping lists (issue 25 items 1 and 2), in English and Arabic at phone width: an offer added
 * from a catalogue page's sheet and the page itself, the list grouped by store with its total,
 * an item ticked (kept after a reload), the list shared, the link opened by someone else (a new
 * browser context) and copied to their lists. /lists and the shared page pass axe and the W3C checker.
 */
import { carrefourMilk } from "./carrefour-flyer.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations, type HtmlDocument, htmlErrors } from "./quality.ts";

for (const lang of ["", "/ar"] as const) {
  test(`a shopping list: add from a catalogue page, tick, share, open and copy the shared list (${lang || "en"})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const milk = await carrefourMilk(request);
    const findings: Record<string, string[]> = {};
    await page.setViewportSize({ width: 390, height: 844 });

    // From the catalogue page: the offer's sheet, then the whole page.
    await page.goto(`${lang}/catalogs/${milk.catalog}/page/${milk.page}`);
    await waitForHydration(page);
    await page.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`).click();
    const dialog = page.getByTestId("offer-dialog");
    await dialog.getByTestId("offer-add-to-list").click();
    await expect(dialog.getByTestId("offer-add-to-list-done")).toHaveText(
      lang ? "أضيف إلى قائمتي" : "Added to My list",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("header-lists-count")).toHaveText("1");
    await page.getByTestId("page-add-to-list").click();
    await expect(page.getByTestId("page-add-to-list-done")).toBeVisible();
    await expect(page.getByTestId("header-lists-count")).toHaveText("2");

    // The list: grouped by store, a subtotal and the total in dirhams.
    await page.getByTestId("header-lists-link").click();
    await expect(page).toHaveURL(new RegExp(`${lang}/lists$`));
    await waitForHydration(page);
    await expect(page.getByTestId("list-store-group")).toHaveCount(1);
    await expect(page.getByTestId("list-item")).toHaveCount(2);
    await expect(page.getByTestId("list-subtotal")).toContainText(lang ? "درهم" : "AED");
    await expect(page.getByTestId("list-total")).toContainText(lang ? /[\d.]+ درهم/ : /AED [\d.]+/);

    // Tick the milk off: at once, and still ticked after a reload (saved on the server).
    const tick = page.getByTestId("list-item-tick").first();
    await tick.click();
    await expect(tick).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("header-lists-count")).toHaveText("1");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("list-item-tick").first()).toHaveAttribute("aria-pressed", "true");
    findings[`${lang}/lists`] = await axeViolations(page);

    // Share: a read-only link; someone else opens it and copies it to their own lists.
    await page.getByTestId("list-share-make").click();
    const link = page.getByTestId("list-share-link");
    await expect(link).toBeVisible();
    await expect(page.getByTestId("list-share-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    const sharedUrl = (await link.getAttribute("href"))!;
    expect(sharedUrl).toMatch(new RegExp(`${lang}/lists/shared/[A-Za-z0-9_-]{22}$`));
    const listsHtml = await page.context().request.get(`${lang}/lists`);

    const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await friend.newPage();
    await other.goto(sharedUrl);
    await waitForHydration(other);
    await expect(other.getByTestId("shared-name")).toHaveText(lang ? "قائمتي" : "My list");
    await expect(other.getByTestId("shared-item")).toHaveCount(2);
    await expect(other.locator('meta[property="og:title"]')).toHaveAttribute("content", /·/);
    findings[`${lang}/lists/shared/…`] = await axeViolations(other);
    const sharedHtml = await (await friend.request.get(sharedUrl)).text();
    await other.getByTestId("shared-copy").click();
    await expect(other).toHaveURL(new RegExp(`${lang}/lists\\?list=\\d+$`));
    await expect(other.getByTestId("list-item")).toHaveCount(2);
    // The copy is theirs: nothing ticked; the owner's list is unchanged.
    await expect(other.locator("[data-testid=list-item-tick][aria-pressed=true]")).toHaveCount(0);
    await friend.close();

    for (const [label, found] of Object.entries(findings)) expect(found, `axe on ${label}`).toEqual([]);
    const documents: HtmlDocument[] = [
      { label: `${lang}/lists`, html: await listsHtml.text() },
      { label: `${lang}/lists/shared/…`, html: sharedHtml },
    ];
    expect(htmlErrors(documents)).toEqual({});
  });
}

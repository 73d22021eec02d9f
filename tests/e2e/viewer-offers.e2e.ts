/**
 * Offers in the full-screen catalogue viewer (issue 23, item 3), in English and Arabic: a
 * shopper opens the viewer from a catalogue page, tabs from the page to an offer's area (named
 * with its price), opens its sheet (the page URL's sheet, in the page's language), reads it,
 * and Escape closes the sheet alone, back to the area, with the viewer still open on its page;
 * arrows and swipes are the sheet's while it is open; the next page has its own areas. axe
 * finds nothing in the viewer with its areas and with a sheet open, on a phone and a desktop.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { carrefourFlyer, freshMilk } from "./carrefour-flyer.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations } from "./quality.ts";

/** The demo's Carrefour flyer: its Fresh Milk 2L offer and page 2's offers. */
async function flyer(request: APIRequestContext) {
  const { id, offers } = await carrefourFlyer(request);
  return { catalog: id, milk: freshMilk(offers), pageTwo: offers.filter((o) => o.page === 2).map((o) => String(o.id)) };
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, max = 40) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

const TEXT = {
  en: {
    label: /^Fresh Milk 2L, AED 9\.95, was AED 14\.95$/,
    name: "Fresh Milk 2L",
    other: "حليب طازج 2 لتر",
    price: "AED 9.95",
    was: "Was AED 14.95",
    saving: "You save AED 5.00 (33%)",
    unit: "AED 4.98 per litre",
    store: "Carrefour",
    copied: "Link copied",
  },
  ar: {
    label: /^حليب طازج 2 لتر، 9\.95 درهم، بدلاً من 14\.95 درهم$/,
    name: "حليب طازج 2 لتر",
    other: "Fresh Milk 2L",
    price: "9.95 درهم",
    was: "بدلاً من 14.95 درهم",
    saving: "توفّر 5.00 درهم (33٪)",
    unit: "4.98 درهم للتر",
    store: "كارفور",
    copied: "تم نسخ الرابط",
  },
};

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";

  test(`in the viewer, an offer's area opens its sheet and Escape closes only the sheet (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { catalog, milk, pageTwo } = await flyer(request);
    const text = TEXT[lang];
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${prefix}/catalogs/${catalog}/page/${milk.page}`);
    await waitForHydration(page);
    await page.getByTestId("open-viewer").click();
    const viewer = page.getByTestId("catalog-viewer");
    await expect(viewer.getByTestId("viewer-image")).toHaveAttribute("data-page", String(milk.page));

    // From the page (the stage takes the focus first), Tab reaches the areas, each named with its price.
    const areas = viewer.getByTestId("offer-area");
    await expect(areas).toHaveCount(6);
    await tabTo(page, viewer.getByTestId("viewer-stage"));
    await page.keyboard.press("Tab");
    await expect(areas.first()).toBeFocused();
    const area = viewer.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`);
    await expect(area).toHaveAccessibleName(text.label);
    await expect(area).toHaveAttribute("role", "button");
    await tabTo(page, area, 6);

    // Enter opens the sheet over the viewer: a modal dialog named by the offer, focus inside.
    await page.keyboard.press("Enter");
    const sheet = viewer.getByTestId("offer-dialog");
    await expect(sheet).toHaveAttribute("open", "");
    await expect(page.getByRole("dialog", { name: text.name })).toBeVisible();
    expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(sheet.getByTestId("offer-name")).toHaveText(text.name);
    await expect(sheet.getByTestId("offer-name-other")).toHaveText(text.other);
    await expect(sheet.getByTestId("offer-price")).toHaveText(text.price);
    await expect(sheet.getByTestId("offer-was")).toHaveText(text.was);
    await expect(sheet.getByTestId("offer-saving")).toHaveText(text.saving);
    await expect(sheet.getByTestId("offer-unit-price")).toHaveText(text.unit);
    await expect(sheet.getByTestId("offer-valid-until")).not.toBeEmpty();
    await expect(sheet.getByTestId("offer-store")).toHaveText(text.store);
    await expect(sheet.getByTestId("offer-store")).toHaveAttribute("href", `${prefix}/store/carrefour`);
    // The same milk in other live catalogues, each to its page with the offer open.
    await expect(sheet.getByTestId("compare-offer").first()).toHaveAttribute(
      "href",
      new RegExp(`^${prefix}/catalogs/\\d+/page/\\d+\\?offer=\\d+$`),
    );
    await expect(sheet.getByTestId("offer-share-whatsapp")).toHaveAttribute(
      "href",
      new RegExp(
        `^https://wa\\.me/\\?text=.*${encodeURIComponent(`${prefix}/catalogs/${catalog}/page/${milk.page}?offer=${milk.id}`)}`,
      ),
    );

    // Copy link: the offer's own address, and the sheet says so (the page's toasts lie under the modal sheet).
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await sheet.getByTestId("offer-copy-link").click();
    await expect(sheet.getByTestId("offer-copy-link")).toHaveText(text.copied);
    await expect(sheet.getByTestId("offer-share-status")).toHaveText(text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^https?://[^/]+${prefix}/catalogs/${catalog}/page/${milk.page}\\?offer=${milk.id}$`),
    );

    // While the sheet is open, the arrow keys are not the viewer's: the page stays.
    await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect(viewer.getByTestId("viewer-page")).toHaveValue(String(milk.page));

    // Escape closes the sheet alone: the viewer stays open on its page, focus back on the area.
    await page.keyboard.press("Escape");
    await expect(sheet).not.toHaveAttribute("open", "");
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/catalogs/${catalog}/page/${milk.page}$`));
    await expect(area).toBeFocused();

    // A tap opens it too; its close button closes it.
    await area.click();
    await expect(sheet).toHaveAttribute("open", "");
    await sheet.getByTestId("offer-dialog-close").click();
    await expect(sheet).not.toHaveAttribute("open", "");
    await expect(viewer).toBeVisible();

    // The next page has its own offers, never the previous page's.
    await viewer.getByTestId("viewer-next").click();
    await expect(viewer.getByTestId("viewer-image")).toHaveAttribute("data-page", String(milk.page + 1));
    await expect(areas).toHaveCount(pageTwo.length);
    expect(await areas.evaluateAll((els) => els.map((a) => a.getAttribute("data-offer-id")))).toEqual(
      expect.arrayContaining(pageTwo),
    );

    // A second Escape (no sheet open) closes the viewer.
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test(`axe finds nothing in the viewer with its offers, and with an offer's sheet open, on a phone and a desktop (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { catalog, milk } = await flyer(request);
    const findings: Record<string, string[]> = {};
    for (const [device, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1366, height: 768 }],
    ] as const) {
      await page.setViewportSize(size);
      // The viewer reopened from a shared address, at the flyer's page.
      await page.goto(`${prefix}/catalogs?catalog=${catalog}&catalogPage=${milk.page}`);
      const viewer = page.getByTestId("catalog-viewer");
      await expect(viewer.getByTestId("offer-area")).toHaveCount(6);
      await expect(viewer.getByTestId("viewer-image")).toHaveJSProperty("complete", true);
      findings[`viewer with offers (${device})`] = await axeViolations(page);
      await viewer.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`).click();
      await expect(viewer.getByTestId("offer-dialog")).toHaveAttribute("open", "");
      findings[`viewer with a sheet open (${device})`] = await axeViolations(page);
      // A swipe inside the sheet towards the next page does not turn the page behind it.
      const sheet = viewer.getByTestId("offer-sheet");
      const box = (await sheet.boundingBox())!;
      const [from, to] = lang === "ar" ? [box.x + 20, box.x + box.width - 20] : [box.x + box.width - 20, box.x + 20];
      const at = (clientX: number) => ({
        pointerType: "touch",
        isPrimary: true,
        pointerId: 3,
        clientX,
        clientY: box.y + 20,
      });
      await sheet.dispatchEvent("pointerdown", at(from));
      await sheet.dispatchEvent("pointerup", at(to));
      await page.keyboard.press("Escape");
      await expect(viewer.getByTestId("viewer-page")).toHaveValue(String(milk.page));
      await expect(viewer).toBeVisible();
    }
    for (const [label, found] of Object.entries(findings)) expect(found, `axe on ${label}`).toEqual([]);
  });
}

test("a processed catalogue read with pdf.js (a link without its page list) has its offers over the canvas", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { catalog, milk } = await flyer(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/catalogs/${catalog}/page/${milk.page}`);
  await waitForHydration(page);
  // As a card cached before the catalogue was processed would be: the viewer reads the PDF.
  await page.getByTestId("open-viewer").evaluate((a) => a.removeAttribute("data-catalog-pages"));
  await page.getByTestId("open-viewer").click();
  const viewer = page.getByTestId("catalog-viewer");
  const canvas = viewer.getByTestId("viewer-canvas");
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByTestId("offer-area")).toHaveCount(6);
  // The layer is the canvas's size once drawn, so the areas lie where the offers are printed.
  await expect
    .poll(async () => {
      const [c, layer] = [await canvas.boundingBox(), await viewer.getByTestId("offer-layer").boundingBox()];
      return (
        c && layer && [layer.x - c.x, layer.y - c.y, layer.width - c.width, layer.height - c.height].map(Math.round)
      );
    })
    .toEqual([0, 0, 0, 0]);
  await viewer.locator(`[data-testid=offer-area][data-offer-id="${milk.id}"]`).click();
  await expect(viewer.getByTestId("offer-dialog").getByTestId("offer-name")).toHaveText("Fresh Milk 2L");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeVisible();
});

/**
 * Sharing a catalogue page (issue 24, item 6), in English and Arabic: each page's own URL has a
 * share button (the system's share sheet, or Copy link) and a WhatsApp link with its address;
 * the viewer's Share offers the page being read the same way, or opens the system's sheet.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations } from "./quality.ts";

const TEXT = {
  "": { copy: "Copy link", copied: "Link copied" },
  "/ar": { copy: "نسخ الرابط", copied: "تم نسخ الرابط" },
};

async function longestCatalog(page: Page): Promise<string> {
  await page.goto("/catalogs?sort=pages");
  return (await page.getByTestId("view-catalog").first().getAttribute("data-catalog-id"))!;
}

const whatsappOf = (prefix: string, id: string, n: number) =>
  new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(`${prefix}/catalogs/${id}/page/${n}`)}$`);

for (const prefix of ["", "/ar"] as const) {
  test(`a catalogue page shares its own address: Copy link and WhatsApp (${prefix || "/"})`, async ({ page }) => {
    const id = await longestCatalog(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${prefix}/catalogs/${id}/page/2`);
    await waitForHydration(page);
    await expect(page.getByTestId("page-share-whatsapp")).toHaveAttribute("href", whatsappOf(prefix, id, 2));
    const copy = page.getByTestId("page-copy-link");
    await expect(copy).toHaveText(TEXT[prefix].copy);
    await copy.click();
    await expect(copy).toHaveText(TEXT[prefix].copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}${prefix}/catalogs/${id}/page/2`,
    );
  });

  test(`the viewer's Share offers the page being read: Copy link and WhatsApp (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(120_000); // axe takes its time on a busy machine
    const id = await longestCatalog(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${prefix}/catalogs?sort=pages`);
    await waitForHydration(page);
    await page.getByTestId("view-catalog").first().click();
    const viewer = page.getByTestId("catalog-viewer");
    await viewer.getByTestId("viewer-next").click();
    await expect(viewer.getByTestId("viewer-image")).toHaveAttribute("data-page", "2");

    await viewer.getByTestId("viewer-share").click();
    const panel = viewer.getByTestId("viewer-share-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("viewer-panel-share-whatsapp")).toHaveAttribute("href", whatsappOf(prefix, id, 2));
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByTestId("viewer-panel-copy-link").click();
    await expect(panel.getByTestId("viewer-panel-copy-link")).toHaveText(TEXT[prefix].copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}${prefix}/catalogs/${id}/page/2`,
    );
    // Escape closes the panel alone; the viewer stays on its page.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(viewer).toBeVisible();

    await viewer.getByTestId("viewer-next").click();
    await viewer.getByTestId("viewer-share").click();
    await expect(panel.getByTestId("viewer-panel-share-whatsapp")).toHaveAttribute("href", whatsappOf(prefix, id, 3));
  });
}

test("where the browser has a share sheet (Web Share API), Share opens it with the page's address", async ({
  page,
}) => {
  const id = await longestCatalog(page);
  // The system's share sheet, as a phone's browser has it (Chromium on Linux has none).
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/ar/catalogs/${id}/page/2`);
  await waitForHydration(page);
  const origin = new URL(page.url()).origin;
  const shared = () => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((d) => d.url));
  await page.getByTestId("page-share").click();
  await expect.poll(shared).toEqual([`${origin}/ar/catalogs/${id}/page/2`]);

  await page.getByTestId("open-viewer").click();
  await page.getByTestId("viewer-next").click();
  await expect(page.getByTestId("viewer-image")).toHaveAttribute("data-page", "3");
  await page.getByTestId("viewer-share").click();
  await expect.poll(shared).toEqual([`${origin}/ar/catalogs/${id}/page/2`, `${origin}/ar/catalogs/${id}/page/3`]);
  await expect(page.getByTestId("viewer-share-panel")).toBeHidden();
});

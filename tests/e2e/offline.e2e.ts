/**
 * Saved for offline (issue 25 item 5), in Chromium with its service worker: the demo's largest
 * catalogue saved from its page, then with the network gone its pages (image, text) and the
 * visitor's list open, a page never seen shows the offline page listing the saved catalogue, and
 * neither an admin page nor the visitor's API answers are served from a cache. The saved
 * catalogue's bytes are measured in Cache Storage: at most 3 MB, and at most 3 MB projected to a
 * 20-page catalogue. The other journeys run with service workers blocked (playwright.config.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test as journey, waitForHydration } from "./fixtures.ts";
import { axeViolations } from "./quality.ts";

// With the network gone, the page's own calls (visitor session, list count) fail by design.
const test = journey.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ consoleErrors }, use) => {
    await use(consoleErrors);
    const unexpected = consoleErrors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  },
});
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

const MB = 1_000_000;

type Catalog = { id: number; title: string; pages: number | null; expiryDate: string | null };

/** The live processed catalogue with the most pages. */
async function largestCatalog(request: APIRequestContext): Promise<Catalog & { pages: number }> {
  const catalogs = (await (await request.get("/api/catalogs")).json()) as Catalog[];
  const today = new Date().toISOString().slice(0, 10);
  const live = catalogs.filter((c) => c.pages && (!c.expiryDate || c.expiryDate >= today));
  return live.sort((a, b) => b.pages! - a.pages!)[0] as Catalog & { pages: number };
}

/** Waits until the offline worker controls the page (it claims the pages open when it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Bytes in one cache (bodies as stored) and how many entries. */
async function cacheBytes(page: Page, name: string) {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    let bytes = 0;
    const byKind: Record<string, number> = {};
    const keys = await cache.keys();
    for (const request of keys) {
      const size = (await (await cache.match(request))!.arrayBuffer()).byteLength;
      const path = new URL(request.url).pathname;
      const kind = path.startsWith("/assets/")
        ? "build files"
        : path.startsWith("/media/")
          ? "images"
          : path.startsWith("/api/")
            ? "offers"
            : "pages";
      byKind[kind] = (byKind[kind] ?? 0) + size;
      bytes += size;
    }
    return { bytes, entries: keys.length, byKind };
  }, name);
}

for (const lang of ["", "/ar"] as const) {
  test(`a catalogue saved for offline opens with no network, with the shopper's list (${lang || "en"})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const catalog = await largestCatalog(request);
    const pagePath = (n: number) => `${lang}/catalogs/${catalog.id}/page/${n}`;

    // Online, the worker in control: an admin page seen (so a worker that kept it would have it),
    // a list made from the catalogue's page, the lists page seen.
    await page.goto(pagePath(1));
    await waitForHydration(page);
    await controlled(page);
    await page.goto(`${lang}/admin/login`);
    await expect(page.getByTestId("login-form")).toBeVisible();
    await page.goto(pagePath(1));
    await waitForHydration(page);
    await page.getByTestId("page-add-to-list").click();
    await expect(page.getByTestId("page-add-to-list-done")).toBeVisible();
    await page.goto(`${lang}/lists`);
    const item = (await page.getByTestId("list-item").first().textContent()) ?? "";
    expect(item).not.toBe("");

    // Save for offline: progress, then the saved state.
    await page.goto(pagePath(1));
    await waitForHydration(page);
    const usageBefore = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await page.getByTestId("save-offline-button").click();
    await expect(page.getByTestId("save-offline-done")).toHaveText(
      lang ? "✓ محفوظ للتصفح دون اتصال" : "✓ Saved for offline",
    );
    const usageAfter = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const findings: Record<string, string[]> = { saved: await axeViolations(page) };
    const saved = await cacheBytes(page, `uae-deals-saved-${catalog.id}`);
    const perPage = (saved.byKind.pages! + saved.byKind.images! + saved.byKind.offers!) / catalog.pages;
    const twentyPages = saved.byKind["build files"]! + 20 * perPage;
    console.log(
      `saved catalogue ${catalog.id} (${catalog.pages} pages, ${lang || "en"}): ${saved.bytes} bytes in ${saved.entries} entries`,
      JSON.stringify(saved.byKind),
      `; projected to 20 pages: ${Math.round(twentyPages)} bytes; Cache Storage estimate grew ${usageAfter - usageBefore} bytes`,
    );
    expect(saved.bytes).toBeLessThanOrEqual(3 * MB);
    expect(twentyPages).toBeLessThanOrEqual(3 * MB);

    const offers = (await (await request.get(`/api/catalogs/${catalog.id}/offers`)).json()) as {
      data: { id: number; page: number }[];
    };
    const offer = offers.data[0]!;

    await context.setOffline(true);
    // Every page of the catalogue, its image drawn and its text there.
    for (let n = catalog.pages; n >= 1; n--) {
      await page.goto(pagePath(n));
      await expect(page.getByTestId("page-title")).toContainText(String(n));
      await expect(page.getByTestId("page-text")).not.toBeEmpty();
      await expect(page.getByTestId("page-image")).toHaveJSProperty("complete", true);
      expect(
        await page.getByTestId("page-image").evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    }
    // An offer's own address (a shared link) opens its saved page.
    await page.goto(`${pagePath(offer.page)}?offer=${offer.id}`);
    await expect(page.getByTestId("page-title")).toContainText(String(offer.page));
    // The viewer's and sheet's offers come from the saved copy; the visitor's API never does.
    const answers = await page.evaluate(async (id) => {
      const status = (url: string) =>
        fetch(url).then(
          (r) => r.status,
          () => "failed",
        );
      return { offers: await status(`/api/catalogs/${id}/offers`), mine: await status("/api/me/lists") };
    }, catalog.id);
    expect(answers).toEqual({ offers: 200, mine: "failed" });

    // The shopper's list, as last seen.
    await page.goto(`${lang}/lists`);
    await expect(page.getByTestId("list-item").first()).toHaveText(item);

    // A page never opened: the offline page, listing the saved catalogue.
    await page.goto(`${lang}/about`);
    await expect(page.getByTestId("offline-page")).toBeVisible();
    await expect(page.getByTestId("offline-saved").locator("a").first()).toHaveAttribute("href", pagePath(1));
    findings.offline = await axeViolations(page);
    expect(findings).toEqual({ saved: [], offline: [] });

    // A saved page's tap areas open their sheets from its catalogue's own cache alone, though the
    // sheet's code loads on demand: the build files the worker kept as pages loaded them go (as
    // when a new release's worker takes over), and so does the browser's own cache (it evicts what
    // it likes).
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.startsWith("uae-deals-assets-")) await caches.delete(name);
    });
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await page.goto(`${pagePath(offer.page)}?offer=${offer.id}`);
    await waitForHydration(page);
    await page.locator(`[data-testid=offer-area][data-offer-id="${offer.id}"]`).click();
    await expect(page.getByTestId("offer-dialog").getByTestId("offer-name")).toBeVisible();
    await page.getByTestId("offer-dialog-close").click();
    await expect(page).toHaveURL(new RegExp(`\\?offer=${offer.id}$`));

    // The admin page seen online is not served from any cache.
    await expect(page.goto(`${lang}/admin/login`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

    // Back online: removed from this device.
    await context.setOffline(false);
    await page.goto(pagePath(1));
    await waitForHydration(page);
    await page.getByTestId("save-offline-remove").click();
    await expect(page.getByTestId("save-offline")).toHaveAttribute("data-state", "removed");
    expect(await page.evaluate((id) => caches.has(`uae-deals-saved-${id}`), catalog.id)).toBe(false);
  });
}

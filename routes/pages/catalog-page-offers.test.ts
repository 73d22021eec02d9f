/**
 * Offers on a catalogue page's own URL, through the real app, over the Carrefour demo flyer
 * processed for real (six bilingual offers a page) and twins of it in other stores: every
 * offer an area over the image named with its price (English and Arabic), placed from its box;
 * ?offer= highlights one and renders its sheet (prices, saving, unit price, validity, store,
 * compare, share) on the server; an offer that is not on the page is ignored; the offer's
 * crop (its link preview) is served as WebP, and 404 for what shoppers may not see.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { publicPages } from "#routes/index.ts";
import { pageReads } from "#server/canonical-query.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { processQueue } from "#tests/helpers/catalog-pages.ts";

// Seeding processes a four-page PDF in a child process.
setDefaultTimeout(90_000);

const FLYER = join(import.meta.dir, "../../db/seed/data/flyers/carrefour-fresh-market-offers.pdf");
const today = dubaiToday();
const ids: Record<string, number> = {};

const { get, app, env } = startTestApp({
  seed: async (db, dataDir) => {
    mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
    copyFileSync(FLYER, join(dataDir, "media", "catalogs", "fresh.pdf"));
    const catalogue = (name: string, nameAr: string, o: Parameters<typeof insertCatalog>[1] | object = {}) => {
      const storeId = insertStore(db, { name, nameAr, slug: name.toLowerCase().replace(/ /g, "-") }).id;
      return insertCatalog(db, {
        storeId,
        title: `${name} Fresh Market`,
        titleAr: `سوق ${nameAr}`,
        fileUrl: "/media/catalogs/fresh.pdf",
        coverImage: null,
        pages: null,
        expiryDate: addDays(today, 6),
        ...o,
      }).id;
    };
    ids.home = catalogue("Fresh Mart", "فريش مارت");
    // The same flyer in two other stores (their pages and offers are copied), and an ended one.
    ids.cheaper = catalogue("Budget Mart", "بادجت مارت");
    ids.dearer = catalogue("Corner Shop", "محل الزاوية", { expiryDate: null });
    ids.ended = catalogue("Old Mart", "أولد مارت", { expiryDate: addDays(today, -1) });
    await processQueue(db, dataDir);
    const milk = (catalogId: number) =>
      db.$client
        .query("SELECT id FROM catalog_offers WHERE catalog_id = ? AND name = 'Fresh Milk 2L'")
        .get(catalogId) as { id: number };
    ids.milk = milk(ids.home).id;
    // Other prices elsewhere, so the comparison has an order to show.
    db.$client.run("UPDATE catalog_offers SET price = 8.45 WHERE id = ?", [milk(ids.cheaper).id]);
    db.$client.run("UPDATE catalog_offers SET price = 12.5 WHERE id = ?", [milk(ids.dearer).id]);
    db.$client.run("UPDATE catalog_offers SET price = 1 WHERE id = ?", [milk(ids.ended).id]);
    ids.cheaperMilk = milk(ids.cheaper).id;
    ids.dearerMilk = milk(ids.dearer).id;
    ids.endedMilk = milk(ids.ended).id;
    ids.page2Offer = (
      db.$client.query("SELECT id FROM catalog_offers WHERE catalog_id = ? AND page = 2").get(ids.home) as {
        id: number;
      }
    ).id;
  },
});

type Element = { attrs: Record<string, string>; text: string };

/** Every element matching `selector` in `html`, with its attributes and its text (HTMLRewriter parses it). */
async function select(html: string, selector: string): Promise<Element[]> {
  const found: Element[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        const current: Element = { attrs: Object.fromEntries(el.attributes), text: "" };
        found.push(current);
      },
      text(t) {
        const last = found.at(-1);
        if (last) last.text += t.text;
      },
    })
    .transform(new Response(html))
    .text();
  return found.map((e) => ({ ...e, text: e.text.replace(/\s+/g, " ").trim() }));
}

const offerRow = (id: number) =>
  env.db.$client
    .query("SELECT box_x AS x, box_y AS y, box_width AS w, box_height AS h FROM catalog_offers WHERE id = ?")
    .get(id) as { x: number; y: number; w: number; h: number };
const pct = (f: number) => `${Number((f * 100).toFixed(3))}%`;

describe("offers on a page", () => {
  test("each offer is a link to its own URL over the image, named with its price, placed from its box", async () => {
    const { res, html } = await get(`/catalogs/${ids.home}/page/1`);
    expect(res.status).toBe(200);
    const areas = await select(html, "a[data-testid=offer-area]");
    expect(areas).toHaveLength(6);
    const milk = areas.find((a) => a.attrs["data-offer-id"] === String(ids.milk))!;
    expect(milk.text).toBe("Fresh Milk 2L, AED 9.95, was AED 14.95"); // its name, in text
    expect(milk.attrs.href).toBe(`/catalogs/${ids.home}/page/1?offer=${ids.milk}`);
    const box = offerRow(ids.milk!);
    expect(milk.attrs.style).toBe(`left:${pct(box.x)};top:${pct(box.y)};width:${pct(box.w)};height:${pct(box.h)}`);
    // Nothing highlighted, no sheet, the page's own preview image.
    expect(areas.every((a) => a.attrs["aria-current"] === undefined)).toBe(true);
    expect(await select(html, "[data-testid=offer-sheet]")).toHaveLength(0);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\/pages\/[^"]+\/1-1400\.webp"/);
  });

  test("the dialog's sheets travel as the offers' data, not as rendered sheets", async () => {
    // The browser builds a sheet when one is opened (src/client/offer-sheet-view.tsx): the page's
    // data block holds each offer once, with what it compares to, and none of a sheet's markup.
    const { html } = await get(`/catalogs/${ids.home}/page/1`);
    const block = JSON.parse(
      html.match(/<script type="text\/x-component" id="__flight">(.*?)<\/script>/s)![1]!,
    ) as string;
    expect(block).not.toContain("offer-sheet");
    expect(block).not.toContain("compare-offer");
    expect(block.split('"Fresh Milk 2L"').length - 1).toBe(1);
    expect(block).toContain('"Budget Mart"'); // the cheaper milk it compares to
  });

  test("in Arabic: Arabic names and prices in dirhams, links to the Arabic offer URL", async () => {
    const { html } = await get(`/ar/catalogs/${ids.home}/page/1`);
    const areas = await select(html, "a[data-testid=offer-area]");
    const milk = areas.find((a) => a.attrs["data-offer-id"] === String(ids.milk))!;
    expect(milk.text).toBe("حليب طازج 2 لتر، 9.95 درهم، بدلاً من 14.95 درهم");
    expect(milk.attrs.href).toBe(`/ar/catalogs/${ids.home}/page/1?offer=${ids.milk}`);
  });

  test("?offer= highlights the offer and renders its sheet on the server", async () => {
    const { res, html } = await get(`/catalogs/${ids.home}/page/1?offer=${ids.milk}`);
    expect(res.status).toBe(200);
    const highlighted = await select(html, "a[data-testid=offer-area][aria-current=true]");
    expect(highlighted.map((a) => a.attrs["data-offer-id"])).toEqual([String(ids.milk)]);
    const [sheet] = await select(html, "[data-testid=offer-sheet]");
    expect(sheet).toBeDefined();
    const text = async (testid: string) => (await select(html, `[data-testid=${testid}]`))[0]?.text;
    expect(await text("offer-name")).toBe("Fresh Milk 2L");
    expect(await text("offer-name-other")).toBe("حليب طازج 2 لتر");
    expect(await text("offer-price")).toBe("AED 9.95");
    expect(await text("offer-was")).toBe("Was AED 14.95");
    expect(await text("offer-saving")).toBe("You save AED 5.00 (33%)");
    expect(await text("offer-unit-price")).toBe("AED 4.98 per litre");
    expect(await text("offer-valid-until")).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect((await select(html, "a[data-testid=offer-store]"))[0]?.attrs.href).toBe("/store/fresh-mart");
    // The same milk elsewhere, cheapest first, each to its page with the offer open; not the ended one.
    const compare = await select(html, "a[data-testid=compare-offer]");
    expect(compare.map((a) => a.attrs.href)).toEqual([
      `/catalogs/${ids.cheaper}/page/1?offer=${ids.cheaperMilk}`,
      `/catalogs/${ids.dearer}/page/1?offer=${ids.dearerMilk}`,
    ]);
    expect(compare[0]!.text).toContain("Budget Mart");
    expect(compare[0]!.text).toContain("AED 8.45");
    expect(html).not.toContain(`offer=${ids.endedMilk}`);
    // Sharing works without JavaScript through WhatsApp.
    const whatsapp = (await select(html, "a[data-testid=offer-share-whatsapp]"))[0]!;
    const shared = decodeURIComponent(new URL(whatsapp.attrs.href!).searchParams.get("text")!);
    expect(whatsapp.attrs.href!.startsWith("https://wa.me/?text=")).toBe(true);
    expect(shared).toContain(`http://localhost:3000/catalogs/${ids.home}/page/1?offer=${ids.milk}`);
    // Its own address, and its crop as the link preview.
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/catalogs/${ids.home}/page/1?offer=${ids.milk}"`,
    );
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://localhost:3000/media/offers/${ids.milk}\\.webp\\?v=[0-9a-z]+"`,
      ),
    );
  });

  test("the Arabic sheet is in Arabic", async () => {
    const { html } = await get(`/ar/catalogs/${ids.home}/page/1?offer=${ids.milk}`);
    const text = async (testid: string) => (await select(html, `[data-testid=${testid}]`))[0]?.text;
    expect(await text("offer-name")).toBe("حليب طازج 2 لتر");
    expect(await text("offer-price")).toBe("9.95 درهم");
    expect(await text("offer-was")).toBe("بدلاً من 14.95 درهم");
    expect(await text("offer-unit-price")).toBe("4.98 درهم للتر");
    const compare = await select(html, "a[data-testid=compare-offer]");
    expect(compare[0]!.attrs.href).toBe(`/ar/catalogs/${ids.cheaper}/page/1?offer=${ids.cheaperMilk}`);
    expect(compare[0]!.text).toContain("بادجت مارت");
  });

  test("an unknown, malformed or other page's offer id is the page without a highlight, not an error", async () => {
    for (const offer of ["999999", "abc", "-1", "1e3", String(ids.page2Offer), String(ids.cheaperMilk)]) {
      const { res, html } = await get(`/catalogs/${ids.home}/page/1?offer=${offer}`);
      expect({ offer, status: res.status }).toEqual({ offer, status: 200 });
      expect(await select(html, "[data-testid=offer-sheet]")).toHaveLength(0);
      expect(await select(html, "a[aria-current=true][data-testid=offer-area]")).toHaveLength(0);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/catalogs/${ids.home}/page/1"`);
    }
    // An empty one is cleaned away like every empty parameter (src/server/pages.ts).
    const empty = await app.request(`/catalogs/${ids.home}/page/1?offer=`);
    expect(empty.status).toBe(302);
    expect(empty.headers.get("location")).toBe(`/catalogs/${ids.home}/page/1`);
  });

  test("the page cache keeps `offer` on this page only; other parameters are dropped", async () => {
    expect(pageReads(publicPages)("catalogPage").has("offer")).toBe(true);
    expect(pageReads(publicPages)("catalogs").has("offer")).toBe(false);
    const first = await get(`/catalogs/${ids.home}/page/1?offer=${ids.milk}&utm_source=x`);
    expect(await select(first.html, "[data-testid=offer-sheet]")).toHaveLength(1);
    const plain = await get(`/catalogs/${ids.home}/page/1?utm_source=y`);
    expect(await select(plain.html, "[data-testid=offer-sheet]")).toHaveLength(0);
  });

  test("an ended catalogue's page stays 410 with or without an offer", async () => {
    const { res, html } = await get(`/catalogs/${ids.ended}/page/1?offer=${ids.endedMilk}`);
    expect(res.status).toBe(410);
    expect(html).not.toContain('data-testid="offer-sheet"');
  });
});

describe("an offer's crop", () => {
  test("is a WebP cut from the page image, kept long when the version matches", async () => {
    const { html } = await get(`/catalogs/${ids.home}/page/1?offer=${ids.milk}`);
    const og = html.match(/<meta property="og:image" content="http:\/\/localhost:3000([^"]+)"/)![1]!;
    const res = await app.request(og);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(body.slice(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(body.slice(8, 12))).toBe("WEBP");
    // Another version (an old link) gets the current crop, kept briefly.
    const stale = await app.request(`/media/offers/${ids.milk}.webp?v=old`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
  });

  test("404 for an unknown offer, an ended catalogue's, and anything that is not an id", async () => {
    for (const path of [
      "/media/offers/999999.webp",
      `/media/offers/${ids.endedMilk}.webp`,
      "/media/offers/abc.webp",
      "/media/offers/01.webp",
      `/media/offers/${ids.milk}.png`,
      "/media/offers/../pages/x.webp",
      "/media/offers/%2e%2e%2fx.webp",
    ]) {
      const res = await app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});

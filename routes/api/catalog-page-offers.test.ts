/**
 * GET /api/catalogs/{id}/pages/{n}/offers through the real app, over the Carrefour demo flyer
 * processed for real (six bilingual offers a page) and twins of it in other stores: what the
 * catalogue viewer draws over a page and shows in an offer's sheet (the offers of that page in
 * the API's shape, each with the same product elsewhere, cheapest first; the store and the date
 * the offers run to); 404 for what shoppers may not see, 400 for a malformed id or page.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { processQueue } from "#tests/helpers/catalog-pages.ts";

// Seeding processes a four-page PDF in a child process.
setDefaultTimeout(90_000);

const FLYER = join(import.meta.dir, "../../db/seed/data/flyers/carrefour-fresh-market-offers.pdf");
const today = dubaiToday();
const ids: Record<string, number> = {};

const { anon, app, env } = startTestApp({
  seed: async (db, dataDir) => {
    mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
    copyFileSync(FLYER, join(dataDir, "media", "catalogs", "fresh.pdf"));
    const catalogue = (name: string, nameAr: string, expiryDate: string | null) => {
      const storeId = insertStore(db, { name, nameAr, slug: name.toLowerCase().replace(/ /g, "-") }).id;
      const o = { storeId, title: `${name} Fresh`, fileUrl: "/media/catalogs/fresh.pdf", coverImage: null };
      return insertCatalog(db, { ...o, pages: null, expiryDate }).id;
    };
    ids.home = catalogue("Fresh Mart", "فريش مارت", addDays(today, 6));
    ids.cheaper = catalogue("Budget Mart", "بادجت مارت", null);
    ids.ended = catalogue("Old Mart", "أولد مارت", addDays(today, -1));
    await processQueue(db, dataDir);
    // Queued after processing: it serves no pages yet.
    ids.queued = catalogue("New Mart", "نيو مارت", null);
    const milk = (catalogId: number) =>
      (
        db.$client
          .query("SELECT id FROM catalog_offers WHERE catalog_id = ? AND name = 'Fresh Milk 2L'")
          .get(catalogId) as { id: number }
      ).id;
    ids.milk = milk(ids.home);
    ids.cheaperMilk = milk(ids.cheaper);
    db.$client.run("UPDATE catalog_offers SET price = 8.45 WHERE id = ?", [ids.cheaperMilk]);
  },
});

type Compared = { id: number; catalogId: number; page: number; price: number; storeName: string };
type Offer = { id: number; page: number; name: string | null; price: number; was: number | null; compare: Compared[] };
type Answer = { data?: Offer[]; store?: unknown; validUntil?: string | null; error?: string };

const pageOffers = async (path: string) => {
  const { status, json } = await anon("GET", `/api/catalogs/${path}`);
  return { status, answer: json as Answer };
};

describe("GET /api/catalogs/{id}/pages/{n}/offers", () => {
  test("answers the page's offers as the catalogue's offers list has them, each with the same product elsewhere", async () => {
    const { status, answer } = await pageOffers(`${ids.home}/pages/1/offers`);
    expect(status).toBe(200);
    const all = (await anon("GET", `/api/catalogs/${ids.home}/offers`)).json as { data: Offer[] };
    const onPage = all.data.filter((o) => o.page === 1);
    expect(onPage).toHaveLength(6);
    expect(answer.data!.map(({ compare, ...o }) => o)).toEqual(onPage);
    const milk = answer.data!.find((o) => o.id === ids.milk)!;
    expect(milk).toMatchObject({ name: "Fresh Milk 2L", price: 9.95, was: 14.95 });
    // The cheaper store's milk; never the ended catalogue's.
    expect(milk.compare).toEqual([
      expect.objectContaining({ id: ids.cheaperMilk, catalogId: ids.cheaper, page: 1, price: 8.45 }),
    ]);
    expect(milk.compare[0]).toMatchObject({ storeName: "Budget Mart", storeNameAr: "بادجت مارت" });
    expect(answer.store).toEqual({ name: "Fresh Mart", nameAr: "فريش مارت", slug: "fresh-mart" });
    expect(answer.validUntil).toBe(addDays(today, 6));
  });

  test("a page of a catalogue that runs with no end date says so with null", async () => {
    const { status, answer } = await pageOffers(`${ids.cheaper}/pages/2/offers`);
    expect(status).toBe(200);
    expect(answer.data!.every((o) => o.page === 2)).toBe(true);
    expect(answer.validUntil).toBeNull();
  });

  test("what shoppers may not see is a 404: a page past the end, an ended, queued or unknown catalogue", async () => {
    const past = await pageOffers(`${ids.home}/pages/5/offers`);
    expect(past.status).toBe(404);
    expect(past.answer.error).toBe("Page not found");
    for (const id of [ids.ended, ids.queued, 999999]) {
      const { status, answer } = await pageOffers(`${id}/pages/1/offers`);
      expect(status).toBe(404);
      expect(answer.error).toBe(id === ids.queued ? "Page not found" : "Catalog not found");
    }
  });

  test("a malformed id or page number is a 400 with a readable message", async () => {
    for (const path of [`${ids.home}/pages/0/offers`, `${ids.home}/pages/01/offers`, "abc/pages/1/offers"]) {
      const { status, answer } = await pageOffers(path);
      expect(status).toBe(400);
      expect(answer.error).toBeString();
    }
    const { answer } = await pageOffers(`${ids.home}/pages/x/offers`);
    expect(JSON.stringify(answer)).toContain("page number");
  });

  test("gzipped for a client that takes gzip (the viewer asks on every page it shows)", async () => {
    const path = `/api/catalogs/${ids.home}/pages/1/offers`;
    const res = await app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    const unzipped = JSON.parse(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer()))));
    expect(unzipped).toEqual((await pageOffers(`${ids.home}/pages/1/offers`)).answer);
    expect((await app.request(path)).headers.get("Content-Encoding")).toBeNull();
  });

  test("an operator's deleted offer is not drawn", async () => {
    env.db.$client.run("UPDATE catalog_offers SET hidden = 1 WHERE id = ?", [ids.milk!]);
    try {
      const { answer } = await pageOffers(`${ids.home}/pages/1/offers`);
      expect(answer.data!.map((o) => o.id)).not.toContain(ids.milk);
    } finally {
      env.db.$client.run("UPDATE catalog_offers SET hidden = 0 WHERE id = ?", [ids.milk!]);
    }
  });
});

/**
 * GET /api/catalogs/{id}/offers through the real app, over a flyer of the offer test set
 * (tests/flyers/card-grid.pdf) processed for real: the offers found, in the API's shape;
 * 404 for a catalogue that serves no pages; and what an operator changed stays when the same
 * file is processed again.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import { catalogOffers } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadTruth } from "#tests/flyers/flyer-set.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { processQueue } from "#tests/helpers/catalog-pages.ts";

setDefaultTimeout(60_000);

const ids: Record<string, number> = {};
const FLYER = join(import.meta.dir, "../../tests/flyers/card-grid.pdf");

const { anon, env } = startTestApp({
  seed: async (db, dataDir) => {
    const storeId = insertStore(db, { name: "FreshWay", slug: "freshway" }).id;
    mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
    copyFileSync(FLYER, join(dataDir, "media", "catalogs", "card-grid.pdf"));
    ids.flyer = insertCatalog(db, {
      storeId,
      fileUrl: "/media/catalogs/card-grid.pdf",
      coverImage: null,
      pages: null,
    }).id;
    await processQueue(db, dataDir);
    // Queued after processing: it serves no pages yet.
    ids.queued = insertCatalog(db, { storeId, fileUrl: "/media/catalogs/card-grid.pdf", coverImage: null }).id;
  },
});

type Offer = {
  id: number;
  page: number;
  name: string | null;
  price: number;
  was: number | null;
  currency: string;
  box: Record<string, number>;
};
const offersOf = async (id: number) => {
  const { status, json } = await anon("GET", `/api/catalogs/${id}/offers`);
  return { status, offers: (json as { data?: Offer[] }).data ?? [], json };
};

describe("GET /api/catalogs/{id}/offers", () => {
  test("answers every offer printed on the flyer, with its price, previous price and box", async () => {
    const { status, offers } = await offersOf(ids.flyer!);
    expect(status).toBe(200);
    const truth = loadTruth("card-grid").offers;
    expect(offers).toHaveLength(truth.length);
    const milk = truth[0]!;
    expect(offers.find((o) => o.page === milk.page && o.price === milk.price && o.name === milk.name)).toMatchObject({
      was: milk.was,
      currency: "AED",
    });
    for (const o of offers) {
      expect(o.price).toBeGreaterThan(0);
      for (const v of Object.values(o.box)) expect(v >= 0 && v <= 1).toBe(true);
    }
  });

  test("a catalogue that serves no pages (queued) is a 404; an unknown one a 404; a malformed id a 400", async () => {
    expect((await offersOf(ids.queued!)).status).toBe(404);
    const unknown = await offersOf(999999);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: "Catalog not found", code: "not_found" });
    expect((await anon("GET", "/api/catalogs/abc/offers")).status).toBe(400);
  });

  test("an operator's edit and deletion stay when the same file is processed again", async () => {
    const [first, second] = (await offersOf(ids.flyer!)).offers;
    env.db
      .update(catalogOffers)
      .set({ name: "Operator's milk", edited: true })
      .where(eq(catalogOffers.id, first!.id))
      .run();
    env.db.update(catalogOffers).set({ hidden: true }).where(eq(catalogOffers.id, second!.id)).run();
    expect(requeueCatalogJobs(env.db, [ids.flyer!])).toBe(1);
    await processQueue(env.db, env.dataDir);
    const after = (await offersOf(ids.flyer!)).offers;
    expect(after).toHaveLength(loadTruth("card-grid").offers.length - 1); // the deleted one stays away
    expect(after.filter((o) => o.price === first!.price && o.page === first!.page).map((o) => o.name)).toEqual([
      "Operator's milk",
    ]);
    const hidden = env.db
      .select()
      .from(catalogOffers)
      .where(and(eq(catalogOffers.catalogId, ids.flyer!), eq(catalogOffers.hidden, true)))
      .all();
    expect(hidden.map((o) => o.id)).toEqual([second!.id]);
  });
});

/**
 * Shopping-list tests: a visitor that keeps the cookie the app gives it (as a browser does),
 * and a live catalogue with served pages and offers to add.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogOffers } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { type Caller, caller, type RequestTarget } from "./api.ts";

/** A caller that stores the visitor cookie from any answer and sends it back. */
export function visitor(app: RequestTarget): Caller & { cookie(): string | undefined } {
  let cookie: string | undefined;
  const call = caller(app, () => cookie);
  const keeping = (async (...args: Parameters<Caller>) => {
    const answer = await call(...args);
    const set = answer.res.headers.get("set-cookie");
    const mine = set?.match(/(?:__Host-)?uae_visitor=[^;]+/)?.[0];
    if (mine) cookie = mine;
    return answer;
  }) as Caller & { cookie(): string | undefined };
  keeping.cookie = () => cookie;
  return keeping;
}

const box = { boxX: 0.1, boxY: 0.1, boxWidth: 0.3, boxHeight: 0.2 };

/**
 * A store with a catalogue serving `pages` pages (as processing leaves it), and offers on page 1;
 * `expiryDate` null = no end. Returns the ids.
 */
export function catalogWithOffers(
  db: Db,
  o: {
    store: string;
    expiryDate?: string | null;
    pages?: number;
    offers: { name: string; nameAr?: string; price: number }[];
  },
) {
  const store = insertStore(db, { name: o.store, slug: o.store.toLowerCase().replace(/\W+/g, "-") });
  const catalog = insertCatalog(db, {
    storeId: store.id,
    title: `${o.store} Weekly`,
    expiryDate: o.expiryDate ?? null,
    pages: o.pages ?? 4,
  });
  db.run(
    sql`UPDATE catalog_jobs SET live_hash = ${`h${catalog.id}`}, live_pages = ${o.pages ?? 4} WHERE catalog_id = ${catalog.id}`,
  );
  const offers = o.offers.map(
    (offer) =>
      db
        .insert(catalogOffers)
        .values({ catalogId: catalog.id, page: 1, ...box, ...offer })
        .returning({ id: catalogOffers.id })
        .get().id,
  );
  return { storeId: store.id, catalogId: catalog.id, offers };
}

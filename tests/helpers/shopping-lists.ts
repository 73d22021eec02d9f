/**
 * Shopping-list tests: a visitor that keeps the cookie the app gives it (as a browser does),
 * and a live catalogue with served pages and offers to add.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { catalogOffers, catalogPages } from "#db/schema.ts";
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
 * A store with a catalogue serving `pages` pages (as processing leaves it: the job's folder and
 * page rows; the offer search joins them), and offers on page 1;
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
  const pageRows = Array.from({ length: o.pages ?? 4 }, (_, i) => ({
    catalogId: catalog.id,
    page: i + 1,
    text: o.offers.map((offer) => offer.name).join("\n"),
    width: 1200,
    height: 1600,
  }));
  db.insert(catalogPages).values(pageRows).run();
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

/** A browser without JavaScript: GETs pages and posts forms with the visitor cookie it was given. */
export function formBrowser(app: RequestTarget, headers: Record<string, string> = {}) {
  let cookie: string | undefined;
  const keep = (res: Response) => {
    const mine = res.headers.get("set-cookie")?.match(/(?:__Host-)?uae_visitor=[^;]+/)?.[0];
    if (mine) cookie = mine;
    return res;
  };
  return {
    cookie: () => cookie,
    useCookieOf(other: { cookie(): string | undefined }) {
      cookie = other.cookie();
    },
    async get(path: string) {
      const res = keep(await app.request(path, { headers: cookie ? { Cookie: cookie } : {} }));
      return { res, html: await res.text() };
    },
    async post(path: string, fields: Record<string, string | number>) {
      const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      return keep(
        await app.request(path, {
          method: "POST",
          body,
          headers: {
            "Sec-Fetch-Site": "same-origin",
            "Content-Type": "application/x-www-form-urlencoded",
            ...(cookie ? { Cookie: cookie } : {}),
            ...headers,
          },
        }),
      );
    },
  };
}

/** Visible text of HTML: tags and React's <!-- --> separators out, spaces folded. */
export const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

/**
 * The shopper mix's addresses (issue 28 item 4): every public address a shopper reaches, in both
 * languages, read from the data set — home, the list pages (each page of /stores and /catalogs,
 * their category and emirate filters, the blog), every store (and its tabs), every branch, every
 * page of a current catalogue, the first offers' own addresses, 500 distinct searches and the few
 * fixed pages — ranked, then asked for with Zipf's law over the ranks, as real traffic is: a few
 * addresses take most requests, and a long tail is asked for rarely (and so rendered).
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";

export type MixKind = "home" | "list" | "store" | "branch" | "catalogue page" | "offer" | "search" | "other";
export type MixAddress = { path: string; kind: MixKind };

/** Zipf's exponent: 1 is the classic fit for web page popularity. */
export const ZIPF_EXPONENT = 1;
/** Distinct searches in the mix (the number). */
const SEARCHES = 500;
const SEED = 28;
/** Offer addresses taken from each catalogue. */
const OFFERS_A_CATALOGUE = 3;

/** A small seeded generator (mulberry32): the same data set gives the same mix on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const column = (db: Database, sql: string) => (db.query(sql).all() as { v: string }[]).map((r) => r.v);

/** Words shoppers would type: offer and store names, their words, and category names; 500 distinct. */
function searchTerms(db: Database): string[] {
  const names = [
    ...column(db, "SELECT name AS v FROM catalog_offers WHERE name IS NOT NULL"),
    ...column(db, "SELECT name_ar AS v FROM catalog_offers WHERE name_ar IS NOT NULL"),
    ...column(db, "SELECT name AS v FROM categories"),
    ...column(db, "SELECT name AS v FROM stores"),
  ];
  const words = names.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const terms = [...new Set([...words, ...names.map((n) => n.toLowerCase())])];
  return shuffle(terms, seeded(SEED + 1)).slice(0, SEARCHES);
}

/** The last page of a paged list (a page past the end redirects to it). */
async function lastPage(origin: string, path: string): Promise<number> {
  const res = await fetch(`${origin}${path}?page=100000`, { redirect: "manual" });
  await res.arrayBuffer();
  const page = Number(new URL(res.headers.get("location") ?? "/?page=1", origin).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Every address, ranked: home and the first list pages first (what most visits start from), then
 * all the others in a seeded random order, each in English and Arabic side by side.
 */
export async function mixAddresses(dataDir: string, origin: string, today: string): Promise<MixAddress[]> {
  const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
  const rest: MixAddress[] = [];
  const add = (kind: MixKind, paths: string[]) => {
    for (const path of paths) rest.push({ path, kind });
  };
  try {
    const [storePages, catalogPages] = [await lastPage(origin, "/stores"), await lastPage(origin, "/catalogs")];
    const pages = (path: string, last: number) => Array.from({ length: last - 1 }, (_, i) => `${path}?page=${i + 2}`);
    const categories = column(db, "SELECT slug AS v FROM categories");
    const emirates = column(db, "SELECT slug AS v FROM emirates");
    add("list", [
      ...pages("/stores", storePages),
      ...pages("/catalogs", catalogPages),
      ...categories.map((c) => `/stores?category=${c}`),
      ...emirates.flatMap((e) => [`/stores?emirate=${e}`, `/catalogs?emirate=${e}`, `/?emirate=${e}`]),
      "/blog",
    ]);
    const slugs = column(db, "SELECT slug AS v FROM stores");
    add(
      "store",
      slugs.map((s) => `/store/${s}`),
    );
    add(
      "store",
      slugs.flatMap((s) => ["branches", "catalogs"].map((tab) => `/store/${s}?tab=${tab}`)),
    );
    add(
      "branch",
      column(
        db,
        "SELECT '/branch/' || s.slug || '/' || b.slug AS v FROM branches b JOIN stores s ON s.id = b.store_id",
      ),
    );
    // Pages of the catalogues shoppers can open today (processed, started, not ended).
    const current = `c.start_date <= '${today}' AND (c.expiry_date IS NULL OR c.expiry_date >= '${today}')`;
    add(
      "catalogue page",
      (
        db
          .query(
            `SELECT c.id AS id, j.live_pages AS pages FROM catalogs c JOIN catalog_jobs j ON j.catalog_id = c.id
             WHERE j.live_pages > 0 AND ${current}`,
          )
          .all() as { id: number; pages: number }[]
      ).flatMap((c) => Array.from({ length: c.pages }, (_, p) => `/catalogs/${c.id}/page/${p + 1}`)),
    );
    // The first offers of each catalogue: a catalogue's every offer would be two thirds of all the
    // addresses (about 150,000 at scale 100), and shoppers reach offers through their pages.
    add(
      "offer",
      column(
        db,
        `SELECT v FROM (SELECT '/catalogs/' || o.catalog_id || '/page/' || o.page || '?offer=' || o.id AS v,
           row_number() OVER (PARTITION BY o.catalog_id ORDER BY o.id) AS n
         FROM catalog_offers o JOIN catalogs c ON c.id = o.catalog_id JOIN catalog_jobs j ON j.catalog_id = c.id
         WHERE o.page <= j.live_pages AND ${current}) WHERE n <= ${OFFERS_A_CATALOGUE}`,
      ),
    );
    add(
      "search",
      searchTerms(db).map((q) => `/search?q=${encodeURIComponent(q)}`),
    );
    add("other", [
      ...column(db, "SELECT '/blog/' || slug AS v FROM blog_posts WHERE status = 'published'"),
      "/about",
      "/contact",
    ]);
  } finally {
    db.close();
  }
  const head: MixAddress[] = [
    { path: "/", kind: "home" },
    { path: "/stores", kind: "list" },
    { path: "/catalogs", kind: "list" },
  ];
  const ranked = [...head, ...shuffle(rest, seeded(SEED))];
  return ranked.flatMap((a) => [a, { path: a.path === "/" ? "/ar" : `/ar${a.path}`, kind: a.kind }]);
}

/** Ranks 0..n-1 drawn with probability proportional to 1/(rank+1)^s, by a cumulative table. */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += 1 / (i + 1) ** s;
    cumulative[i] = total;
  }
  return () => {
    const x = random() * total;
    let [lo, hi] = [0, n - 1];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** `count` requests as the mix asks them, in order (the same for the same seed). */
export function mixSequence(addresses: MixAddress[], count: number, seed: number): MixAddress[] {
  const draw = zipfSampler(addresses.length, ZIPF_EXPONENT, seeded(seed));
  return Array.from({ length: count }, () => addresses[draw()]!);
}

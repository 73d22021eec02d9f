/**
 * The bilingual demo flyers (data/flyers.ts): committed and small, printing the offers the seed
 * describes, with Arabic that PDFium (what catalogue processing reads PDFs with) gives back as
 * Arabic words; and in the seeded demo they are live catalogues on any day, so "milk", "حليب",
 * "tv" and "تلفزيون" always have a live page to find.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";
import { addDays } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { CATALOG_TITLES_AR } from "./data/catalogs-ar.ts";
import { FLYER_FIXTURES, fixtureOffers } from "./data/flyers.ts";
import { PRODUCT_LINES } from "./data/products.ts";
import { PRODUCT_NAMES_AR } from "./data/products-ar.ts";
import { DEMO_STORES } from "./data/stores.ts";
import { seedDemo } from "./demo.ts";
import { FLYER_FILES } from "./flyer-files.ts";
import { aed } from "./offers.ts";
import { planCatalogs } from "./steps/catalog-plan.ts";

/** Each page's text as catalogue processing extracts it (PDFium, split ligatures put back). */
async function pageTexts(file: string): Promise<string[]> {
  const doc = await openPdf(file);
  try {
    return Array.from({ length: doc.pageCount }, (_, i) => {
      const page = doc.page(i + 1);
      try {
        return page.text();
      } finally {
        page.close();
      }
    });
  } finally {
    doc.close();
  }
}

const fixtureBytes = (file: string) => new Uint8Array(readFileSync(FLYER_FILES[file]!));

describe("the committed flyers", () => {
  test("each fixture is committed and imported, under 80 KB, for a demo store with an Arabic name", () => {
    expect(Object.keys(FLYER_FILES).sort()).toEqual(FLYER_FIXTURES.map((f) => f.file).sort());
    for (const f of FLYER_FIXTURES) {
      expect(statSync(FLYER_FILES[f.file]!).size).toBeLessThan(80 * 1024);
      expect(DEMO_STORES.find((s) => s.name === f.store)?.nameAr).toBeString();
      // An everyday title fits any validity the plan gives it.
      expect(PRODUCT_LINES[f.line].titles as readonly string[]).toContain(f.title);
      expect(CATALOG_TITLES_AR[f.title]).toBeString();
    }
  });

  test("every product of the bilingual lines has its Arabic name", () => {
    const lines = new Set(FLYER_FIXTURES.map((f) => f.line));
    const products = [...lines].flatMap((line) => PRODUCT_LINES[line].products.map(([name]) => name));
    expect(products.filter((name) => !PRODUCT_NAMES_AR[name])).toEqual([]);
    for (const name of Object.values(PRODUCT_NAMES_AR)) expect(name).toMatch(/^\p{Script=Arabic}/u);
    expect(PRODUCT_NAMES_AR["Fresh Milk 2L"]).toContain("حليب");
    expect(PRODUCT_NAMES_AR['55" 4K Smart TV']).toContain("تلفزيون");
  });

  // Fails when a fixture, its products or prices change without `npm run make:flyers`.
  test("each prints the pages and offers the seed describes, in English and in Arabic that extracts as Arabic", async () => {
    for (const f of FLYER_FIXTURES) {
      const texts = await pageTexts(FLYER_FILES[f.file]!);
      const offers = fixtureOffers(f);
      expect({ file: f.file, pages: texts.length }).toEqual({ file: f.file, pages: f.pages });
      texts.forEach((text, p) => {
        const wanted = [f.store, f.title, "While stocks last", "حتى نفاد الكمية"];
        const arabic = [CATALOG_TITLES_AR[f.title]!];
        for (const o of offers[p]!) {
          const price = aed(o.price);
          wanted.push(o.product, price, `${price.slice(4)} درهم`);
          arabic.push(PRODUCT_NAMES_AR[o.product]!);
        }
        wanted.push(...arabic);
        expect({ file: f.file, page: p + 1, missing: wanted.filter((w) => !text.includes(w)) }).toEqual({
          file: f.file,
          page: p + 1,
          missing: [],
        });
        // Nothing dated: the rows' dates follow the day the demo is seeded.
        expect(text).not.toMatch(
          /\b20\d\d\b|\bvalid\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|سارية (من|حتى) \d/,
        );
      });
    }
  });
});

describe("in the seeded demo", async () => {
  const today = "2026-11-23";
  const env = freshDb();
  afterAll(() => env.cleanup());
  // Two copies: a copy's catalogues reuse the first copy's files.
  await seedDemo(env.db, { dataDir: env.dataDir, scale: 2, today });
  const rows = env.db.$client
    .query(
      `SELECT s.name AS store, k.title, k.title_ar, k.description, k.pages, k.file_url, k.start_date, k.expiry_date
       FROM catalogs k JOIN stores s ON s.id = k.store_id ORDER BY k.id`,
    )
    .all() as {
    store: string;
    title: string;
    title_ar: string | null;
    description: string;
    pages: number;
    file_url: string;
    start_date: string;
    expiry_date: string | null;
  }[];
  const live = rows.filter((r) => r.start_date <= today && (r.expiry_date === null || r.expiry_date >= today));
  const bytesOf = (url: string) => new Uint8Array(readFileSync(join(env.dataDir, url)));

  test("each fixture is a live catalogue of its store and its copy, titled and paged as the flyer", () => {
    for (const f of FLYER_FIXTURES) {
      const using = live.filter((r) => Buffer.from(bytesOf(r.file_url)).equals(fixtureBytes(f.file)));
      expect(using.map((r) => r.store)).toEqual([f.store, `${f.store} 2`]);
      const first = fixtureOffers(f)[0]!.slice(0, 3);
      for (const r of using) {
        expect(r).toMatchObject({ title: f.title, title_ar: CATALOG_TITLES_AR[f.title]!, pages: f.pages });
        expect(r.expiry_date === null).toBe(f.openEnded);
        expect(r.description).toContain(first.map((o) => o.product).join(", "));
      }
      expect(new Set(using.map((r) => r.file_url)).size).toBe(1);
    }
  });

  test("live catalogues' pages have milk and a TV, in English and in Arabic", async () => {
    const urls = [...new Set(live.map((r) => r.file_url))];
    const pages = (await Promise.all(urls.map((url) => pageTexts(join(env.dataDir, url))))).flat();
    for (const word of ["Milk", "TV", "حليب", "تلفزيون"])
      expect({ word, found: pages.some((t) => t.includes(word)) }).toEqual({ word, found: true });
  });

  test("on any day of three years, every fixture is a live catalogue of its store, the open-ended ones with no end", () => {
    for (let day = "2025-01-01"; day <= "2027-12-31"; day = addDays(day, 5)) {
      const plan = planCatalogs(day);
      for (const f of FLYER_FIXTURES) {
        const s = DEMO_STORES.findIndex((store) => store.name === f.store);
        const planned = plan[s]!.filter((c) => c.fixture === f);
        expect({ day, file: f.file, count: planned.length }).toEqual({ day, file: f.file, count: 1 });
        const c = planned[0]!;
        expect(c.startDate <= day && (c.expiryDate === null || c.expiryDate >= addDays(day, 7))).toBe(true);
        expect(c.expiryDate === null).toBe(f.openEnded);
      }
    }
  });
});

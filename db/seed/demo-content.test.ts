/**
 * The demo reads like a real directory: branches at distinct real places, flyer prices a shopper
 * would believe, campaign names that match when catalogues run, articles dated by their titles,
 * and a live catalogue in every category the /catalogs filter offers.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";
import { addDays } from "#lib/dates.ts";
import { EMIRATES } from "#lib/emirates.ts";
import { CATALOG_CATEGORIES } from "#lib/taxonomy.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { DEMO_CATEGORIES } from "./data/categories.ts";
import { AREA_CODES, PLACES } from "./data/places.ts";
import { PRODUCT_LINES, type Product } from "./data/products.ts";
import { SEASONS, seasonById, windowsAround } from "./data/seasons.ts";
import { seedDemo } from "./demo.ts";
import { offerFor } from "./offers.ts";
import { seededRandom } from "./random.ts";
import { planCatalogs } from "./steps/catalog-plan.ts";
import { demoPosts } from "./steps/posts.ts";

// A November day: the season in which the old demo showed "Summer Surprises" and "Back to School".
const today = "2026-11-23";
const env = freshDb();
afterAll(() => env.cleanup());
await seedDemo(env.db, { dataDir: env.dataDir, scale: 2, today });
const q = <T>(sql: string) => env.db.$client.query(sql).all() as T[];

/** Every day from `from` to `to`, `step` days apart. */
function days(from: string, to: string, step: number): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, step)) out.push(d);
  return out;
}
const YEARS = days("2025-01-01", "2027-12-31", 4);

describe("branches", () => {
  const rows = q<{
    store: string;
    storeId: number;
    name: string;
    slug: string;
    phone: string;
    emirate: string;
    address: string;
  }>(
    `SELECT s.name AS store, s.id AS storeId, b.name, b.slug, b.phone, e.slug AS emirate, b.address
     FROM branches b JOIN stores s ON s.id = b.store_id JOIN emirates e ON e.id = b.emirate_id`,
  );

  test("a store never has two branches with the same name or slug", () => {
    const seen = new Set<string>();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      for (const key of [`${r.storeId} name ${r.name}`, `${r.storeId} slug ${r.slug}`]) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  test("every branch has its own phone number, dialled with its city's area code", () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    for (const r of rows) {
      const place = PLACES[r.emirate]!.find((p) => r.name.endsWith(` - ${p.name}`))!;
      expect(r.phone).toStartWith(`+971 ${place.areaCode ?? AREA_CODES[r.emirate]} `);
    }
  });

  test("a branch is named after its store and a real mall or area of its emirate", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const places = PLACES[r.emirate]!.map((p) => `${r.store} - ${p.name}`);
      expect(places).toContain(r.name);
      expect(r.address).toEndWith(`, ${EMIRATES.find((e) => e.slug === r.emirate)!.name}`);
    }
  });
});

describe("flyer prices", () => {
  const ranges = new Map<string, Product>();
  for (const line of Object.values(PRODUCT_LINES)) for (const p of line.products) ranges.set(p[0], p);

  test("a product sold in two lines has the same price range in both", () => {
    for (const line of Object.values(PRODUCT_LINES)) for (const p of line.products) expect(ranges.get(p[0])).toEqual(p);
  });

  test("every range is what a UAE shopper would expect for that kind of product", () => {
    // What a shopper knows, in AED: [pattern, lowest believable, highest believable].
    const sense: [RegExp, number, number][] = [
      [
        /^(Donut Dozen|Muffin|Latte|Iced Latte|Iced Capp|Cappuccino|Croissant|Cookie|Breakfast Wrap|Hot Chocolate|Cold Brew|Chicken Panini|Timbits|Double Double)\b/,
        5,
        60,
      ],
      [/TV/, 800, 6000],
      [/^(Smartphone|Laptop \d|Gaming Laptop|Refrigerator|Treadmill|3-Seater Sofa|Dining Set)/, 800, 9000],
      [
        /^(Basmati Rice|Fresh Chicken|Fresh Milk|Eggs|Tomatoes|Bananas|Laban|Orange Juice|Mineral Water|Yoghurt|Hummus)\b/,
        2,
        60,
      ],
      [/Gold (Bangle|Chain|Coin|Anklet|Ring)|Diamond|Solitaire|Tennis Bracelet/, 700, 20000],
      [/^(Notebook|Gel Pens|Colouring Pencils|Highlighters|Sticky Notes|Stapler|A4 Paper)\b/, 5, 60],
    ];
    for (const [pattern, low, high] of sense) {
      const matching = [...ranges.values()].filter(([name]) => pattern.test(name));
      expect(matching.length).toBeGreaterThan(0);
      for (const [name, min, max] of matching) {
        expect({ name, min: min >= low, max: max <= high }).toEqual({ name, min: true, max: true });
      }
    }
    for (const [name, min, max] of ranges.values()) {
      expect({ name, ok: min > 0 && max > min && max <= min * 5 }).toEqual({ name, ok: true });
    }
  });

  test("an offer is priced inside its product's range, below a was-price at most twice as high", () => {
    const random = seededRandom(7);
    for (const product of ranges.values()) {
      for (let i = 0; i < 50; i++) {
        const o = offerFor(product, random);
        expect(o.price).toBeWithin(product[1], product[2] + 0.001);
        expect(o.was).toBeGreaterThan(o.price);
        expect(o.was).toBeLessThanOrEqual(o.price * 2);
      }
    }
  });

  test("every demo PDF prints each product once, at a price inside its range", async () => {
    const files = q<{ file_url: string }>("SELECT DISTINCT file_url FROM catalogs");
    expect(files.length).toBeGreaterThan(40);
    for (const { file_url } of files) {
      const data = new Uint8Array(readFileSync(join(env.dataDir, file_url)));
      const doc = await getDocument({ data, isEvalSupported: false, verbosity: VerbosityLevel.ERRORS }).promise;
      const seen = new Set<string>();
      for (let n = 1; n <= doc.numPages; n++) {
        const text = (await (await doc.getPage(n)).getTextContent()).items
          .map((i) => ("str" in i ? i.str.trim() : ""))
          .filter(Boolean);
        let offers = 0;
        text.forEach((s, i) => {
          if (!ranges.has(s)) return;
          const [, min, max] = ranges.get(s)!;
          const price = Number(text[i + 1]!.replace(/^AED |,/g, ""));
          const was = Number(text[i + 2]!.replace(/^AED |,/g, ""));
          expect({ file_url, product: s, price, inRange: price >= min && price <= max && was > price }).toEqual({
            file_url,
            product: s,
            price,
            inRange: true,
          });
          expect(seen.has(s)).toBe(false);
          seen.add(s);
          offers++;
        });
        expect(offers).toBeGreaterThan(0);
      }
      await doc.destroy();
    }
  });
});

describe("catalogue names match the dates they run", () => {
  const seasonOf = new Map(SEASONS.flatMap((s) => s.titles.map((t) => [t, s] as const)));
  const everyday = new Map<string, Set<string>>(); // catalogue category -> everyday titles
  for (const line of Object.values(PRODUCT_LINES)) {
    const set = everyday.get(line.category) ?? new Set();
    for (const t of line.titles) set.add(t);
    everyday.set(line.category, set);
  }
  const dayCount = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

  /** Why `title` is wrong for a catalogue of `category` from `start` to `end`, or null when it fits. */
  function misfit(title: string, category: string, start: string, end: string | null): string | null {
    const season = seasonOf.get(title);
    if (season) {
      if (!end) return "an open-ended catalogue named after a season";
      const fits = windowsAround(season, start).some((w) => w.start <= start && end <= w.end);
      return fits ? null : `"${title}" from ${start} to ${end}`;
    }
    if (title === "Weekend Deals") {
      const day = new Date(`${start}T00:00:00Z`).getUTCDay();
      return end && day >= 4 && dayCount(start, end) <= 7 - day ? null : `"Weekend Deals" from ${start} to ${end}`;
    }
    if (title === "Weekly Offers") return end && dayCount(start, end) <= 7 ? null : `"Weekly Offers" to ${end}`;
    return everyday.get(category)?.has(title) ? null : `"${title}" is not a ${category} title`;
  }

  test("in the seeded demo (a November day): no summer, school or Ramadan flyer, and every title fits its dates", () => {
    const rows = q<{ title: string; category: string; start_date: string; expiry_date: string | null }>(
      "SELECT title, category, start_date, expiry_date FROM catalogs",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.title).not.toMatch(/Summer|School|Ramadan|Eid Al (Fitr|Adha)|Winter|Valentine/);
      expect(misfit(r.title, r.category, r.start_date, r.expiry_date)).toBeNull();
    }
    // The season shows: some catalogues carry a November campaign's name.
    expect(rows.some((r) => /White Friday|National Day|Eid Al Etihad|11\.11/.test(r.title))).toBe(true);
  });

  test("on any day of three years: every title fits its dates, a store never repeats one, and every filter category has a live catalogue", () => {
    for (const day of YEARS) {
      const plan = planCatalogs(day);
      const live = new Set<string>();
      for (const store of plan) {
        expect(new Set(store.map((c) => c.title)).size).toBe(store.length);
        for (const c of store) {
          const category = PRODUCT_LINES[c.line].category;
          expect({ day, misfit: misfit(c.title, category, c.startDate, c.expiryDate) }).toEqual({ day, misfit: null });
          if (c.startDate <= day && (c.expiryDate === null || c.expiryDate >= day)) live.add(category);
        }
      }
      expect({ day, empty: CATALOG_CATEGORIES.filter((c) => !live.has(c)) }).toEqual({ day, empty: [] });
    }
  });

  test("the seeded demo has a live catalogue in every category the /catalogs filter offers, and a store in every store category", () => {
    const live = q<{ category: string }>(
      `SELECT DISTINCT category FROM catalogs WHERE start_date <= '${today}' AND (expiry_date IS NULL OR expiry_date >= '${today}')`,
    ).map((r) => r.category);
    expect(live.sort()).toEqual([...CATALOG_CATEGORIES].sort());
    const used = q<{ name: string }>("SELECT DISTINCT c.name FROM categories c JOIN stores s ON s.category_id = c.id");
    expect(used.map((c) => c.name).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
  });
});

describe("blog posts are dated by what their titles say", () => {
  const seasonFor: [RegExp, Parameters<typeof seasonById>[0]][] = [
    [/Dubai Shopping Festival/, "dsf"],
    [/Ramadan/, "ramadan"],
    [/Back to School/, "back-to-school"],
    [/Summer Sale/, "summer-sale"],
    [/Summer Flight/, "summer-travel"],
    [/National Day/, "national-day"],
    [/Eid Al Adha/, "eid-al-adha"],
  ];

  /** Why `title` dated `date` reads wrong, or null. */
  function misfit(title: string, date: string, seeded: string): string | null {
    if (date > seeded) return `${title} is dated after the day the demo was made`;
    const year = title.match(/\b20\d\d\b/)?.[0];
    if (year && year !== date.slice(0, 4)) return `${title} dated ${date}`;
    for (const [pattern, id] of seasonFor) {
      if (!pattern.test(title)) continue;
      // Written in the month before the season starts, or while it runs.
      const near = windowsAround(seasonById(id), date).some((w) => addDays(w.start, -30) <= date && date <= w.end);
      if (!near) return `${title} dated ${date}`;
    }
    return null;
  }

  test("in the seeded demo (a November day): the DSF guide names the year it is dated in", () => {
    const posts = q<{ title: string; publish_date: string }>("SELECT title, publish_date FROM blog_posts");
    expect(posts.find((p) => p.title.startsWith("Dubai Shopping Festival"))).toMatchObject({
      title: "Dubai Shopping Festival 2026: How to Plan Your Best Haul",
    });
    for (const p of posts) expect(misfit(p.title, p.publish_date, today)).toBeNull();
  });

  test("seeded on any day of three years, every post's date matches its title", () => {
    for (const day of YEARS) {
      const posts = demoPosts(day);
      expect(posts.length).toBeGreaterThan(0);
      for (const p of posts)
        expect({ day, misfit: misfit(p.title, p.publishDate, day) }).toEqual({ day, misfit: null });
    }
  });
});

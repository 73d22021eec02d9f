import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { countContent } from "#db/queries/database.ts";
import { addDays } from "#lib/dates.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { seedDemo } from "./demo.ts";

const today = "2025-06-14";
const envs: ReturnType<typeof freshDb>[] = [];
afterAll(() => {
  for (const e of envs) e.cleanup();
});

async function seeded(scale = 1) {
  const env = freshDb();
  envs.push(env);
  const summary = await seedDemo(env.db, { dataDir: env.dataDir, scale, today });
  return {
    ...env,
    summary,
    q: <T>(sql: string, ...args: (string | number)[]) => env.db.$client.query(sql).all(...args) as T[],
  };
}

describe("seedDemo", async () => {
  const env = await seeded();

  test("says what it did and how long it took", () => {
    expect(env.summary).toMatch(
      /^Seeded \d+ stores, \d+ branches, \d+ catalogues \(\d+ PDF files\), \d+ blog posts in \d+ ms$/,
    );
  });

  test("makes at least 30 stores over at least 8 categories, some featured and some premium", () => {
    const stores = env.q<{ featured: number; premium: number; category_id: number; website: string | null }>(
      "SELECT featured, premium, category_id, website FROM stores",
    );
    expect(stores.length).toBeGreaterThanOrEqual(30);
    expect(new Set(stores.map((s) => s.category_id)).size).toBeGreaterThanOrEqual(8);
    expect(stores.some((s) => s.featured)).toBe(true);
    expect(stores.some((s) => s.premium)).toBe(true);
    expect(stores.some((s) => s.website) && stores.some((s) => !s.website)).toBe(true);
  });

  test("every store has a logo and cover image file that exists offline", () => {
    const stores = env.q<{ logo: string; image: string }>("SELECT logo, image FROM stores");
    expect(stores.length).toBeGreaterThan(0);
    for (const s of stores) {
      for (const url of [s.logo, s.image]) expect(readFileSync(join(env.dataDir, url), "utf8")).toStartWith("<svg");
    }
  });

  test("makes at least 100 branches over all seven emirates with UAE phones and coordinates", () => {
    const rows = env.q<{ slug: string; phone: string; latitude: string | null; longitude: string | null }>(
      "SELECT e.slug, b.phone, b.latitude, b.longitude FROM branches b JOIN emirates e ON e.id = b.emirate_id",
    );
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(7);
    for (const r of rows) {
      expect(r.phone).toMatch(/^\+971 \d /);
      if (r.latitude === null) continue;
      expect(Number(r.latitude)).toBeWithin(22.5, 26.5);
      expect(Number(r.longitude)).toBeWithin(51, 56.5);
    }
    expect(rows.some((r) => r.latitude === null)).toBe(true);
  });

  test("makes at least 40 catalogues, some expired and some current, each with a real multi-page PDF", async () => {
    const rows = env.q<{ file_url: string; pages: number; expiry_date: string | null }>(
      "SELECT file_url, pages, expiry_date FROM catalogs",
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.some((r) => r.expiry_date !== null && r.expiry_date < today)).toBe(true);
    expect(rows.some((r) => r.expiry_date === null || r.expiry_date >= today)).toBe(true);
    expect(
      rows.some((r) => r.expiry_date !== null && r.expiry_date >= today && r.expiry_date <= addDays(today, 2)),
    ).toBe(true);
    for (const r of rows) {
      const bytes = readFileSync(join(env.dataDir, r.file_url));
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(r.pages);
      expect(r.pages).toBeGreaterThan(1);
    }
  });

  test("makes at least 8 blog posts in all three statuses, and the achievements", () => {
    const posts = env.q<{ status: string }>("SELECT status FROM blog_posts");
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(["published", "draft", "archived"]));
    expect(env.q("SELECT id FROM achievements")).toHaveLength(7);
  });

  test("adds nothing to a database that already has stores", async () => {
    const before = countContent(env.db);
    const again = await seedDemo(env.db, { dataDir: env.dataDir, scale: 1, today });
    expect(again).toContain("nothing was added");
    expect(countContent(env.db)).toEqual(before);
  });

  test("is deterministic: the same inputs give the same rows", async () => {
    const other = await seeded();
    const sig = (e: typeof env) =>
      e.q(
        "SELECT s.slug, s.name_ar, s.description_ar, b.slug AS branch, b.name_ar AS branch_ar, b.address_ar, b.hours_ar, b.latitude, b.phone FROM stores s JOIN branches b ON b.store_id = s.id ORDER BY s.id, b.id",
      );
    expect(sig(other)).toEqual(sig(env));
    const cat = (e: typeof env) =>
      e.q(
        "SELECT title, title_ar, description, description_ar, category, start_date, expiry_date, pages FROM catalogs ORDER BY id",
      );
    expect(cat(other)).toEqual(cat(env));
    const posts = (e: typeof env) =>
      e.q("SELECT title, title_ar, content_ar, languages, slug, publish_date FROM blog_posts ORDER BY id");
    expect(posts(other)).toEqual(posts(env));
    const pdf = (e: typeof env) => readFileSync(join(e.dataDir, "media/catalogs/carrefour-1.pdf"));
    expect(pdf(other).equals(pdf(env))).toBe(true);
  });

  test("--scale 2 doubles the stores, branches and catalogues", async () => {
    const doubled = await seeded(2);
    const one = countContent(env.db);
    const two = countContent(doubled.db);
    expect(two.stores).toBe(one.stores * 2);
    expect(two.branches).toBe(one.branches * 2);
    expect(two.catalogs).toBe(one.catalogs * 2);
    expect(two.blogPosts).toBe(one.blogPosts);
  });
});

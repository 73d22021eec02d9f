/**
 * GET /api/search through the real app over catalogues processed from PDF fixtures: matches
 * to the page in English and Arabic (normalised like the index), ranking, live and processed
 * catalogues only, filters, paging, and hostile input that must never become an error.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertBranch, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";

type Result = {
  total: number;
  pages: number;
  results: {
    catalog: { id: number; title: string; storeSlug: string; url: string; hitCount: number };
    hits: { page: number; url: string; thumbnail: string; snippet: { text: string; hit: boolean }[] }[];
  }[];
};

// Seeding processes real PDFs in a child process.
setDefaultTimeout(90_000);

const ids: Record<string, number> = {};
const today = dubaiToday();

const { anon } = startTestApp({
  seed: async (db, dataDir) => {
    const mart = insertStore(db, { name: "Fixture Mart", slug: "fixture-mart" }).id;
    const souq = insertStore(db, { name: "Souq Central", nameAr: "سوق سنترال", slug: "souq-central" }).id;
    insertBranch(db, { storeId: mart, emirate: "dubai" });
    insertBranch(db, { storeId: souq, emirate: "sharjah" });
    ids.english = insertFixtureCatalog(db, dataDir, "text", {
      storeId: mart,
      title: "Weekly Offers",
      category: "Groceries",
    });
    ids.bilingual = insertFixtureCatalog(db, dataDir, "bilingual", {
      storeId: souq,
      title: "Milk Festival",
      category: "Electronics",
    });
    ids.expired = insertFixtureCatalog(db, dataDir, "text", {
      storeId: mart,
      title: "Old Offers",
      expiryDate: addDays(today, -1),
    });
    await processQueue(db, dataDir);
    // Queued but not processed yet: not searchable.
    ids.waiting = insertFixtureCatalog(db, dataDir, "bilingual", { storeId: mart, title: "Milk Tomorrow" });
  },
});

const search = async (query: string) => {
  const { status, json } = await anon("GET", `/api/search?${query}`);
  return { status, body: json as Result };
};
const found = (body: Result) => body.results.map((r) => r.catalog.id);
const marked = (snippet: { text: string; hit: boolean }[]) => snippet.filter((s) => s.hit).map((s) => s.text);

describe("GET /api/search", () => {
  test("finds the page an English word is on, with its URL, thumbnail and highlighted snippet", async () => {
    const { status, body } = await search("q=basmati");
    expect(status).toBe(200);
    expect(found(body)).toEqual([ids.english!]);
    const [hit] = body.results[0]!.hits;
    expect(hit).toMatchObject({ page: 1, url: `/catalogs/${ids.english}/page/1` });
    expect(hit!.thumbnail).toMatch(/^\/media\/pages\/[0-9a-f]{32}\/1-480\.webp$/);
    expect(marked(hit!.snippet)).toEqual(["Basmati"]);
  });

  test("a word on page 2 leads to page 2", async () => {
    const { body } = await search("q=smart%20tv");
    expect(body.results.find((r) => r.catalog.id === ids.english)?.hits.map((h) => h.page)).toEqual([2]);
  });

  test.each([
    ["حليب", "حليب"],
    ["تلفزيون", "تلفزيون"],
    // Hamza folded (أرز typed as ارز), Arabic-Indic digits as typed or in Latin.
    ["ارز", "أرز"],
    ["55 بوصه", "بوصة"],
    ["٥٥", "٥٥"],
  ])("Arabic %s finds the bilingual flyer and marks %s", async (q, word) => {
    const { body } = await search(`q=${encodeURIComponent(q)}`);
    const result = body.results.find((r) => r.catalog.id === ids.bilingual);
    expect(result).toBeDefined();
    expect(result!.hits[0]!.snippet.filter((s) => s.hit).map((s) => s.text)).toContain(word);
  });

  test("page text ranks above a title-only match; the store name narrows", async () => {
    const { body } = await search("q=milk");
    // The English flyer's page says "Fresh Milk"; the bilingual one has milk on its page AND in its title.
    expect(found(body).sort()).toEqual([ids.english!, ids.bilingual!].sort());
    const narrowed = await search("q=fixture%20milk");
    expect(found(narrowed.body)).toEqual([ids.english!]);
  });

  test("expired and not-yet-processed catalogues are not found", async () => {
    const { body } = await search("q=milk");
    expect(found(body)).not.toContain(ids.expired!);
    expect(found(body)).not.toContain(ids.waiting!);
  });

  test("filters: store, emirate, category", async () => {
    expect(found((await search("q=milk&store=fixture-mart")).body)).toEqual([ids.english!]);
    expect(found((await search("q=milk&emirate=sharjah")).body)).toEqual([ids.bilingual!]);
    expect(found((await search("q=milk&category=Electronics")).body)).toEqual([ids.bilingual!]);
  });

  test("paging counts catalogues; a page past the end is empty with the same total", async () => {
    const first = await search("q=milk");
    expect(first.body).toMatchObject({ total: 2, pages: 1 });
    const past = await search("q=milk&page=5");
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ total: 2, results: [] });
  });

  test.each([
    ["an unbalanced quote", '"milk'],
    ["NEAR", "milk NEAR tv"],
    ["a star", "milk*"],
    ["an unbalanced bracket", "(milk"],
    ["brackets and OR", "milk) OR (tv"],
    ["a column filter", "body:milk"],
    ["operators", "^milk -tv +x"],
    ["10 KB of words", "milk ".repeat(2048)],
  ])("%#: %s answers 200, never an FTS error", async (_label, q) => {
    const { status, body } = await search(`q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.results)).toBe(true);
  });

  test("quoted operators are searched as words: NEAR finds nothing here", async () => {
    expect((await search("q=NEAR")).body.total).toBe(0);
  });

  test("a query without letters or digits finds nothing; a missing q is a clear 400", async () => {
    expect((await search("q=%22%22%20***")).body).toMatchObject({ total: 0, results: [] });
    const missing = await anon("GET", "/api/search");
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatch(/q is required/);
    expect((await anon("GET", "/api/search?q=milk&page=0")).status).toBe(400);
  });

  test.each(["1e5", "1.0", "+1", " 1", "0x1"])(
    "page=%s is refused like every other list's: plain digits only",
    async (page) => {
      const { status, json } = await anon("GET", `/api/search?q=milk&page=${encodeURIComponent(page)}`);
      expect(status).toBe(400);
      expect(json.error).toMatch(/page must be a whole number/);
    },
  );

  test("the snippet marks the words searched, not the words past the twelve a search reads", async () => {
    // Twelve words (fresh, milk, ...) are searched; a thirteenth, "aed", is on the page but not searched.
    const q = `${"fresh milk ".repeat(6)}aed`;
    const { status, body } = await search(`q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    const hit = body.results.find((r) => r.catalog.id === ids.english)?.hits[0];
    const marked = hit!.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase());
    expect(marked.join(" ")).toContain("milk");
    expect(marked.join(" ")).not.toContain("aed");
  });
});

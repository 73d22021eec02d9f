import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { catalogs, categories, stores } from "#db/schema.ts";
import { insertBlogPost, insertCatalog, insertCategory, insertStore } from "#db/seed/factories.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { getCatalogJob } from "./catalog-jobs.ts";
import { finishJob, savePage } from "./catalog-page-swap.ts";
import { listCatalogCards } from "./catalogs.ts";
import { listPublishedPosts } from "./posts.ts";
import { syncSearchIndex, syncSearchIndexInTurns } from "./search-index.ts";
import { listStoreCards } from "./store-cards.ts";
import { deleteStoreRow, updateStoreRow } from "./stores.ts";
import { ftsQuery } from "./text-search.ts";

let env: ReturnType<typeof freshDb>;
let carrefour: ReturnType<typeof insertStore>;
let sharaf: ReturnType<typeof insertStore>;
let groceries: ReturnType<typeof insertCategory>;
const today = "2025-06-01";

beforeAll(() => {
  env = freshDb();
  groceries = insertCategory(env.db, { name: "Groceries", nameAr: "بقالة" });
  carrefour = insertStore(env.db, {
    name: "Carrefour",
    nameAr: "كارفور",
    description: "Hypermarket",
    descriptionAr: "هايبرماركت للمواد الغذائية",
    categoryId: groceries.id,
  });
  sharaf = insertStore(env.db, { name: "Sharaf DG", description: "Phones and laptops" });
  insertCatalog(env.db, { storeId: carrefour.id, title: "Weekly deals", titleAr: "عروض الأسبوع" });
  insertCatalog(env.db, { storeId: sharaf.id, title: "Back to school" });
  insertBlogPost(env.db, { title: "Ramadan savings", titleAr: "توفير رمضان", tagsAr: ["تمور"], tags: ["dates"] });
});
afterAll(() => env.cleanup());

const storeNames = (search: string) =>
  listStoreCards(env.db, { search, today }, "name", 1, 50).items.map((s) => s.name);
const catalogTitles = (search: string) =>
  listCatalogCards(env.db, { search, today }, "recent", 1, 50).items.map((c) => c.title);
const postTitles = (search: string) => listPublishedPosts(env.db, { search }, 1, 50).items.map((p) => p.title);
const ftsRows = (table: string) =>
  (env.db.$client.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("ftsQuery: what reaches MATCH", () => {
  test.each([
    ["carrefour", '"carrefour"*'],
    ["  Sharaf   DG ", '"sharaf" AND "dg"*'],
    ["كَارْفُور", '"كارفور"*'],
    ["الصيدليات دبي", '("الصيدليات" OR "صيدليات") AND "دبي"*'],
    ["إلكترونيات", '("الكترونيات"* OR "كترونيات"*)'],
    ["ال", '"ال"*'],
    ['"NEAR(a b)" OR c*', '"near" AND "a" AND "b" AND "or" AND "c"*'],
    ["title:x -y ^z", '"title" AND "x" AND "y" AND "z"*'],
    ["*", ""],
    ['" ( ) [ ] { }', ""],
  ])("%p -> %p", (input, query) => {
    expect(ftsQuery(input)).toBe(query);
  });

  test("a pasted page of text becomes at most 12 words of at most 64 letters", () => {
    const query = ftsQuery(`${"x".repeat(10_000)} ${"word ".repeat(2000)}`);
    expect(query.split(" AND ")).toHaveLength(12);
    expect(query.startsWith(`"${"x".repeat(64)}"`)).toBe(true);
  });
});

describe("the search indexes stay in step with the rows", () => {
  test("rows inserted by the factories are found in both languages, with any spelling the normaliser folds", () => {
    for (const q of [
      "carrefour",
      "CARRE",
      "كارفور",
      "كَارْفُور",
      "كارف",
      "هايبرماركت",
      "الغذائيه",
      "غذائية",
      "البقالة",
      "groceries",
    ])
      expect({ q, found: storeNames(q) }).toEqual({ q, found: ["Carrefour"] });
    expect(catalogTitles("عروض")).toEqual(["Weekly deals"]);
    expect(catalogTitles("كارفور")).toEqual(["Weekly deals"]); // by its store's Arabic name
    expect(postTitles("رمضان")).toEqual(["Ramadan savings"]);
    expect(postTitles("تمور")).toEqual(["Ramadan savings"]); // an Arabic tag
    expect(postTitles("news")).toEqual(["Ramadan savings"]); // the category, as before
  });

  test("the factories leave nothing queued, and a sync with nothing queued does nothing", () => {
    expect(syncSearchIndex(env.db)).toBe(0);
  });

  test("renaming a store re-indexes it and its catalogues", () => {
    const row = env.db.select().from(stores).where(eq(stores.id, sharaf.id)).get()!;
    updateStoreRow(env.db, sharaf.id, { ...row, nameAr: "شرف دي جي" });
    expect(syncSearchIndex(env.db)).toBe(0); // the named write already indexed what changed
    expect(storeNames("شرف")).toEqual(["Sharaf DG"]);
    expect(catalogTitles("شرف")).toEqual(["Back to school"]);
  });

  test("renaming a category outside db/queries queues its stores, and a sync re-indexes them", () => {
    env.db.update(categories).set({ nameAr: "سوبرماركت" }).where(eq(categories.id, groceries.id)).run();
    expect(storeNames("سوبرماركت")).toEqual([]); // a search only reads the index
    expect(syncSearchIndex(env.db)).toBe(1);
    expect(storeNames("سوبرماركت")).toEqual(["Carrefour"]);
    expect(storeNames("بقالة")).toEqual([]);
  });

  test("deleting a store removes its entry and its catalogues' entries", () => {
    const before = { stores: ftsRows("stores_fts"), catalogs: ftsRows("catalogs_fts") };
    expect(deleteStoreRow(env.db, carrefour.id)).toBe(true);
    expect(ftsRows("stores_fts")).toBe(before.stores - 1);
    expect(ftsRows("catalogs_fts")).toBe(before.catalogs - 1);
    expect(storeNames("كارفور")).toEqual([]);
    expect(catalogTitles("weekly")).toEqual([]);
  });
});

describe("a long catalogue's pages and offers", () => {
  const matching = (words: string) =>
    (
      env.db.$client
        .query("SELECT count(*) AS n FROM catalog_pages_fts WHERE catalog_pages_fts MATCH ?")
        .get(words) as { n: number }
    ).n;
  const offersMatching = (words: string) =>
    (
      env.db.$client
        .query("SELECT count(*) AS n FROM catalog_offers_fts WHERE catalog_offers_fts MATCH ?")
        .get(words) as { n: number }
    ).n;
  let id: number;

  test("are indexed as the swap puts them live, in its own transaction, from the bodies staged with them", () => {
    id = insertCatalog(env.db, { storeId: insertStore(env.db, { name: "Lentil House" }).id, title: "Long flyer" }).id;
    const job = getCatalogJob(env.db, id)!;
    const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
    const offer = {
      name: "Red lentils",
      nameAr: "عدس أحمر",
      price: 5,
      was: null,
      unit: null,
      quantity: null,
      size: null,
      box,
    };
    for (let page = 1; page <= 300; page++)
      savePage(env.db, job, { page, text: `lentils ${page}`, source: "text", width: 1, height: 1, offers: [offer] });
    expect(matching("lentils")).toBe(0); // staged pages are not searched
    expect(offersMatching("عدس")).toBe(0); // nor their offers
    expect(finishJob(env.db, job, 300, "abc", "/media/pages/abc/1-480.webp")).toBe(true);
    expect(matching("lentils")).toBe(300);
    expect(offersMatching("عدس")).toBe(300); // the offers too, normalised, with the title beside them
    expect(offersMatching("long lentils")).toBe(300);
    expect(env.db.$client.query("SELECT count(*) AS n FROM search_queue WHERE kind = 'offer'").get()).toEqual({ n: 0 });
    expect(matching("long flyer lentils")).toBe(300); // with the title beside the text
    expect(env.db.$client.query("SELECT count(*) AS n FROM search_queue WHERE kind = 'page'").get()).toEqual({ n: 0 });
  });

  test("re-indexed (a renamed catalogue), give the event loop turns: a timer set before runs between batches", async () => {
    env.db.update(catalogs).set({ title: "Pulse flyer" }).where(eq(catalogs.id, id)).run();
    const order: string[] = [];
    setTimeout(() => order.push("timer"), 0);
    expect(await syncSearchIndexInTurns(env.db)).toBeGreaterThanOrEqual(300);
    order.push("indexed");
    expect(order).toEqual(["timer", "indexed"]);
    expect(matching("pulse lentils")).toBe(300);
  });
});

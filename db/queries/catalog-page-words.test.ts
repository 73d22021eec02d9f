/**
 * A page's words through the page swap: staged with the page, served only when the run's pages
 * are swapped in, kept when a later run fails, copied with a twin's pages, written over served
 * pages by the offers' re-read, bounded by the page's stored text.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import type { StoredWord } from "#lib/stored-words.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { failJob, getCatalogJob } from "./catalog-jobs.ts";
import { copyPages, finishJob, savePage } from "./catalog-page-swap.ts";
import { pageWordsOf, storePageWords } from "./catalog-page-words.ts";

let env: ReturnType<typeof freshDb>;
let storeId: number;
beforeAll(() => {
  env = freshDb();
  storeId = insertStore(env.db, { name: "Word Mart" }).id;
});
afterAll(() => env.cleanup());

const milk: StoredWord[] = [
  ["Fresh", 890, 3260, 560, 110],
  ["Milk", 1540, 3260, 410, 110],
];
const saffron: StoredWord[] = [["Saffron", 100, 200, 700, 110]];
const clock = () => (env.db.$client.query("SELECT version FROM content_clock").get() as { version: number }).version;

/** Runs a processing of `id`'s `pages` pages (each staged with `words`); completes it unless `fail`. */
function run(id: number, words: StoredWord[] | undefined, pages = 2, fail = false) {
  const job = getCatalogJob(env.db, id)!;
  for (let page = 1; page <= pages; page++)
    expect(savePage(env.db, job, { page, text: "Fresh Milk 2L", source: "text", width: 10, height: 14, words })).toBe(
      true,
    );
  if (fail) failJob(env.db, getCatalogJob(env.db, id)!, "crashed", null);
  else expect(finishJob(env.db, job, pages, "hash", "/media/pages/hash/1-480.webp")).toBe(true);
}

describe("a page's words", () => {
  let id: number;

  test("are staged with the page and served when the run's pages are swapped in", () => {
    id = insertCatalog(env.db, { storeId, title: "Words" }).id;
    const job = getCatalogJob(env.db, id)!;
    savePage(env.db, job, { page: 1, text: "Fresh Milk", source: "text", width: 10, height: 14, words: milk });
    expect(pageWordsOf(env.db, id, 1)).toBeUndefined(); // nothing served yet
    const staged = env.db.$client.query("SELECT words FROM catalog_pages_next WHERE catalog_id = ?").get(id);
    expect(staged).toEqual({ words: JSON.stringify(milk) });
    run(id, milk);
    expect(pageWordsOf(env.db, id, 1)).toEqual(milk);
    expect(pageWordsOf(env.db, id, 2)).toEqual(milk);
    expect(pageWordsOf(env.db, id, 3)).toBeUndefined(); // no such page
  });

  test("a later run that fails keeps the words served; one that completes swaps its own in", () => {
    run(id, saffron, 2, true);
    expect(pageWordsOf(env.db, id, 1)).toEqual(milk);
    run(id, saffron);
    expect(pageWordsOf(env.db, id, 1)).toEqual(saffron);
  });

  test("a page stored without words (processed before they were kept) has none: null", () => {
    const old = insertCatalog(env.db, { storeId, title: "Old" }).id;
    run(old, undefined, 1);
    expect(pageWordsOf(env.db, old, 1)).toBeNull();
  });

  test("are cut to the page's stored text, which the catalogue's text budget may have cut", () => {
    const cut = insertCatalog(env.db, { storeId, title: "Cut" }).id;
    const job = getCatalogJob(env.db, cut)!;
    savePage(env.db, job, { page: 1, text: "Fresh Mi", source: "text", width: 10, height: 14, words: milk });
    expect(finishJob(env.db, job, 1, "hash", "/media/pages/hash/1-480.webp")).toBe(true);
    expect(pageWordsOf(env.db, cut, 1)).toEqual([milk[0]!]);
  });

  test("are copied with a twin's pages (the same PDF elsewhere)", () => {
    const twin = insertCatalog(env.db, { storeId, title: "Twin" }).id;
    const job = getCatalogJob(env.db, twin)!;
    copyPages(env.db, job, id);
    expect(finishJob(env.db, job, 2, "hash", "/media/pages/hash/1-480.webp")).toBe(true);
    expect(pageWordsOf(env.db, twin, 2)).toEqual(saffron);
  });

  test("are written over the pages served (the offers read again), bounded by the page's text, the clock moved", () => {
    const before = clock();
    const long: StoredWord[] = [...milk, ["2L", 2020, 3260, 240, 110], ["overflowing", 0, 0, 1, 1]];
    storePageWords(env.db, id, [
      { page: 1, words: long },
      { page: 9, words: milk }, // not served: nothing to write
    ]);
    expect(pageWordsOf(env.db, id, 1)).toEqual(long.slice(0, 3)); // "Fresh Milk 2L" holds 11 letters
    expect(pageWordsOf(env.db, id, 2)).toEqual(saffron); // not in the list: untouched
    expect(clock()).toBeGreaterThan(before);
  });
});

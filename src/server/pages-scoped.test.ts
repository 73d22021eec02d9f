/**
 * A change refreshes only the pages that could show it (issue 28 item 1): a store's details that
 * only its own pages show (its description, contacts, picture: migration 0020), and its branches,
 * leave every other store's pages fresh, while its own pages and the pages of no one store that show
 * it (home, lists, search) are served stale and refreshed (lists that do not show it:
 * pages-scoped-lists.test.ts). Anything else, and two changes of which one is not that, make
 * every page stale, as before.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { insertBranch, insertStore } from "#db/seed/factories.ts";
import { addDays, dubaiToday } from "#lib/dates.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";
import { scopedPages } from "#tests/helpers/scoped-pages.ts";
import { pageRefreshIdle } from "./page-refresh.ts";

// The catalogue's PDF is processed in a child process.
setDefaultTimeout(90_000);

const ids = { edited: 0, other: 0, catalog: 0 };

const { env, admin, get } = startTestApp({
  admin: true,
  seed: async (db, dataDir) => {
    ids.edited = insertStore(db, { name: "Edited Mart", slug: "edited-mart", description: "Before" }).id;
    ids.other = insertStore(db, { name: "Other Mart", slug: "other-mart", description: "Left alone" }).id;
    insertBranch(db, { storeId: ids.edited, emirate: "dubai", name: "Edited Marina", slug: "marina" });
    insertBranch(db, { storeId: ids.other, emirate: "dubai", name: "Other Marina", slug: "marina" });
    ids.catalog = insertFixtureCatalog(db, dataDir, "text", {
      storeId: ids.other,
      title: "Other Weekly",
      expiryDate: addDays(dubaiToday(), 5),
    });
    await processQueue(db, dataDir);
  },
});

const OTHER_PAGES = ["/store/other-mart", "/ar/store/other-mart", "/branch/other-mart/marina"];
const EDITED_PAGES = ["/store/edited-mart", "/branch/edited-mart/marina"];
const SHARED_PAGES = ["/", "/stores", "/search?q=mart"];

const { cache, state, saveDescription: save } = scopedPages(get, admin);
const saveDescription = (text: string) => save(ids.edited, text);

describe("a store's description saved", () => {
  test("other stores' pages stay fresh; its own pages and shared pages are stale, then refreshed", async () => {
    const catalogPage = `/catalogs/${ids.catalog}/page/1`;
    const tags = await cache([...OTHER_PAGES, catalogPage, ...EDITED_PAGES, ...SHARED_PAGES]);
    await saveDescription("Fresh words for the store");

    for (const path of [...OTHER_PAGES, catalogPage]) {
      const { res } = await get(path);
      expect({ path, cache: res.headers.get("x-cache") ?? "fresh" }).toEqual({ path, cache: "fresh" });
      expect(res.headers.get("etag")).toBe(tags.get(path)!);
    }
    for (const path of [...EDITED_PAGES, ...SHARED_PAGES])
      expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });

    await pageRefreshIdle();
    expect((await get("/store/edited-mart")).html).toContain("Fresh words for the store");
    for (const path of [...EDITED_PAGES, ...SHARED_PAGES])
      expect({ path, cache: await state(path) }).toEqual({ path, cache: "fresh" });
  });
});

describe("a branch's hours saved", () => {
  test("other stores' pages stay fresh; its store's pages are stale", async () => {
    await cache([...OTHER_PAGES, ...EDITED_PAGES]);
    env.db.$client.run("UPDATE branches SET hours = 'Daily 8am-midnight' WHERE store_id = ?", [ids.edited]);
    for (const path of OTHER_PAGES) expect({ path, cache: await state(path) }).toEqual({ path, cache: "fresh" });
    for (const path of EDITED_PAGES) expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });
    await pageRefreshIdle();
    expect((await get("/branch/edited-mart/marina")).html).toContain("Daily 8am-midnight");
  });
});

describe("every page stale, as before", () => {
  test("a store's name: other stores' pages show it (the footer, compare lists)", async () => {
    await cache(OTHER_PAGES);
    env.db.$client.run("UPDATE stores SET name = 'Renamed Mart' WHERE id = ?", [ids.edited]);
    for (const path of OTHER_PAGES) expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });
    await pageRefreshIdle();
  });

  test("a description saved and another change before anyone asks: both are seen, so every page", async () => {
    await cache(OTHER_PAGES);
    await saveDescription("Second words");
    env.db.$client.run(
      "UPDATE categories SET name_ar = 'فئة' WHERE id = (SELECT category_id FROM stores WHERE id = ?)",
      [ids.other],
    );
    for (const path of OTHER_PAGES) expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });
    await pageRefreshIdle();
  });

  test("the other store's description: its pages are stale, the edited store's are not", async () => {
    await cache([...OTHER_PAGES, ...EDITED_PAGES]);
    env.db.$client.run("UPDATE stores SET description = 'Theirs' WHERE id = ?", [ids.other]);
    for (const path of EDITED_PAGES) expect({ path, cache: await state(path) }).toEqual({ path, cache: "fresh" });
    for (const path of OTHER_PAGES) expect({ path, cache: await state(path) }).toEqual({ path, cache: "stale" });
    await pageRefreshIdle();
  });
});

/**
 * Stale-while-revalidate through the real app (issue 28 item 1): after an edit, shoppers get
 * the page rendered before, marked stale, while a background render refreshes it; a signed-in
 * admin gets a fresh render at once; a deletion is never served stale.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { listStoreCards } from "#tests/helpers/queries.ts";
import { pageRefreshIdle } from "./page-refresh.ts";
import { PUBLIC_PAGE_CACHE_CONTROL, STALE_PAGE_CACHE_CONTROL } from "./pages.ts";

const { env, app, admin, get, today } = startTestApp({ demo: true, admin: true });

/** A store of the demo, its page rendered, cached and read once (so a refresh wants it). */
async function cachedStorePage(rank: number) {
  const store = listStoreCards(env.db, { today }, "popularity", 1, 10).items[rank]!;
  const path = `/store/${store.slug}`;
  for (let i = 0; i < 2; i++) expect((await get(path)).res.headers.get("x-cache")).toBeNull();
  return { store, path };
}

const rename = (id: number, name: string) => env.db.$client.run("UPDATE stores SET name = ? WHERE id = ?", [name, id]);

describe("after an edit", () => {
  test("the page rendered before is served at once, marked stale, then the refreshed page", async () => {
    const { store, path } = await cachedStorePage(0);
    const tag = (await app.request(path)).headers.get("etag")!;
    rename(store.id, "Renamed Once");
    const stale = await get(path);
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get("x-cache")).toBe("stale");
    expect(stale.res.headers.get("cache-control")).toBe(STALE_PAGE_CACHE_CONTROL);
    expect(stale.res.headers.get("etag")).toBe(tag);
    expect(stale.html).toContain(store.name);
    expect(stale.html).not.toContain("Renamed Once");

    await pageRefreshIdle();
    const fresh = await get(path, { "If-None-Match": tag });
    expect(fresh.res.status).toBe(200); // the old tag no longer matches
    expect(fresh.res.headers.get("x-cache")).toBeNull();
    expect(fresh.res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(fresh.html).toContain("Renamed Once");
  });

  test("a signed-in admin gets a fresh render while shoppers still get the stale page", async () => {
    const { store, path } = await cachedStorePage(1);
    rename(store.id, "Renamed For The Admin");
    expect((await get(path)).html).not.toContain("Renamed For The Admin");
    const asAdmin = await admin("GET", path);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.res.headers.get("x-cache")).toBeNull();
    expect(asAdmin.json).toContain("Renamed For The Admin");
    // Its render is the fresh page for everyone from then on.
    expect((await get(path)).html).toContain("Renamed For The Admin");
    await pageRefreshIdle();
  });

  test("a made-up session cookie does not buy a render: the stale page", async () => {
    const { store, path } = await cachedStorePage(2);
    rename(store.id, "Renamed Again");
    const res = await app.request(path, { headers: { Cookie: "uae_session=made.up" } });
    expect(res.headers.get("x-cache")).toBe("stale");
    expect(await res.text()).not.toContain("Renamed Again");
    await pageRefreshIdle();
  });
});

describe("never stale", () => {
  test("a deleted store's page answers 404 at once, not its page from before", async () => {
    const { store, path } = await cachedStorePage(3);
    expect((await admin("DELETE", `/api/stores/${store.id}`)).status).toBe(200);
    const gone = await get(path);
    expect(gone.res.status).toBe(404);
    expect(gone.res.headers.get("x-cache")).toBeNull();
    expect(gone.html).not.toContain(store.name);
  });
});

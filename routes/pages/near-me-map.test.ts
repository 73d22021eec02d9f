/**
 * Near me and the branch map on the pages (issue 26): the finder on /stores, home and /catalogs
 * carries no places (they load when pressed); the map shows only with MAP_TILE_URL set, with the
 * store's positioned branches, and an emirate's map only on /stores?emirate=.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get, appWith } = startTestApp({ demo: true });
const TILES = { MAP_TILE_URL: "http://127.0.0.1:4329/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "Test tiles" };

// Pages are cached per process by address, whatever the app: the map's tests use addresses of their own.
async function html(app: ReturnType<typeof appWith>, path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.text();
}

describe("near me", () => {
  test.each([
    ["/stores", "Stores near me"],
    ["/", "Stores near me"],
    ["/catalogs", "Catalogs valid near me"],
    ["/ar/stores", "متاجر قريبة مني"],
    ["/ar/catalogs", "كتالوجات سارية بالقرب مني"],
  ])("%s offers %s, without any branch's position in the page", async (path, words) => {
    const { html } = await get(path);
    expect(html).toContain('data-testid="near-me-finder"');
    expect(html).toContain(words);
    expect(html).not.toContain("latitude");
    expect(html).not.toContain('"lat"');
  });
});

describe("the branch map", () => {
  test("off without a tile URL: the Branches tab is the list alone", async () => {
    const { html } = await get("/store/carrefour?tab=branches");
    expect(html).toContain('data-testid="branch-card"');
    expect(html).not.toContain("branch-map");
    expect(html).not.toContain("127.0.0.1:4329");
  });

  test("with a tile URL the Branches tab has the map of the positioned branches, in both languages", async () => {
    const app = appWith(TILES);
    const en = await html(app, "/store/carrefour?tab=branches&emirate=dubai");
    expect(en).toContain('data-testid="branch-map"');
    expect(en).toContain('aria-label="Map of the branches"');
    expect(en).toContain('dir="ltr"');
    expect(en).toContain("http://127.0.0.1:4329/{z}/{x}/{y}.png");
    expect(en).toContain("Test tiles");
    expect(en).toContain('data-testid="branch-card"');
    const ar = await html(app, "/ar/store/carrefour?tab=branches&emirate=dubai");
    expect(ar).toContain('aria-label="خريطة الفروع"');
    expect(ar).toContain("/ar/branch/carrefour/");
  });

  test("an emirate's map is offered on /stores?emirate= only, and loads its branches on request", async () => {
    const app = appWith(TILES);
    expect(await html(app, "/stores?emirate=dubai")).toContain("Show the branches in Dubai on a map");
    expect(await html(app, "/ar/stores?emirate=dubai")).toContain("اعرض الفروع في دبي على خريطة");
    const all = await html(app, "/stores");
    expect(all).not.toContain("branch-map-button");
    expect(all).not.toContain('"lat"');
  });
});

import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";
import { listStoreBranches, listStoreCards } from "../../tests/helpers/queries.ts";

const { env, get, today } = startTestApp({ demo: true });

describe("branch and catalogue pages", () => {
  test("a branch page shows address, directions, the map or its fallback, and other branches", async () => {
    const store = listStoreCards(env.db, { today, multipleBranches: true }, "popularity", 1, 1).items[0]!;
    const branches = listStoreBranches(env.db, store.id);
    const withMap = branches.find((b) => b.latitude);
    const { html } = await get(`/branch/${store.slug}/${withMap!.slug}`);
    expect(html).toContain(withMap!.address.replace(/&/g, "&amp;"));
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=");
    expect(html).toContain("https://www.openstreetmap.org/export/embed.html?bbox=");
    expect(html).toContain(`Other branches of <bdi>${store.name.replace(/&/g, "&amp;")}</bdi>`); // the name isolated (bidi)
    const noMap = env.db.$client
      .query(
        "SELECT s.slug AS store, b.slug AS branch FROM branches b JOIN stores s ON s.id = b.store_id WHERE b.latitude IS NULL LIMIT 1",
      )
      .get() as { store: string; branch: string };
    const fallback = (await get(`/branch/${noMap.store}/${noMap.branch}`)).html;
    expect(fallback).toContain("View on Google Maps");
    expect(fallback).not.toContain("openstreetmap.org/export/embed");
  });

  test("an unknown branch is a 404 'Branch Not Found' with a way home", async () => {
    const { res, html } = await get("/branch/nope/nope");
    expect(res.status).toBe(404);
    expect(html).toContain("Branch Not Found");
    expect(html).toContain("Back to Home");
  });
});

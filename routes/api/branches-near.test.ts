/**
 * GET /api/branches?near=lat,lng&radius=km&openAt=ISO (issue 26): public, nearest first with the
 * distance, open or not at the instant asked; impossible places and instants get a readable 400.
 */
import { expect, test } from "bun:test";
import { insertBranch, insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { anon } = startTestApp({
  seed: (db) => {
    const storeId = insertStore(db, { name: "Noor", slug: "noor" }).id;
    // Dubai Mall, Mall of the Emirates (~12 km away), Abu Dhabi Mall (~120 km), one without a position.
    insertBranch(db, {
      storeId,
      name: "Noor Dubai Mall",
      slug: "dubai-mall",
      latitude: "25.1985",
      longitude: "55.2796",
      openingHours: "Mo-Su 10:00-24:00",
    });
    insertBranch(db, {
      storeId,
      name: "Noor MOE",
      slug: "moe",
      latitude: "25.1181",
      longitude: "55.2006",
      openingHours: "24/7",
    });
    insertBranch(db, {
      storeId,
      name: "Noor Abu Dhabi Mall",
      slug: "adm",
      emirate: "abudhabi",
      latitude: "24.4959",
      longitude: "54.3830",
    });
    insertBranch(db, { storeId, name: "Noor Nowhere", slug: "nowhere" });
  },
});

test("branches within the radius, nearest first, with their distance and whether they are open then", async () => {
  const res = await anon("GET", "/api/branches?near=25.1972,55.2744&radius=20&openAt=2026-11-27T03:00:00%2B04:00");
  expect(res.status).toBe(200);
  const rows = res.json.data.map((b: { name: string; distanceKm: number; open: boolean | null }) => [
    b.name,
    Math.round(b.distanceKm),
    b.open,
  ]);
  expect(rows).toEqual([
    ["Noor Dubai Mall", 1, false],
    ["Noor MOE", 12, true],
  ]);
  const far = await anon("GET", "/api/branches?near=25.1972,55.2744&radius=200");
  expect(far.json.data.map((b: { name: string }) => b.name)).toEqual([
    "Noor Dubai Mall",
    "Noor MOE",
    "Noor Abu Dhabi Mall",
  ]);
  expect(far.json.data[2].open).toBeNull(); // no structured hours
});

test.each([
  ["near=91,55", "near is not a place on Earth"],
  ["near=dubai", "near must be latitude,longitude"],
  ["near=25,55&radius=0", "radius must be more than 0 km"],
  ["near=25,55&radius=5000", "radius must be at most 500 km"],
  ["near=25,55&openAt=tomorrow", "openAt must be an ISO-8601 instant"],
])("%s is refused: %s", async (query, words) => {
  const res = await anon("GET", `/api/branches?${query}`);
  expect(res.status).toBe(400);
  expect(res.json.error).toContain(words);
});

test("without near the list stays the admin's", async () => {
  expect((await anon("GET", "/api/branches")).status).toBe(401);
});

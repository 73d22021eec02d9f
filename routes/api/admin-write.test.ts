/**
 * The page cache and the API: only a successful admin write to what pages show drops
 * the cached pages; visitors (tracking, contact) and refused writes never do.
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { achievements } from "#db/schema.ts";
import { ACHIEVEMENTS } from "#db/seed/achievements.ts";
import { insertStore } from "#db/seed/factories.ts";
import { getCachedPage, setCachedPage } from "#server/page-cache.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const sid = "PageCacheProbeSession01";
const PROBE = "/stores?cache-probe=1";
const cached = () => getCachedPage(PROBE) !== undefined;

const { anon, admin } = startTestApp({
  admin: true,
  seed: (db) => {
    db.insert(achievements)
      .values(ACHIEVEMENTS.map((a, i) => ({ ...a, sortOrder: i })))
      .run();
    insertStore(db, { name: "Probe Mart", slug: "probe-mart" });
  },
});
beforeEach(() => {
  setCachedPage(PROBE, "<p>a cached page</p>", 200);
});

describe("the page cache", () => {
  test("survives every visitor request: sessions, activity, achievements, contact", async () => {
    const visits: [string, string, unknown, number][] = [
      ["POST", "/api/session", { sessionId: sid }, 201],
      ["POST", `/api/session/${sid}/activity`, { activity: { type: "store_view", slug: "probe-mart" } }, 201],
      ["POST", `/api/session/${sid}/check-achievements`, undefined, 200],
      ["GET", `/api/session/${sid}/progress`, undefined, 200],
      ["GET", "/api/achievements", undefined, 200],
      [
        "POST",
        "/api/contact",
        {
          firstName: "Sara",
          lastName: "Ali",
          email: "sara@example.com",
          subject: "Hello",
          message: "A question about a store.",
          agreeToTerms: true,
        },
        201,
      ],
    ];
    for (const [method, path, body, status] of visits) {
      expect({ path, status: (await anon(method, path, body)).status }).toEqual({ path, status });
      expect({ path, cached: cached() }).toEqual({ path, cached: true });
    }
  });

  test("is dropped by a successful admin write", async () => {
    const created = await admin("POST", "/api/categories", { name: "Probe Goods", icon: "🧪" });
    expect(created.status).toBe(201);
    expect(cached()).toBe(false);

    setCachedPage(PROBE, "<p>a cached page</p>", 200);
    expect((await admin("DELETE", `/api/categories/${created.json.id}`)).status).toBe(200);
    expect(cached()).toBe(false);
  });

  test("survives refused writes and admin reads", async () => {
    expect((await anon("POST", "/api/categories", { name: "Sneaky" })).status).toBe(401);
    expect((await admin("POST", "/api/categories", { name: "" })).status).toBe(400);
    expect((await admin("POST", "/api/emirates", { name: "Dubai" })).status).toBe(201);
    setCachedPage(PROBE, "<p>a cached page</p>", 200);
    expect((await admin("POST", "/api/emirates", { name: "Dubai" })).status).toBe(409);
    expect((await admin("DELETE", "/api/stores/999999")).status).toBe(404);
    expect((await admin("GET", "/api/branches")).status).toBe(200);
    expect(cached()).toBe(true);
  });

  test("writes to content need an admin even where no route matches", async () => {
    const res = await anon("DELETE", "/api/stores");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthorized");
  });
});

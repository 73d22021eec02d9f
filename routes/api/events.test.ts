import { describe, expect, test } from "bun:test";
import { rawEventCount } from "#db/queries/analytics-events.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import { BROWSER_UA, postEvents } from "#tests/helpers/analytics.ts";
import { startTestApp } from "#tests/helpers/app.ts";

let catalogId = 0;
const t = startTestApp({
  seed: (db) => {
    const store = insertStore(db, { name: "Counted Mart" });
    catalogId = insertCatalog(db, { storeId: store.id, title: "Weekly" }).id;
  },
});

const written = () => {
  analyticsBuffer().flush();
  return rawEventCount(t.env.db);
};

describe("POST /api/events", () => {
  test("a batch of known events is taken (202) and written only when the buffer flushes", async () => {
    const before = written();
    const res = await postEvents(t.anon, {
      lang: "en",
      events: [
        { type: "catalog_view", catalog: catalogId },
        { type: "page_read", catalog: catalogId, page: 2 },
        { type: "search", query: "  Milk ", found: true, emirate: "dubai" },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ accepted: 3 });
    // Off the request path: nothing is in the database until the flush.
    expect(rawEventCount(t.env.db)).toBe(before);
    expect(written()).toBe(before + 3);
  });

  test("unknown types, extra or oversized fields and too many events are refused with a readable 400", async () => {
    const before = written();
    const bad: unknown[] = [
      { lang: "en", events: [{ type: "visit", catalog: 1 }] },
      { lang: "en", events: [{ type: "catalog_view", catalog: 1, note: "x" }] },
      { lang: "en", events: [{ type: "catalog_view", catalog: -1 }] },
      { lang: "en", events: [{ type: "page_read", catalog: 1, page: 0 }] },
      { lang: "en", events: [{ type: "search", query: "x".repeat(401), found: false }] },
      { lang: "fr", events: [{ type: "catalog_view", catalog: 1 }] },
      { lang: "en", events: [] },
      { lang: "en", events: Array.from({ length: 26 }, () => ({ type: "catalog_view", catalog: 1 })) },
      { lang: "en", sessionId: "not a session", events: [{ type: "catalog_view", catalog: 1 }] },
      { lang: "en", events: [{ type: "catalog_view", catalog: 1 }], extra: true },
    ];
    for (const body of bad) {
      const res = await postEvents(t.anon, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toStartWith("Invalid input");
    }
    expect(written()).toBe(before);
  });

  test("not JSON (415) and cross-site (403) are refused like every other write", async () => {
    const form = await t.app.request("/api/events", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "text/plain", "User-Agent": BROWSER_UA },
      body: "{}",
    });
    expect(form.status).toBe(415);
    const cross = await postEvents(
      (m, p, b) => t.anon(m, p, b, { "Sec-Fetch-Site": "cross-site", "User-Agent": BROWSER_UA }),
      { lang: "en", events: [{ type: "catalog_view", catalog: catalogId }] },
    );
    expect(cross.status).toBe(403);
  });

  test("known bots and calls without a User-Agent are answered alike and not counted", async () => {
    const before = written();
    const batch = { lang: "en", events: [{ type: "catalog_view", catalog: catalogId }] };
    for (const ua of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
      const res = await postEvents(t.anon, batch, ua);
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ accepted: 0 });
    }
    expect(written()).toBe(before);
  });

  test("one address is rate-limited (429 with Retry-After)", async () => {
    const batch = { lang: "en", events: [{ type: "store_view", store: 1 }] };
    let last = 202;
    for (let i = 0; i < 601 && last === 202; i++) last = (await postEvents(t.anon, batch)).status;
    expect(last).toBe(429);
    analyticsBuffer().flush();
  });
});

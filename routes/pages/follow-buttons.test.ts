/**
 * Follow and "Save this search" (issue 25, item 3) are islands over pages that stay the same
 * for everyone: the HTML carries the button, never this visitor's state, whatever cookie comes
 * with the request, and is cached and varied on Accept-Encoding only.
 */
import { describe, expect, test } from "bun:test";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

let storeId = 0;
const { app, get } = startTestApp({
  seed: (db) => {
    storeId = insertStore(db, { name: "Followed Mart", nameAr: "متجر المتابعة" }).id;
  },
});

describe("follow and save-search buttons", () => {
  test("a store page shows Follow in both languages and the same HTML with or without a visitor's follows", async () => {
    const me = await visitorCaller(app);
    expect((await me.call("POST", "/api/me/follows", { storeId })).status).toBe(201);
    const plain = await get("/store/followed-mart");
    const mine = await get("/store/followed-mart", { Cookie: me.cookie });
    expect(plain.res.status).toBe(200);
    expect(plain.html).toContain('data-testid="follow-button"');
    expect(plain.html).toContain("Follow Followed Mart");
    expect(mine.html).toBe(plain.html);
    expect(mine.res.headers.get("vary")).toBe("Accept-Encoding");
    expect(mine.res.headers.get("cache-control")).toContain("public");
    const ar = await get("/ar/store/followed-mart");
    expect(ar.html).toContain("تابع متجر المتابعة");
  });

  test("store cards carry a Follow button", async () => {
    const { html } = await get("/stores");
    expect(html).toMatch(/data-testid="store-card"[\s\S]*data-testid="follow-button"/);
  });

  test("/search offers to save a search only when there is one", async () => {
    expect((await get("/search")).html).not.toContain('data-testid="save-search-button"');
    const { html, res } = await get("/search?q=milk&emirate=dubai");
    expect(html).toContain('data-testid="save-search-button"');
    expect(html).toContain("Save this search");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect((await get("/ar/search?q=milk")).html).toContain("احفظ هذا البحث");
  });

  test("every page links to My deals from the header", async () => {
    expect((await get("/")).html).toContain('href="/my-deals"');
    expect((await get("/ar/stores")).html).toContain('href="/ar/my-deals"');
  });
});

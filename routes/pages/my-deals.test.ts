/**
 * "My deals" (issue 25): a page in both languages whose HTML holds nothing personal (the island
 * fills it in from GET /api/me/deals), so it is the same with or without a visitor cookie, and
 * is kept out of search results.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { visitorCaller } from "#tests/helpers/visitor.ts";

const { app, get } = startTestApp();

describe("the My deals page", () => {
  test("answers in English and Arabic, noindex, waiting for the browser to fill it in", async () => {
    const en = await get("/my-deals");
    expect(en.res.status).toBe(200);
    expect(en.html).toMatch(/<h1[^>]*>My deals<\/h1>/);
    expect(en.html).toContain("Loading your deals");
    expect(en.html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
    const ar = await get("/ar/my-deals");
    expect(ar.res.status).toBe(200);
    expect(ar.html).toMatch(/<h1[^>]*>عروضي<\/h1>/);
    expect(ar.html).toContain('dir="rtl"');
  });

  test("the push worker that shows alerts is served from /push/ (its scope: it controls no page)", async () => {
    const { res, html } = await get("/push/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(html).toContain('addEventListener("push"');
  });

  test("is the same HTML whoever asks: nothing personal is rendered on the server", async () => {
    const me = await visitorCaller(app);
    const plain = await get("/my-deals");
    const mine = await get("/my-deals", { Cookie: me.cookie });
    expect(mine.html).toBe(plain.html);
    expect(mine.res.headers.get("vary")).toBe("Accept-Encoding");
  });
});

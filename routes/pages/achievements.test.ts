/**
 * The shopper's achievements page (issue 24, item 15), where an achievement toast leads: every
 * achievement there is to earn, in both languages, the same HTML for everyone (the visitor's
 * own progress is filled in by the browser from GET /api/session/{id}/progress), kept out of
 * search engines.
 */
import { describe, expect, test } from "bun:test";
import { achievements } from "#db/schema.ts";
import { ACHIEVEMENTS } from "#db/seed/achievements.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { get } = startTestApp({
  seed: (db) => {
    db.insert(achievements)
      .values(ACHIEVEMENTS.map((a, i) => ({ ...a, sortOrder: i })))
      .run();
  },
});

const listed = (html: string) => [...html.matchAll(/data-achievement="([^"]+)"/g)].map((m) => m[1]);

describe("the achievements page", () => {
  test("lists every achievement with its icon, title, description and target, in order", async () => {
    const { res, html } = await get("/achievements");
    expect(res.status).toBe(200);
    expect(html).toContain("<h1");
    expect(html).toContain("Your achievements");
    expect(listed(html)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(html).toContain("Window Shopper");
    expect(html).toContain("Explored 10 different stores");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test("reads in Arabic under /ar", async () => {
    const { res, html } = await get("/ar/achievements");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain("إنجازاتك");
    expect(html).toContain("صياد العروض"); // Deal Hunter
    expect(listed(html)).toHaveLength(ACHIEVEMENTS.length);
  });
});

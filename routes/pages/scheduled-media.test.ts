/**
 * A scheduled catalogue's files (issue 27): before its start day in Dubai its PDF, cover and page
 * images under /media answer 404 like an unknown file (no-store, so no cache keeps the 404 past
 * the start), while a signed-in admin still previews them (never publicly cached); at 00:00 in
 * Dubai (20:00 UTC) they are served to everyone. A file a live catalogue also uses is never hidden.
 */
import { afterEach, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { catalogWithOffers } from "#tests/helpers/shopping-lists.ts";

const ids = { live: 0, scheduled: 0 };
const put = (dataDir: string, rel: string) => {
  const path = join(dataDir, "media", rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, "x");
};
const { app, env } = startTestApp({
  seed: (db, dataDir) => {
    ids.live = catalogWithOffers(db, { store: "Zephyr Hyper", offers: [{ name: "Rice", price: 9 }] }).catalogId;
    ids.scheduled = catalogWithOffers(db, { store: "Later Mart", offers: [{ name: "Tea", price: 3 }] }).catalogId;
    db.run(sql`UPDATE catalogs SET file_url = '/media/catalogs/live.pdf', cover_image = '/media/uploads/shared.webp'
      WHERE id = ${ids.live}`);
    // Its PDF named by a full address on this site, as the catalogue form accepts it.
    db.run(sql`UPDATE catalogs SET start_date = '2025-06-19', file_url = 'http://localhost:3000/media/uploads/next.pdf',
      cover_image = '/media/uploads/shared.webp' WHERE id = ${ids.scheduled}`);
    // A scheduled catalogue whose cover is its store's logo and whose PDF a published post links:
    // shown on the store page and the blog, so never hidden.
    const soon = catalogWithOffers(db, { store: "Soon Mart", offers: [{ name: "Salt", price: 1 }] });
    db.run(sql`UPDATE catalogs SET start_date = '2025-06-19', cover_image = '/media/uploads/soon-logo.webp',
      file_url = '/media/uploads/soon.pdf' WHERE id = ${soon.catalogId}`);
    db.run(sql`UPDATE stores SET logo = '/media/uploads/soon-logo.webp' WHERE name = 'Soon Mart'`);
    db.run(sql`INSERT INTO blog_posts (title, slug, content, category, status, publish_date) VALUES ('Soon', 'soon',
      '<p><a href="/media/uploads/soon.pdf">Next week at Soon Mart</a></p>', 'news', 'published', '2025-06-01')`);
    // A new file queues the catalogue again (migration 0003's trigger): its pages stay those served.
    db.run(sql`UPDATE catalog_jobs SET pdf_hash = 'h' || catalog_id, live_hash = 'h' || catalog_id`);
    for (const rel of [
      "catalogs/live.pdf",
      "uploads/next.pdf",
      "uploads/shared.webp",
      "uploads/soon-logo.webp",
      "uploads/soon.pdf",
      `pages/h${ids.live}/1-1400.webp`,
      `pages/h${ids.scheduled}/1-1400.webp`,
      `pages/h${ids.scheduled}/2-480.webp`,
      `pages/h${ids.live}/2-800.webp`,
      `pages/h${ids.live}/2-1400.webp`,
    ])
      put(dataDir, rel);
    // Told apart by their bytes (the others are all "x").
    writeFileSync(join(dataDir, "media", `pages/h${ids.live}/1-1400.webp`), "large page 1");
    writeFileSync(join(dataDir, "media", `pages/h${ids.live}/2-800.webp`), "phone page 2");
  },
});

let cookie = "";
beforeAll(async () => {
  cookie = (await signedInCaller(app, env.db)).cookie;
});
afterEach(() => setSystemTime());

const scheduledFiles = () => [
  "/media/uploads/next.pdf",
  `/media/pages/h${ids.scheduled}/1-1400.webp`,
  `/media/pages/h${ids.scheduled}/2-480.webp`,
  // Processed before pages had an 800 px image: answered with the 1400 px one, when it may be.
  `/media/pages/h${ids.scheduled}/1-800.webp`,
];
/** The same files written another way the file lookup reads alike (percent-encoded, a doubled slash). */
const sameFilesOtherwise = () => [
  "/media/uploads/next%2Epdf",
  "/media/uploads%2Fnext.pdf",
  `/media/pages/h${ids.scheduled}//1-1400.webp`,
  `/media/pages/%68${ids.scheduled}/1-1400.webp`,
];
const liveFiles = () => [
  "/media/catalogs/live.pdf",
  "/media/uploads/shared.webp",
  `/media/pages/h${ids.live}/1-1400.webp`,
];

/** Each file's status and Cache-Control at `at`, for a shopper or the admin. */
async function answers(at: string, paths: string[], asAdmin = false) {
  setSystemTime(new Date(at));
  const out: Record<string, string> = {};
  for (const path of paths) {
    const res = await app.request(path, asAdmin ? { headers: { Cookie: cookie } } : {});
    out[path] = `${res.status} ${res.headers.get("Cache-Control")}`;
  }
  return out;
}
const all = (paths: string[], answer: string) => Object.fromEntries(paths.map((p) => [p, answer]));

describe("a scheduled catalogue's media", () => {
  test("is a 404 (no-store, as an unknown file) for shoppers until 23:59:59 the day before in Dubai", async () => {
    expect(await answers("2025-06-18T19:59:59Z", scheduledFiles())).toEqual(all(scheduledFiles(), "404 no-store"));
    expect(await answers("2025-06-18T19:59:59Z", sameFilesOtherwise())).toEqual(
      all(sameFilesOtherwise(), "404 no-store"),
    );
    expect(await answers("2025-06-18T19:59:59Z", ["/media/uploads/nothing.pdf"])).toEqual({
      "/media/uploads/nothing.pdf": "404 no-store",
    });
  });

  test("files a live catalogue uses too stay served", async () => {
    const got = await answers("2025-06-18T19:59:59Z", liveFiles());
    expect(Object.values(got).map((a) => a.split(" ")[0])).toEqual(["200", "200", "200"]);
  });

  test("files a store, a post or a category shows stay served", async () => {
    const paths = ["/media/uploads/soon-logo.webp", "/media/uploads/soon.pdf"];
    const got = await answers("2025-06-18T19:59:59Z", paths);
    expect(Object.values(got).map((a) => a.split(" ")[0])).toEqual(["200", "200"]);
  });

  test("a signed-in admin previews it, kept out of shared caches", async () => {
    expect(await answers("2025-06-18T19:59:59Z", scheduledFiles(), true)).toEqual(
      all(scheduledFiles(), "200 private, no-store"),
    );
  });

  test("is served to everyone from 00:00 in Dubai (20:00 UTC)", async () => {
    const got = await answers("2025-06-18T20:00:00Z", scheduledFiles());
    expect(got).toEqual({
      "/media/uploads/next.pdf": "200 public, max-age=86400",
      [`/media/pages/h${ids.scheduled}/1-1400.webp`]: "200 public, max-age=31536000, immutable",
      [`/media/pages/h${ids.scheduled}/2-480.webp`]: "200 public, max-age=31536000, immutable",
      [`/media/pages/h${ids.scheduled}/1-800.webp`]: "200 public, max-age=31536000, immutable",
    });
  });
});

describe("a page's 800 px image (issue 28: a phone's)", () => {
  test("is its own file once processing made one", async () => {
    const res = await app.request(`/media/pages/h${ids.live}/2-800.webp`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("phone page 2");
  });

  test("of a page processed before pages had one, is the 1400 px image (a phone asks for it by the page's srcset)", async () => {
    const res = await app.request(`/media/pages/h${ids.live}/1-800.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(await res.text()).toBe("large page 1");
  });

  test("stands in for no other width, and for nothing that is not there", async () => {
    for (const path of [`/media/pages/h${ids.live}/1-480.webp`, `/media/pages/h${ids.live}/3-800.webp`])
      expect((await app.request(path)).status).toBe(404);
  });
});

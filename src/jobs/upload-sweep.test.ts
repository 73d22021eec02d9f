/**
 * Issue 24, item 2: uploads no record uses (a form never saved, a catalogue given another file)
 * are deleted once a day old, by a task on the background scheduler; what any record uses,
 * and what was uploaded less than a day ago (a form still open), stays.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { insertBlogPost, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { remoteCopyName } from "#server/media-files.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { sweepUnusedUploads, uploadSweepTask } from "./upload-sweep.ts";

const env = freshDb();
afterAll(() => env.cleanup());
const config = loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: "https://deals.example.ae" });

const NOW = Date.UTC(2026, 5, 1, 12);
const HOUR = 60 * 60 * 1000;
const uploads = join(env.dataDir, "media", "uploads");

/** An upload written `ageMs` before NOW; its URL. */
function uploaded(name: string, ageMs: number): string {
  mkdirSync(uploads, { recursive: true });
  const file = join(uploads, name);
  writeFileSync(file, "%PDF-1.7\n");
  const at = new Date(NOW - ageMs);
  utimesSync(file, at, at);
  return `/media/uploads/${name}`;
}
const kept = (url: string) => existsSync(join(env.dataDir, url));

describe("the upload sweep", () => {
  test("deletes uploads no record uses once a day old, and keeps every upload a record uses", async () => {
    const old = 25 * HOUR;
    const store = insertStore(env.db, {
      name: "Carrefour",
      logo: uploaded("logo.png", old),
      // An absolute address on the site's own origin counts too.
      image: `https://deals.example.ae${uploaded("cover.png", old)}`,
    });
    insertCatalog(env.db, {
      storeId: store.id,
      fileUrl: uploaded("flyer.pdf", old),
      coverImage: uploaded("flyer-cover.png", old),
    });
    insertBlogPost(env.db, {
      image: uploaded("post.png", old),
      content: `<p><img src="${uploaded("inline.png", old)}"></p>`,
      contentAr: `<p><img src="${uploaded("inline-ar.png", old)}"></p>`,
    });
    const orphan = uploaded("never-saved.pdf", old);
    const fresh = uploaded("form-still-open.pdf", 23 * HOUR);

    expect(await sweepUnusedUploads(env.db, config, NOW)).toBe(1);
    expect(kept(orphan)).toBe(false);
    expect(kept(fresh)).toBe(true);
    for (const name of [
      "logo.png",
      "cover.png",
      "flyer.pdf",
      "flyer-cover.png",
      "post.png",
      "inline.png",
      "inline-ar.png",
    ])
      expect({ name, kept: kept(`/media/uploads/${name}`) }).toEqual({ name, kept: true });

    // A day later the open form was never saved: its upload goes too.
    expect(await sweepUnusedUploads(env.db, config, NOW + 2 * HOUR)).toBe(1);
    expect(kept(fresh)).toBe(false);
  });

  test("a catalogue given another file leaves its old upload to the sweep", async () => {
    const store = insertStore(env.db, { name: "Lulu" });
    const first = uploaded("first.pdf", 48 * HOUR);
    const catalog = insertCatalog(env.db, { storeId: store.id, fileUrl: first });
    env.db.$client.run("UPDATE catalogs SET file_url = ? WHERE id = ?", [uploaded("second.pdf", HOUR), catalog.id]);
    expect(await sweepUnusedUploads(env.db, config, NOW)).toBe(1);
    expect(kept(first)).toBe(false);
  });

  test("the kept copy of a catalogue on another site goes once no catalogue names that address", async () => {
    const store = insertStore(env.db, { name: "Union Coop" });
    const copy = (url: string) => {
      mkdirSync(join(env.dataDir, "media", "remote"), { recursive: true });
      const file = join(env.dataDir, "media", "remote", remoteCopyName(url));
      writeFileSync(file, "%PDF-1.7\n");
      const at = new Date(NOW - 48 * HOUR);
      utimesSync(file, at, at);
      return file;
    };
    const used = "https://flyers.example.com/union-coop.pdf";
    insertCatalog(env.db, { storeId: store.id, fileUrl: used });
    const [usedCopy, strayCopy] = [copy(used), copy("https://flyers.example.com/old.pdf")];
    expect(await sweepUnusedUploads(env.db, config, NOW)).toBe(1);
    expect([existsSync(usedCopy), existsSync(strayCopy)]).toEqual([true, false]);
  });

  test("runs on the scheduler: at start, then every hour", async () => {
    const task = uploadSweepTask(env.db, config, () => NOW);
    expect(task).toMatchObject({ name: "upload sweep", atStart: true, everyMs: HOUR });
    uploaded("stray.pdf", 30 * HOUR);
    expect(await task.run(new AbortController().signal)).toBe("1 unused upload(s) deleted");
  });

  test("no uploads folder yet: nothing to do", async () => {
    const empty = freshDb();
    try {
      expect(await sweepUnusedUploads(empty.db, loadConfig({ DATA_DIR: empty.dataDir }), NOW)).toBe(0);
    } finally {
      empty.cleanup();
    }
  });
});

/**
 * The most read pages sent smaller (page-polish.ts): a read at or past POLISH_AFTER_READS has the
 * page's brotli made again at the best quality, the same HTML in fewer bytes, kept in memory and
 * on disk; an ETag given before still revalidates; a page replaced meanwhile keeps its own; pages
 * polished one after another, with a pause as long as each took.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { forgetPagesInMemory, keepPolished, peekCachedPage } from "./page-cache.ts";
import { pageHtml, polishedBrotli } from "./page-encoding.ts";
import { POLISH_AFTER_READS, pacePolishing, pagePolishIdle } from "./page-polish.ts";
import { openPageStore, sharePages, type Timeline } from "./page-store.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-page-polish-"));
afterAll(() => {
  sharePages(null);
  rmSync(dir, { recursive: true, force: true });
});

const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const LONG = "Fresh dates, Arabic coffee and household goods at the best prices in Dubai. ".repeat(40);

describe("a page read again and again", () => {
  const { env, app } = startTestApp({
    seed: (db) => {
      insertStore(db, { name: "Polish Mart", slug: "polish-mart", description: LONG });
      insertStore(db, { name: "Once Mart", slug: "once-mart", description: LONG });
    },
  });
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers: { ...BROWSER, ...headers } });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  const html = (bytes: Uint8Array) => brotliDecompressSync(bytes).toString();
  const keepOnDisk = () => {
    const clock = env.db.$client.query("SELECT epoch, version FROM content_clock").get() as Timeline;
    const store = openPageStore(join(dir, "pages.db"), { ...clock, build: "polish-build" });
    sharePages(store);
    return store!;
  };

  test("is sent in fewer bytes after its POLISH_AFTER_READS-th read: the same HTML, a new ETag", async () => {
    const disk = keepOnDisk();
    const first = await read("/store/polish-mart"); // rendered
    expect(first.res.headers.get("content-encoding")).toBe("br");
    for (let i = 1; i < POLISH_AFTER_READS; i++) await read("/store/polish-mart");
    expect(peekCachedPage("/store/polish-mart")?.polished).toBeUndefined(); // not yet
    await read("/store/polish-mart"); // the POLISH_AFTER_READS-th read from the cache
    await pagePolishIdle();
    expect(peekCachedPage("/store/polish-mart")?.polished).toBe(true);

    const after = await read("/store/polish-mart");
    expect(html(after.bytes)).toBe(html(first.bytes));
    expect(after.bytes.byteLength).toBeLessThan(first.bytes.byteLength);
    expect(after.res.headers.get("etag")).not.toBe(first.res.headers.get("etag"));
    // A browser holding the first copy is told it still has the page.
    const again = await read("/store/polish-mart", { "If-None-Match": first.res.headers.get("etag")! });
    expect(again.res.status).toBe(304);
    // Kept on disk: another process (or a restart) sends the polished bytes without polishing.
    expect(disk.get("/store/polish-mart")?.polished).toBe(1);
    forgetPagesInMemory();
    const restarted = await read("/store/polish-mart");
    expect(restarted.bytes).toEqual(after.bytes);
    expect(peekCachedPage("/store/polish-mart")?.polished).toBe(true);
  });

  test("a page read by clients without brotli first is polished once one with it reads it", async () => {
    for (let i = 0; i < POLISH_AFTER_READS + 2; i++) await read("/stores", { "Accept-Encoding": "gzip" });
    const first = await read("/stores"); // the first brotli reader: its brotli made now
    await read("/stores");
    await pagePolishIdle();
    expect(peekCachedPage("/stores")?.polished).toBe(true);
    const after = await read("/stores");
    expect(html(after.bytes)).toBe(html(first.bytes));
    expect(after.bytes.byteLength).toBeLessThan(first.bytes.byteLength);
  });

  test("a page read fewer times is left as rendered", async () => {
    const first = await read("/store/once-mart");
    for (let i = 2; i < POLISH_AFTER_READS; i++) await read("/store/once-mart");
    await pagePolishIdle();
    expect(peekCachedPage("/store/once-mart")?.polished).toBeUndefined();
    expect((await read("/store/once-mart")).res.headers.get("etag")).toBe(first.res.headers.get("etag"));
  });

  test("a polish that ends after the page was rendered again leaves the new page as it is", async () => {
    await read("/store/once-mart?tab=branches");
    const polishing = peekCachedPage("/store/once-mart?tab=branches")!;
    const polished = await polishedBrotli(pageHtml(polishing));
    // Meanwhile the store was renamed and the page rendered again (a removal: no stale copy).
    env.db.$client.run("UPDATE stores SET name = 'Once Mart Renamed' WHERE slug = 'once-mart'");
    bumpRemovalClock(env.db);
    const renamed = await read("/store/once-mart?tab=branches");
    expect(keepPolished(polishing, polished)).toBe(false);
    expect(peekCachedPage("/store/once-mart?tab=branches")?.polished).toBeUndefined();
    const after = await read("/store/once-mart?tab=branches");
    expect(html(after.bytes)).toContain("Once Mart Renamed");
    expect(after.bytes).toEqual(renamed.bytes);
  });

  test("two pages to polish: the second waits as long as the first took, after it", async () => {
    const paths = ["/store/polish-mart?tab=contact", "/store/once-mart?tab=contact"];
    const pauses: number[] = [];
    let resume = () => {};
    pacePolishing((ms) => {
      pauses.push(ms);
      return new Promise<void>((resolve) => {
        resume = resolve;
      });
    });
    try {
      // Rendered, then read from the cache one time short of the mark; then both past it at once,
      // so the second is queued before the first's polish can end.
      for (const path of paths) for (let i = 0; i < POLISH_AFTER_READS; i++) await read(path);
      await Promise.all(paths.map((path) => read(path)));
      while (!peekCachedPage(paths[0]!)?.polished) await new Promise((resolve) => setImmediate(resolve));
      expect(pauses).toHaveLength(1);
      expect(pauses[0]).toBeGreaterThan(0);
      expect(peekCachedPage(paths[1]!)?.polished).toBeUndefined(); // held by the pause
      resume();
      await pagePolishIdle();
      expect(peekCachedPage(paths[1]!)?.polished).toBe(true);
      expect(pauses).toHaveLength(1); // none after the last
    } finally {
      pacePolishing(undefined);
    }
  });
});

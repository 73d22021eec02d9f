/**
 * Re-processing never takes a catalogue offline (issue 23, item 6), through the real app over
 * fixture PDFs processed for real: while a Retry of a ready catalogue runs (held after its first
 * page), its page URLs, its store's card and search answer with the pages served before; when
 * the run completes they show the new pages at once, and the content clock moves then, not at
 * each staged page. A re-run that fails leaves the earlier pages served; a new file takes them
 * down at once (they describe another file).
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { getCatalogJob, requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import { catalogs } from "#db/schema.ts";
import { insertStore } from "#db/seed/factories.ts";
import { drainQueue, type RenderRunner } from "#jobs/catalog-pages/job-runner.ts";
import { renderInChild } from "#jobs/catalog-pages/render-child.ts";
import type { RenderEvent } from "#jobs/catalog-pages/render-pages.ts";
import type { JobStatus } from "#lib/catalog-processing.ts";
import { loadConfig } from "#server/config.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { insertFixtureCatalog, processQueue } from "#tests/helpers/catalog-pages.ts";

// Seeding and each re-run process real PDFs in a child process.
setDefaultTimeout(60_000);

const ids: Record<string, number> = {};

const { admin, get, env } = startTestApp({
  admin: true,
  seed: async (db, dataDir) => {
    const storeId = insertStore(db, { name: "Fixture Mart", slug: "fixture-mart" }).id;
    ids.store = storeId;
    ids.weekly = insertFixtureCatalog(db, dataDir, "text", { storeId, title: "Weekly Offers" });
    ids.milk = insertFixtureCatalog(db, dataDir, "bilingual", { storeId, title: "Milk Festival" });
    await processQueue(db, dataDir);
  },
});

const version = () => (env.db.$client.query("SELECT version FROM content_clock").get() as { version: number }).version;
const stagedPages = (id: number) =>
  env.db.$client.query("SELECT page FROM catalog_pages_next WHERE catalog_id = ? ORDER BY page").all(id);
const status = async (id: number) =>
  ((await admin("GET", `/api/admin/catalog-processing?ids=${id}`)).json as JobStatus[])[0]!;
const run = (id: number, render?: RenderRunner, signal?: AbortSignal) =>
  drainQueue({ db: env.db, config: loadConfig({ DATA_DIR: env.dataDir }), render, signal }, [id]);

/** The search page's answer for `q`: whether it lists the catalogue titled `title`. */
const searchFinds = async (q: string, title: string) => {
  const { res, html } = await get(`/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return html.includes(title);
};

/**
 * A render runner around the real child that adds `extra` to every page's text, passes page 1
 * on and holds the rest until `release()`: the run is "in progress" for as long as a test likes.
 */
function heldAfterPage1(extra: string) {
  const page1 = Promise.withResolvers<void>();
  const gate = Promise.withResolvers<void>();
  const render: RenderRunner = async (file, dir, from, onEvent, signal, opts) => {
    const held: RenderEvent[] = [];
    const code = await renderInChild(
      file,
      dir,
      from,
      (e) => {
        const event = e.type === "page" ? { ...e, text: `${e.text}\n${extra}` } : e;
        if (event.type === "page" && event.page > 1) return void held.push(event);
        onEvent(event);
        if (event.type === "page") page1.resolve();
      },
      signal,
      opts,
    );
    await gate.promise;
    for (const event of held) onEvent(event);
    return code;
  };
  return { render, page1: page1.promise, release: () => gate.resolve() };
}

describe("a Retry of a ready catalogue", () => {
  test("while it runs, the old pages, card and search answer; when it ends, the new ones at once", async () => {
    const id = ids.weekly!;
    expect((await get(`/catalogs/${id}/page/1`)).html).toContain("Fresh Milk 2L");
    const hash = getCatalogJob(env.db, id)!.liveHash!;
    expect((await admin("POST", `/api/catalogs/${id}/process`)).json).toMatchObject({ state: "queued" });
    const atRetry = version();

    const held = heldAfterPage1("Saffron special");
    const running = run(id, held.render);
    await held.page1;
    expect(await status(id)).toMatchObject({ state: "processing", page: 1, pages: 3 });
    expect(stagedPages(id)).toEqual([{ page: 1 }]);
    for (const n of [1, 2, 3]) {
      const { res, html } = await get(`/catalogs/${id}/page/${n}`);
      expect(res.status).toBe(200);
      expect(html).toContain(`/media/pages/${hash}/${n}-1400.webp`);
      expect(html).not.toContain("Saffron");
    }
    expect((await get(`/catalogs/${id}/page/1`)).html).toContain("Fresh Milk 2L");
    const store = await get("/store/fixture-mart");
    expect(store.res.status).toBe(200);
    expect(store.html).toContain("Weekly Offers");
    expect(store.html).toContain(`&quot;hash&quot;:&quot;${hash}&quot;`); // the card's viewer pages
    expect(await searchFinds("fresh milk", "Weekly Offers")).toBe(true);
    expect(await searchFinds("saffron", "Weekly Offers")).toBe(false);
    expect(version()).toBe(atRetry); // a staged page is nothing shoppers see

    held.release();
    expect(await running).toBe(1);
    expect(version()).toBeGreaterThan(atRetry);
    expect(await status(id)).toMatchObject({ state: "ready", page: 3, pages: 3, error: null });
    expect(stagedPages(id)).toEqual([]);
    for (const n of [1, 2, 3]) expect((await get(`/catalogs/${id}/page/${n}`)).html).toContain("Saffron special");
    expect(await searchFinds("saffron", "Weekly Offers")).toBe(true);
    expect(await searchFinds("fresh milk", "Weekly Offers")).toBe(true);
  });

  test("that fails leaves the pages served before, with the job failed and its reason for the admin", async () => {
    const id = ids.milk!;
    expect((await get(`/catalogs/${id}/page/1`)).html).toContain("Fresh milk 2L");
    expect((await admin("POST", `/api/catalogs/${id}/process`)).status).toBe(200);
    // The child gives up after page 1 for a reason that is not retried.
    const refused: RenderRunner = (file, dir, from, onEvent, signal, opts) =>
      renderInChild(
        file,
        dir,
        from,
        (e) => {
          onEvent(e.type === "page" ? { ...e, text: "Saffron special" } : e);
          if (e.type === "page") onEvent({ type: "failed", error: "too_slow" });
        },
        signal,
        opts,
      );
    expect(await run(id, refused)).toBe(1);
    expect(await status(id)).toMatchObject({ state: "failed", error: "too_slow" });
    expect(stagedPages(id)).toEqual([]);
    const { res, html } = await get(`/catalogs/${id}/page/1`);
    expect(res.status).toBe(200);
    expect(html).toContain("Fresh milk 2L");
    expect(html).not.toContain("Saffron");
    expect(await searchFinds("fresh milk", "Milk Festival")).toBe(true);
  });

  test("a new file takes the old pages down at once: they describe another file", async () => {
    const id = ids.milk!;
    expect((await get(`/catalogs/${id}/page/1`)).res.status).toBe(200);
    env.db.update(catalogs).set({ fileUrl: "/media/catalogs/another.pdf" }).where(eq(catalogs.id, id)).run();
    expect((await get(`/catalogs/${id}/page/1`)).res.status).toBe(404);
    expect(getCatalogJob(env.db, id)).toMatchObject({ state: "queued", liveHash: null, livePages: null });
    expect(await searchFinds("fresh milk", "Milk Festival")).toBe(false);
  });

  test("killed mid-run, it resumes after its staged pages while the old ones are still served", async () => {
    const id = ids.weekly!;
    expect((await admin("POST", `/api/catalogs/${id}/process`)).status).toBe(200);
    const killed = new AbortController(); // as a stopped or killed server would be, after page 1
    const cut: RenderRunner = (file, dir, from, onEvent) =>
      renderInChild(
        file,
        dir,
        from,
        (e) => {
          if (killed.signal.aborted) return;
          onEvent(e.type === "page" ? { ...e, text: "Cardamom week" } : e);
          if (e.type === "page") killed.abort();
        },
        killed.signal,
      );
    await run(id, cut, killed.signal);
    expect(getCatalogJob(env.db, id)).toMatchObject({ state: "processing", pagesDone: 1 });
    expect(stagedPages(id)).toEqual([{ page: 1 }]);
    expect((await get(`/catalogs/${id}/page/1`)).html).toContain("Saffron special");

    const starts: number[] = [];
    const resumed: RenderRunner = (file, dir, from, onEvent, signal, opts) => {
      starts.push(from);
      return renderInChild(
        file,
        dir,
        from,
        (e) => onEvent(e.type === "page" ? { ...e, text: "Cardamom week" } : e),
        signal,
        opts,
      );
    };
    expect(await run(id, resumed)).toBe(1);
    expect(starts).toEqual([2]);
    expect(stagedPages(id)).toEqual([]);
    for (const n of [1, 2, 3]) expect((await get(`/catalogs/${id}/page/${n}`)).html).toContain("Cardamom week");
  });

  test("the images it serves are never swept while it waits to be processed again", async () => {
    const id = ids.weekly!;
    const hash = getCatalogJob(env.db, id)!.liveHash!;
    expect(requeueCatalogJobs(env.db, [id])).toBe(1); // its pdf_hash is forgotten until the run reads the file
    const other = insertFixtureCatalog(env.db, env.dataDir, "scanned", { storeId: ids.store!, title: "Photo Flyer" });
    expect(await run(other)).toBe(1); // a run, after which unreferenced page images are swept
    expect(existsSync(join(env.dataDir, "media", "pages", hash, "1-1400.webp"))).toBe(true);
    expect((await get(`/catalogs/${id}/page/1`)).res.status).toBe(200);
  });
});

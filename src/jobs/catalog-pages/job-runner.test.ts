/**
 * The processing queue against a real database and the real child process: a PDF becomes
 * page rows, images and a cover; bad PDFs get a reason; a job cut short resumes after its
 * last page; twins are copied, not rendered; failures another try may cure back off.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { getCatalogJob, requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import { catalogJobs, catalogPages, catalogPagesNext, catalogs } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { drainQueue, type RenderRunner, runJob } from "./job-runner.ts";
import { renderInChild } from "./render-child.ts";

// Each run starts a real child process (bun, PDFium and libwebp as WebAssembly).
setDefaultTimeout(90_000);

const FIXTURES = join(import.meta.dir, "fixtures");
let env: ReturnType<typeof freshDb>;
let storeId: number;
const config = () => loadConfig({ DATA_DIR: env.dataDir });

/**
 * A catalogue whose file is a copy of the fixture `name` under DATA_DIR/media/catalogs; `unique`
 * appends a comment after %%EOF so no other catalogue has the same bytes (none to copy pages from).
 */
function catalogOf(name: string, opts: { unique?: boolean } = {}) {
  const file = `${name}-${crypto.randomUUID()}.pdf`;
  mkdirSync(join(env.dataDir, "media", "catalogs"), { recursive: true });
  const bytes = readFileSync(join(FIXTURES, `${name}.pdf`));
  const tail = opts.unique ? Buffer.from(`\n% ${file}\n`) : Buffer.alloc(0);
  writeFileSync(join(env.dataDir, "media", "catalogs", file), Buffer.concat([bytes, tail]));
  return insertCatalog(env.db, { storeId, fileUrl: `/media/catalogs/${file}`, coverImage: null, pages: null }).id;
}

const job = (id: number) => getCatalogJob(env.db, id)!;
const pagesOf = (id: number) =>
  env.db.select().from(catalogPages).where(eq(catalogPages.catalogId, id)).orderBy(catalogPages.page).all();
/** The page numbers a run has staged (catalog_pages_next), not served yet. */
const staged = (id: number) =>
  env.db
    .select({ page: catalogPagesNext.page })
    .from(catalogPagesNext)
    .where(eq(catalogPagesNext.catalogId, id))
    .all()
    .map((p) => p.page);
const catalog = (id: number) => env.db.select().from(catalogs).where(eq(catalogs.id, id)).get()!;
const run = (id: number, extra: { render?: RenderRunner; now?: () => Date } = {}) =>
  runJob({ db: env.db, config: config(), ...extra }, job(id));

beforeAll(() => {
  env = freshDb();
  mkdirSync(join(env.dataDir, "media"), { recursive: true });
  storeId = insertStore(env.db, { name: "Fixture Mart" }).id;
});
afterAll(() => env.cleanup());

describe("a good PDF", () => {
  test("becomes page rows with text, two WebP images per page, the page count and page 1 as cover", async () => {
    const id = catalogOf("text");
    expect(job(id)).toMatchObject({ state: "queued", pagesDone: 0 });
    expect(await run(id)).toBe("ready");
    const done = job(id);
    expect(done).toMatchObject({ state: "ready", pageCount: 3, pagesDone: 3, error: null });
    expect(done.pdfHash).toMatch(/^[0-9a-f]{32}$/);
    const pages = pagesOf(id);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages[0]!.text).toContain("Fresh Milk 2L");
    expect(pages[0]!.text).toContain("AED 9.95");
    expect(pages[1]!.text).toContain('55" 4K Smart TV');
    expect(pages[0]).toMatchObject({ width: 1400, height: 1981 });
    for (const p of [1, 2, 3])
      for (const w of [480, 800, 1400]) {
        const file = join(env.dataDir, "media", "pages", done.pdfHash!, `${p}-${w}.webp`);
        const head = Buffer.from(await Bun.file(file).arrayBuffer()).subarray(0, 12);
        expect(head.subarray(0, 4).toString()).toBe("RIFF");
        expect(head.subarray(8, 12).toString()).toBe("WEBP");
      }
    expect(catalog(id)).toMatchObject({ pages: 3, coverImage: `/media/pages/${done.pdfHash}/1-480.webp` });
  });

  test("Arabic comes out as the letters typed, lam-alef ligatures included", async () => {
    const id = catalogOf("arabic");
    expect(await run(id)).toBe("ready");
    const text = pagesOf(id)[0]!.text;
    for (const word of ["عروض", "الأسبوع", "لابتوب", "سلام", "بلاستيك", "الإمارات", "آيفون", "درهم"])
      expect(text).toContain(word);
  });

  test("an operator's own cover stays; the page count is still set", async () => {
    const id = catalogOf("text");
    env.db.update(catalogs).set({ coverImage: "/media/catalogs/own-cover.png" }).where(eq(catalogs.id, id)).run();
    expect(await run(id)).toBe("ready");
    expect(catalog(id)).toMatchObject({ pages: 3, coverImage: "/media/catalogs/own-cover.png" });
  });

  test("a page that is only a scanned image is ready with no text", async () => {
    const id = catalogOf("scanned");
    expect(await run(id)).toBe("ready");
    expect(pagesOf(id).map((p) => p.text)).toEqual([""]);
  });

  test("a second catalogue with the same bytes copies the pages without rendering", async () => {
    const first = catalogOf("text");
    await run(first);
    const second = catalogOf("text");
    const refuse: RenderRunner = () => Promise.reject(new Error("rendered again"));
    expect(await run(second, { render: refuse })).toBe("ready");
    expect(pagesOf(second).map((p) => p.text)).toEqual(pagesOf(first).map((p) => p.text));
    expect(job(second).pdfHash).toBe(job(first).pdfHash!);
    expect(staged(second)).toEqual([]);
    // Not from ones queued to be processed again (they serve the pages being redone): rendered.
    requeueCatalogJobs(env.db, "all");
    const third = catalogOf("text");
    const rendered: string[] = [];
    const spy: RenderRunner = (file, ...rest) => {
      rendered.push(file);
      return renderInChild(file, ...rest);
    };
    expect(await run(third, { render: spy })).toBe("ready");
    expect(rendered).toHaveLength(1);
  });
});

describe("a bad PDF gets a reason and never a crash", () => {
  test.each([
    ["encrypted", "encrypted"],
    ["corrupt", "not_pdf"],
    ["truncated", "not_pdf"],
    ["not-a-pdf", "not_pdf"],
    ["zero-pages", "no_pages"],
  ])("%s -> failed (%s), not retried, no pages", async (fixture, reason) => {
    const id = catalogOf(fixture);
    expect(await run(id)).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: reason, attempts: 1 });
    expect(pagesOf(id)).toEqual([]);
    expect(catalog(id).coverImage).toBeNull();
  });

  test("a 100 MB PDF (one page, a 100 MB attachment) is processed: PDFium reads only what it needs", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]).drawText("Big catalogue", { x: 50, y: 780, size: 24 });
    await doc.attach(randomBytes(100 * 1024 * 1024), "scans.bin", { mimeType: "application/octet-stream" });
    const file = join(env.dataDir, "media", "catalogs", "big.pdf");
    await Bun.write(file, await doc.save({ useObjectStreams: false }));
    expect(statSync(file).size).toBeGreaterThan(100 * 1024 * 1024);
    const id = insertCatalog(env.db, { storeId, fileUrl: "/media/catalogs/big.pdf", coverImage: null }).id;
    expect(await run(id)).toBe("ready");
    expect(pagesOf(id).map((p) => p.text)).toEqual(["Big catalogue"]);
  });

  test("more than 2,000 pages is refused before any page is rendered", async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 2001; i++) doc.addPage([100, 100]);
    await Bun.write(join(env.dataDir, "media", "catalogs", "huge.pdf"), await doc.save());
    const id = insertCatalog(env.db, { storeId, fileUrl: "/media/catalogs/huge.pdf" }).id;
    expect(await run(id)).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "too_many_pages", pageCount: 2001, pagesDone: 0 });
  });

  test("a file over the size limit is refused without being read", async () => {
    const file = join(env.dataDir, "media", "catalogs", "too-big.pdf");
    writeFileSync(file, "%PDF-1.7\n");
    truncateSync(file, 121 * 1024 * 1024); // sparse: no disk used
    const id = insertCatalog(env.db, { storeId, fileUrl: "/media/catalogs/too-big.pdf" }).id;
    expect(await run(id)).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "too_large", pdfHash: null });
  });

  test("a missing file is retried with back-off, then failed after three attempts", async () => {
    const id = insertCatalog(env.db, { storeId, fileUrl: "/media/catalogs/not-there.pdf" }).id;
    const t0 = new Date("2026-11-23T10:00:00Z");
    expect(await run(id, { now: () => t0 })).toBe("retrying");
    expect(job(id)).toMatchObject({ state: "queued", error: "missing_file", attempts: 1 });
    expect(job(id).runAfter.getTime() - t0.getTime()).toBe(30_000);
    expect(await run(id, { now: () => t0 })).toBe("retrying");
    expect(job(id).runAfter.getTime() - t0.getTime()).toBe(120_000);
    expect(await run(id, { now: () => t0 })).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "missing_file", attempts: 3 });
  });

  test("a child that dies counts as a crash and is retried", async () => {
    const id = catalogOf("text", { unique: true });
    const dies: RenderRunner = async () => 137;
    expect(await run(id, { render: dies })).toBe("retrying");
    expect(job(id)).toMatchObject({ state: "queued", error: "crashed", attempts: 1 });
  });

  test("the child gets the configured bounds (PROCESSING_*), a test's own over them", async () => {
    const id = catalogOf("text", { unique: true });
    let given: unknown;
    const spy: RenderRunner = async (_file, _dir, _from, _onEvent, _signal, run) => {
      given = run?.limits;
      return 1;
    };
    const bounded = loadConfig({ DATA_DIR: env.dataDir, PROCESSING_MEMORY_MB: "256", PROCESSING_PAGE_SECONDS: "5" });
    await runJob({ db: env.db, config: bounded, render: spy, limits: { jobMs: 1000 } }, job(id));
    expect(given).toEqual({ memoryBytes: 256 * 1024 * 1024, pageMs: 5000, jobMs: 1000 });
  });

  test("the database's disk full while a page is saved fails the job as disk_full, not retried", async () => {
    const id = catalogOf("text", { unique: true });
    const full: RenderRunner = async () => {
      throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    };
    expect(await run(id, { render: full })).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "disk_full", attempts: 1 });
  });

  test("a job being processed is not queued afresh under its own run (it would write into the new start)", () => {
    const id = catalogOf("text", { unique: true });
    env.db.update(catalogJobs).set({ state: "processing", pagesDone: 2 }).where(eq(catalogJobs.catalogId, id)).run();
    expect(requeueCatalogJobs(env.db, [id])).toBe(0);
    expect(requeueCatalogJobs(env.db, "all")).toBeGreaterThan(0);
    expect(job(id)).toMatchObject({ state: "processing", pagesDone: 2 });
    env.db.update(catalogJobs).set({ state: "queued", pagesDone: 0 }).where(eq(catalogJobs.catalogId, id)).run();
  });

  test("Retry (requeue) starts a failed job afresh", async () => {
    const id = catalogOf("encrypted");
    await run(id);
    expect(requeueCatalogJobs(env.db, [id])).toBe(1);
    expect(job(id)).toMatchObject({ state: "queued", error: null, attempts: 0, pagesDone: 0 });
  });
});

describe("resuming and superseding", () => {
  test("a job cut after page 1 resumes at page 2, leaving page 1's images as they were", async () => {
    const id = catalogOf("text", { unique: true });
    // The first run is killed after one page, as a stopped or killed server would be.
    const killed = new AbortController();
    const cut: RenderRunner = (file, dir, from, onEvent) =>
      renderInChild(
        file,
        dir,
        from,
        (e) => {
          if (killed.signal.aborted) return;
          onEvent(e);
          if (e.type === "page") killed.abort();
        },
        killed.signal,
      );
    expect(await runJob({ db: env.db, config: config(), render: cut, signal: killed.signal }, job(id))).toBe("stopped");
    expect(job(id)).toMatchObject({ state: "processing", pagesDone: 1 });
    expect(staged(id)).toEqual([1]); // kept aside for the resumed run; nothing served yet
    expect(pagesOf(id)).toEqual([]);
    const image = join(env.dataDir, "media", "pages", job(id).pdfHash!, "1-1400.webp");
    const before = statSync(image).mtimeMs;

    const starts: number[] = [];
    const ours = catalog(id).fileUrl.split("/").pop()!;
    const recording: RenderRunner = (file, dir, from, onEvent) => {
      if (file.endsWith(ours)) starts.push(from);
      return renderInChild(file, dir, from, onEvent);
    };
    // Only this catalogue: an earlier test queued every one afresh, and re-rendering them all here
    // outlasts the timeout on a busy machine.
    expect(await drainQueue({ db: env.db, config: config(), render: recording }, [id])).toBe(1);
    expect(starts).toEqual([2]);
    expect(job(id)).toMatchObject({ state: "ready", pagesDone: 3, pageCount: 3 });
    expect(pagesOf(id).map((p) => p.page)).toEqual([1, 2, 3]);
    expect(statSync(image).mtimeMs).toBe(before);
  });

  test("a new file while processing wins: the old run's pages are not kept", async () => {
    const id = catalogOf("text", { unique: true });
    const swap: RenderRunner = (file, dir, from, onEvent) =>
      renderInChild(file, dir, from, (e) => {
        if (e.type === "page" && e.page === 2)
          env.db.update(catalogs).set({ fileUrl: "/media/catalogs/other.pdf" }).where(eq(catalogs.id, id)).run();
        onEvent(e);
      });
    expect(await run(id, { render: swap })).toBe("superseded");
    expect(job(id)).toMatchObject({ state: "queued", fileUrl: "/media/catalogs/other.pdf", pagesDone: 0 });
    expect(pagesOf(id)).toEqual([]);
    expect(staged(id)).toEqual([]);
  });

  test("deleting a catalogue drops its job and pages; page images no job uses are swept", async () => {
    const id = catalogOf("text", { unique: true });
    await drainQueue({ db: env.db, config: config() }, [id]);
    const hash = job(id).pdfHash!;
    expect(existsSync(join(env.dataDir, "media", "pages", hash))).toBe(true);
    env.db.delete(catalogs).where(eq(catalogs.id, id)).run();
    expect(env.db.select().from(catalogJobs).where(eq(catalogJobs.catalogId, id)).all()).toEqual([]);
    expect(pagesOf(id)).toEqual([]);
    const next = catalogOf("text"); // something to run, after which the sweep happens
    expect(await drainQueue({ db: env.db, config: config() }, [next])).toBe(1);
    expect(existsSync(join(env.dataDir, "media", "pages", hash))).toBe(false);
  });
});

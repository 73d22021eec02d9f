/**
 * Hostile and awkward PDFs against the real child process and a real database: a page far
 * taller than wide is drawn at a capped size; the child's memory, each page's time and the
 * whole job's time are bounded and end in a reason that is not retried; a child whose job is
 * deleted, or whose server is gone, stops; two never render one job; page text is capped.
 *
 * Fixtures (made with pdf-lib): tall.pdf, one 100 x 1300 pt page; many-fills.pdf, four pages of
 * 60,000 filled squares each (about 2 s a page); long-text.pdf, one page of 400 KB of text.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "bun";
import { eq } from "drizzle-orm";
import { getCatalogJob } from "#db/queries/catalog-jobs.ts";
import { catalogPages, catalogs } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { ownCli } from "#server/own-binary.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { filesUnder, tinyDisk } from "#tests/helpers/tiny-disk.ts";
import { jobLockFile, takeLock } from "./job-lock.ts";
import { drainQueue, type RenderRunner, runJob } from "./job-runner.ts";
import { renderInChild } from "./render-child.ts";
import type { RenderEvent } from "./render-pages.ts";

setDefaultTimeout(60_000);

const FIXTURES = join(import.meta.dir, "fixtures");
let env: ReturnType<typeof freshDb>;
let storeId: number;
const config = () => loadConfig({ DATA_DIR: env.dataDir });

/** A catalogue whose file is a unique copy of fixture `name` (nothing to copy pages from). */
function catalogOf(name: string) {
  const file = `${name}-${crypto.randomUUID()}.pdf`;
  mkdirSync(join(env.dataDir, "media", "catalogs"), { recursive: true });
  const bytes = Buffer.concat([readFileSync(join(FIXTURES, `${name}.pdf`)), Buffer.from(`\n% ${file}\n`)]);
  writeFileSync(join(env.dataDir, "media", "catalogs", file), bytes);
  return insertCatalog(env.db, { storeId, fileUrl: `/media/catalogs/${file}`, coverImage: null, pages: null }).id;
}

const job = (id: number) => getCatalogJob(env.db, id)!;
const pagesOf = (id: number) =>
  env.db.select().from(catalogPages).where(eq(catalogPages.catalogId, id)).orderBy(catalogPages.page).all();

/** renderInChild, counting the page events the child sent. */
function counting(seen: RenderEvent[], also?: (e: RenderEvent) => void): RenderRunner {
  return (file, dir, from, onEvent, signal, run) =>
    renderInChild(
      file,
      dir,
      from,
      (e) => {
        seen.push(e);
        onEvent(e);
        also?.(e);
      },
      signal,
      run,
    );
}

beforeAll(() => {
  env = freshDb();
  storeId = insertStore(env.db, { name: "Hostile Mart" }).id;
});
afterAll(() => env.cleanup());

describe("page size", () => {
  test("a page 13 times taller than wide is drawn at a capped height, not failed", async () => {
    const id = catalogOf("tall");
    expect(await runJob({ db: env.db, config: config() }, job(id))).toBe("ready");
    const [page] = pagesOf(id);
    expect(page!.height).toBeLessThanOrEqual(8000);
    expect(page!.width).toBeLessThan(1400);
    expect(Math.abs(page!.height / page!.width - 13)).toBeLessThan(0.2);
    expect(page!.text).toContain("Tall Receipt");
  });
});

describe("limits end in a reason that is not retried, and drop the job's pages", () => {
  test("memory: a child over its limit is stopped", async () => {
    const id = catalogOf("text");
    const limits = { memoryBytes: 32 * 1024 * 1024 };
    expect(await runJob({ db: env.db, config: config(), limits }, job(id))).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "too_much_memory", attempts: 1 });
    expect(pagesOf(id)).toEqual([]);
  });

  test("time: a page slower than the page limit is stopped", async () => {
    const id = catalogOf("many-fills");
    const seen: RenderEvent[] = [];
    const limits = { pageMs: 100 }; // under the child's start alone: no machine draws page 1 sooner
    expect(await runJob({ db: env.db, config: config(), limits, render: counting(seen) }, job(id))).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "page_too_slow" });
    expect(seen.filter((e) => e.type === "page")).toHaveLength(0);
  });

  test("time: a job slower than the job limit is stopped, and its pages dropped", async () => {
    const id = catalogOf("many-fills");
    const seen: RenderEvent[] = [];
    // A page kept from an earlier run, to be dropped; a job limit the first look at the clock
    // (100 ms in) already passes, long before the child can draw all four pages (a limit
    // set between page 1 and page 4 would hold only on a machine of one speed).
    env.db.insert(catalogPages).values({ catalogId: id, page: 1, text: "kept from before", width: 1, height: 1 }).run();
    const limits = { jobMs: 1 };
    expect(await runJob({ db: env.db, config: config(), limits, render: counting(seen) }, job(id))).toBe("failed");
    expect(job(id)).toMatchObject({ state: "failed", error: "too_slow" });
    expect(seen.filter((e) => e.type === "page").length).toBeLessThan(4);
    expect(pagesOf(id)).toEqual([]);
  });
});

describe("the child stops when its work is gone", () => {
  test("deleting the catalogue while a page renders stops the child", async () => {
    const id = catalogOf("many-fills");
    const seen: RenderEvent[] = [];
    const deleteAfterPage1 = (e: RenderEvent) => {
      if (e.type === "page") env.db.delete(catalogs).where(eq(catalogs.id, id)).run();
    };
    const outcome = await runJob({ db: env.db, config: config(), render: counting(seen, deleteAfterPage1) }, job(id));
    expect(outcome).toBe("superseded");
    expect(seen.filter((e) => e.type === "page").length).toBeLessThan(4);
  });

  test("a child whose parent is gone (its stdin closes) stops at once, mid-page", async () => {
    const out = join(env.dataDir, "orphan");
    const child = Bun.spawn(
      ownCli("catalogs", "render-pages", join(FIXTURES, "many-fills.pdf"), out, "--parent-stdin"),
      {
        stdin: "pipe",
        stdout: "pipe",
        stderr: "inherit",
        env: { ...process.env, DATA_DIR: env.dataDir },
      },
    );
    let pages = 0;
    for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
      if (chunk.includes('"opened"')) child.stdin.end(); // as when the server is killed
      pages += chunk.split('"type":"page"').length - 1;
    }
    await child.exited;
    // Page 1 of many-fills takes seconds of PDFium; the watcher thread ends the process inside it.
    expect(pages).toBe(0);
    expect(child.signalCode).toBe("SIGKILL");
  });
});

describe("a full disk", () => {
  // Page images go to a 64 KiB tmpfs: the first WebP does not fit.
  const disk = tinyDisk(64);
  afterAll(() => disk?.unmount());

  test.skipIf(!disk)("fails the job as disk_full, not retried, with no partial image left", async () => {
    const id = catalogOf("many-fills");
    const hashDir = join(env.dataDir, "media", "pages");
    mkdirSync(hashDir, { recursive: true });
    spawnSync(["mount", "--bind", disk!.dir, hashDir]);
    try {
      expect(await runJob({ db: env.db, config: config() }, job(id))).toBe("failed");
      expect(job(id)).toMatchObject({ state: "failed", error: "disk_full", attempts: 1 });
      expect(filesUnder(disk!.dir).filter((f) => f.endsWith(".part"))).toEqual([]);
    } finally {
      spawnSync(["umount", hashDir]);
    }
  });
});

describe("one job, one renderer", () => {
  test("a job whose lock another renderer holds is left to it; once free, it runs", async () => {
    const id = catalogOf("text");
    const held = takeLock(jobLockFile(env.dataDir, id));
    expect(held).not.toBeNull();
    try {
      expect(await runJob({ db: env.db, config: config() }, job(id))).toBe("busy");
      // The child itself takes the lock for its life, and says it is busy when it cannot.
      const events: RenderEvent[] = [];
      const file = join(FIXTURES, "text.pdf");
      const lockFile = jobLockFile(env.dataDir, id);
      expect(
        await renderInChild(file, join(env.dataDir, "busy"), 1, (e) => events.push(e), undefined, { lockFile }),
      ).toBe(0);
      expect(events).toEqual([{ type: "busy" }]);
      expect(pagesOf(id)).toEqual([]);
      // The queue does not spin on it either.
      expect(await drainQueue({ db: env.db, config: config() }, [id])).toBe(1);
    } finally {
      held!.release();
    }
    expect(await runJob({ db: env.db, config: config() }, job(id))).toBe("ready");
  });
});

describe("text", () => {
  test("a page of 400 KB of text arrives whole (no event lost) and is stored cut to the page cap", async () => {
    const id = catalogOf("long-text");
    expect(await runJob({ db: env.db, config: config() }, job(id))).toBe("ready");
    const [page] = pagesOf(id);
    expect(page!.text.length).toBeGreaterThan(10_000);
    expect(page!.text.length).toBeLessThanOrEqual(20_000);
    expect(page!.text.startsWith("Milk Bread")).toBe(true);
  });
});

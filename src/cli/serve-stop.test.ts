/**
 * `uae-deals serve` stopped mid-processing, as systemd (SIGTERM) or a person at the terminal
 * (SIGINT) stops it: the server exits within 10 s, the render child dies with it, the
 * catalogue job stays where it was, and the next start resumes it after its last page.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { openDatabase } from "#db/client.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { insertFixtureCatalog } from "#tests/helpers/catalog-pages.ts";
import { cli, type RunningServer, startServer, until } from "#tests/helpers/cli.ts";

// Three server starts, each rendering pages in a PDFium child on a shared two-core machine.
setDefaultTimeout(120_000);

const PAGES = 12;
const root = mkdtempSync(join(tmpdir(), "uae-deals-serve-stop-"));
const dataDir = join(root, "data");
let catalogId: number;
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Job = { state: string; pagesDone: number; pageCount: number | null; hash: string | null };
function job(id: number): Job {
  const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
  try {
    return db
      .query(
        "SELECT state, pages_done AS pagesDone, page_count AS pageCount, pdf_hash AS hash FROM catalog_jobs WHERE catalog_id = ?",
      )
      .get(id) as Job;
  } finally {
    db.close();
  }
}

/** Render children still alive that write into this test's DATA_DIR. */
function renderChildren(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        return cmd.includes("render-pages") && cmd.includes(dataDir);
      } catch {
        return false; // ended while we looked
      }
    })
    .map(Number);
}

/** Sends `signal` and resolves to the exit code and how long the exit took. */
async function stopWith(server: RunningServer, signal: "SIGTERM" | "SIGINT") {
  const sent = performance.now();
  server.proc.kill(signal);
  const code = await server.proc.exited;
  return { code, ms: performance.now() - sent, output: await server.output };
}

beforeAll(async () => {
  expect(cli(dataDir, "migrate").code).toBe(0);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PAGES; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Weekly offers, page ${p}`, { x: 50, y: 780, size: 24, font });
    for (let i = 0; i < 20; i++)
      page.drawText(`Item ${i} AED ${(p + i * 1.25).toFixed(2)}`, { x: 50, y: 740 - i * 30, size: 14, font });
  }
  mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
  await Bun.write(join(dataDir, "media", "catalogs", "weekly.pdf"), await doc.save());
  const db = openDatabase(join(dataDir, "uae-deals.db"));
  const storeId = insertStore(db, { name: "Stop Mart" }).id;
  catalogId = insertCatalog(db, { storeId, fileUrl: "/media/catalogs/weekly.pdf", coverImage: null, pages: null }).id;
  db.$client.close();
});

describe("serve stops cleanly while a catalogue is being processed", () => {
  let pagesAtStop = 0;
  let firstPageImage = "";
  let firstPageWritten = 0;

  test("SIGTERM: exit 0 within 10 s, no render child left, the job stays where it was", async () => {
    const server = await startServer(dataDir);
    // Processing starts on boot: wait for its first page, not for a guessed time.
    await until(() => job(catalogId)?.pagesDone >= 1, 60_000);
    const stopped = await stopWith(server, "SIGTERM");
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(renderChildren()).toEqual([]);
    const after = job(catalogId);
    expect(after).toMatchObject({ state: "processing", pageCount: PAGES });
    expect(after.pagesDone).toBeGreaterThanOrEqual(1);
    expect(after.pagesDone).toBeLessThan(PAGES);
    pagesAtStop = after.pagesDone;
    firstPageImage = join(dataDir, "media", "pages", after.hash!, "1-1400.webp");
    firstPageWritten = statSync(firstPageImage).mtimeMs;
    expect(stopped.output).toContain("catalogue processing: started");
    expect(stopped.output).toContain("SIGTERM: stopping");
    expect(stopped.output).toMatch(
      /catalogue processing: ended in \d+ ms \(1 job\(s\), the last handed back to resume\)/,
    );
  });

  test("SIGINT after the next start resumed it: the same clean stop, further on", async () => {
    const server = await startServer(dataDir);
    await until(() => job(catalogId).pagesDone > pagesAtStop, 60_000);
    const stopped = await stopWith(server, "SIGINT");
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(renderChildren()).toEqual([]);
    const after = job(catalogId);
    expect(after.state).toBe("processing");
    expect(after.pagesDone).toBeGreaterThan(pagesAtStop);
    expect(after.pagesDone).toBeLessThan(PAGES);
    expect(stopped.output).toContain("SIGINT: stopping");
  });

  test("the next start finishes the job without rendering the early pages again, and takes new ones in", async () => {
    const server = await startServer(dataDir);
    try {
      await until(() => job(catalogId).state === "ready", 90_000);
      expect(job(catalogId)).toMatchObject({ pagesDone: PAGES, pageCount: PAGES });
      const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
      const pages = db.query("SELECT page FROM catalog_pages WHERE catalog_id = ? ORDER BY page").all(catalogId);
      db.close();
      expect(pages).toEqual(Array.from({ length: PAGES }, (_, i) => ({ page: i + 1 })));
      expect(statSync(firstPageImage).mtimeMs).toBe(firstPageWritten);

      // A catalogue saved while the server runs (here by another process) is picked up by its polling.
      const writer = openDatabase(join(dataDir, "uae-deals.db"));
      const storeId = insertStore(writer, { name: "Later Mart" }).id;
      const later = insertFixtureCatalog(writer, dataDir, "text", { storeId });
      writer.$client.close();
      await until(() => job(later).state === "ready", 30_000);
    } finally {
      server.proc.kill("SIGTERM");
      expect(await server.proc.exited).toBe(0);
    }
  });
});

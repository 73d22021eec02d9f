/**
 * Migration 0007 (pages served apart from the run in progress) on a database that already
 * holds processed catalogues: a ready catalogue keeps serving its pages (live_hash, live_pages)
 * and stays searchable; the pages of a run cut short move aside, for it to resume after them.
 */
import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAppDatabase } from "#cli/database.ts";
import { loadConfig } from "#server/config.ts";
import { databaseBefore } from "#tests/helpers/migrations.ts";
import { getCatalogPage, searchCatalogPages } from "./queries/catalog-pages.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-migrate-swap-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("ready catalogues serve what they had; a cut-short run's pages are staged to resume", () => {
  const dataDir = join(dir, "processed");
  mkdirSync(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir });
  const raw = databaseBefore(config.dbFile, "0007_page_swap");
  raw.run("INSERT INTO categories (id, name, slug) VALUES (1, 'Supermarkets', 'supermarkets')");
  raw.run("INSERT INTO stores (id, name, slug, category_id) VALUES (1, 'Carrefour', 'carrefour', 1)");
  raw.run(`INSERT INTO catalogs (id, store_id, title, file_url) VALUES
    (1, 1, 'Weekly deals', '/media/catalogs/a.pdf'), (2, 1, 'Half done', '/media/catalogs/b.pdf')`);
  raw.run(
    `UPDATE catalog_jobs SET state = 'ready', pdf_hash = 'aaa', page_count = 2, pages_done = 2 WHERE catalog_id = 1`,
  );
  raw.run(`UPDATE catalog_jobs SET state = 'processing', pdf_hash = 'bbb', page_count = 3, pages_done = 1
    WHERE catalog_id = 2`);
  raw.run(`INSERT INTO catalog_pages (catalog_id, page, text, text_source, width, height) VALUES
    (1, 1, 'basmati rice', 'text', 10, 20), (1, 2, 'fresh dates', 'ocr', 10, 20), (2, 1, 'lentils', 'text', 30, 40)`);
  raw.close();

  const db = openAppDatabase(config, () => {});
  try {
    const c = db.$client;
    expect(
      c.query("SELECT catalog_id, state, live_hash, live_pages FROM catalog_jobs ORDER BY catalog_id").all(),
    ).toEqual([
      { catalog_id: 1, state: "ready", live_hash: "aaa", live_pages: 2 },
      { catalog_id: 2, state: "processing", live_hash: null, live_pages: null },
    ]);
    expect(c.query("SELECT catalog_id, page FROM catalog_pages ORDER BY catalog_id, page").all()).toEqual([
      { catalog_id: 1, page: 1 },
      { catalog_id: 1, page: 2 },
    ]);
    expect(c.query("SELECT catalog_id, page, text, text_source, width, height FROM catalog_pages_next").all()).toEqual([
      { catalog_id: 2, page: 1, text: "lentils", text_source: "text", width: 30, height: 40 },
    ]);
    expect(getCatalogPage(db, 1, 2)).toMatchObject({ text: "fresh dates", pageCount: 2, pdfHash: "aaa" });
    expect(getCatalogPage(db, 2, 1)).toBeUndefined();
    const search = (query: string) =>
      searchCatalogPages(db, { query, today: "2025-06-01" }, 1, 10).catalogs.map((k) => k.id);
    expect(search("basmati")).toEqual([1]);
    expect(search("lentils")).toEqual([]);
    expect(c.query("PRAGMA foreign_key_check").all()).toEqual([]);
  } finally {
    db.$client.close();
  }
});

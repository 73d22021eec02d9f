/**
 * Migration 0010 (offers in search) on a database that already holds processed catalogues with
 * offers: every shown offer is queued, so the app indexes them when it opens the database; a
 * hidden one stays out.
 */
import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAppDatabase } from "#cli/database.ts";
import { loadConfig } from "#server/config.ts";
import { databaseBefore } from "#tests/helpers/migrations.ts";
import { searchOffers } from "./queries/offer-search.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-migrate-offers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the offers already stored are found once the database is opened; hidden ones are not", () => {
  const dataDir = join(dir, "offers");
  mkdirSync(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir });
  const raw = databaseBefore(config.dbFile, "0010_offer_search");
  raw.run("INSERT INTO categories (id, name, slug) VALUES (1, 'Supermarkets', 'supermarkets')");
  raw.run(
    "INSERT INTO stores (id, name, name_ar, slug, category_id) VALUES (1, 'Carrefour', 'كارفور', 'carrefour', 1)",
  );
  raw.run(
    "INSERT INTO catalogs (id, store_id, title, file_url) VALUES (1, 1, 'Weekly deals', '/media/catalogs/a.pdf')",
  );
  raw.run(`UPDATE catalog_jobs SET state = 'ready', pdf_hash = 'aaa', page_count = 1, pages_done = 1,
    live_hash = 'aaa', live_pages = 1 WHERE catalog_id = 1`);
  raw.run("INSERT INTO catalog_pages (catalog_id, page, text, width, height) VALUES (1, 1, 'milk', 10, 20)");
  raw.run(`INSERT INTO catalog_offers (catalog_id, page, name, name_ar, price, was, box_x, box_y, box_width, box_height, hidden)
    VALUES (1, 1, 'Fresh Milk 2L', 'حليب طازج', 9.95, 14.95, 0.1, 0.1, 0.2, 0.2, 0),
           (1, 1, 'Goat Milk', NULL, 12, NULL, 0.5, 0.1, 0.2, 0.2, 1)`);
  // As a running app leaves it: everything it had queued already indexed.
  raw.run("DELETE FROM search_queue");
  raw.close();

  const db = openAppDatabase(config, () => {});
  try {
    const found = (query: string) =>
      searchOffers(db, { query, today: "2025-06-01" }, "relevance", 1, 10).data.map((o) => o.name);
    expect(found("milk")).toEqual(["Fresh Milk 2L"]);
    expect(found("كارفور الحليب")).toEqual(["Fresh Milk 2L"]);
    expect(db.$client.query("SELECT count(*) AS n FROM search_queue").get()).toEqual({ n: 0 });
  } finally {
    db.$client.close();
  }
});

/**
 * Catalogues made from the PDF fixtures of src/jobs/catalog-pages/fixtures and processed for
 * real (PDFium in a child process), for tests of search, page URLs and the viewer.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "#db/client.ts";
import type { catalogs } from "#db/schema.ts";
import { insertCatalog } from "#db/seed/factories.ts";
import { drainQueue } from "#jobs/catalog-pages/job-runner.ts";
import { loadConfig } from "#server/config.ts";

type NewCatalog = typeof catalogs.$inferInsert;

export const PDF_FIXTURES = join(import.meta.dir, "../../src/jobs/catalog-pages/fixtures");

/** A catalogue whose PDF is a copy of fixture `fixture` (queued; run processQueue() after). */
export function insertFixtureCatalog(
  db: Db,
  dataDir: string,
  fixture: string,
  o: Partial<NewCatalog> & { storeId: number },
): number {
  const file = `${fixture}-${crypto.randomUUID()}.pdf`;
  mkdirSync(join(dataDir, "media", "catalogs"), { recursive: true });
  writeFileSync(join(dataDir, "media", "catalogs", file), readFileSync(join(PDF_FIXTURES, `${fixture}.pdf`)));
  return insertCatalog(db, { coverImage: null, pages: null, ...o, fileUrl: `/media/catalogs/${file}` }).id;
}

/** Processes every queued catalogue now, as the server would in the background. */
export function processQueue(db: Db, dataDir: string): Promise<number> {
  return drainQueue({ db, config: loadConfig({ DATA_DIR: dataDir }) });
}

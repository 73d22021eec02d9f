/**
 * Image-only pages through real processing (the child process, PDFium, Tesseract): their text
 * is read by OCR and stored as the page's text, said to come from OCR, and counted for the
 * admin; a page with nothing to read stays "no text". One Arabic page: OCR is the slow part.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { getCatalogJob, listJobStatuses } from "#db/queries/catalog-jobs.ts";
import { catalogPages } from "#db/schema.ts";
import { insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { runJob } from "./job-runner.ts";

setDefaultTimeout(120_000);

const FIXTURES = join(import.meta.dir, "fixtures");
let env: ReturnType<typeof freshDb>;
let storeId: number;

beforeAll(() => {
  env = freshDb();
  storeId = insertStore(env.db, { name: "Scan Mart" }).id;
});
afterAll(() => env.cleanup());

function catalogOf(fixture: string): number {
  mkdirSync(join(env.dataDir, "media", "catalogs"), { recursive: true });
  const file = `${crypto.randomUUID()}.pdf`;
  copyFileSync(join(FIXTURES, fixture), join(env.dataDir, "media", "catalogs", file));
  return insertCatalog(env.db, { storeId, fileUrl: `/media/catalogs/${file}`, coverImage: null, pages: null }).id;
}

const pagesOf = (id: number) => env.db.select().from(catalogPages).where(eq(catalogPages.catalogId, id)).all();

test("an Arabic page that is only a picture is read by OCR, stored as its text and counted for the admin", async () => {
  const id = catalogOf("ocr/arabic.pdf");
  const config = loadConfig({ DATA_DIR: env.dataDir });
  expect(await runJob({ db: env.db, config }, getCatalogJob(env.db, id)!)).toBe("ready");
  const [page] = pagesOf(id);
  expect(page!.textSource).toBe("ocr");
  for (const word of ["دليل", "التسوق", "الأسبوعي", "للعائلات", "دبي"]) expect(page!.text).toContain(word);
  expect(listJobStatuses(env.db, [id])[0]).toMatchObject({ state: "ready", ocrPages: 1, emptyPages: 0 });
});

test("a page with nothing to read is ready with no text, counted as such", async () => {
  const id = catalogOf("scanned.pdf");
  const config = loadConfig({ DATA_DIR: env.dataDir });
  expect(await runJob({ db: env.db, config }, getCatalogJob(env.db, id)!)).toBe("ready");
  expect(pagesOf(id).map((p) => [p.text, p.textSource])).toEqual([["", "none"]]);
  expect(listJobStatuses(env.db, [id])[0]).toMatchObject({ ocrPages: 0, emptyPages: 1 });
});

/**
 * `uae-deals catalogs extract-offers`: the offer extractor run again over the pages catalogues
 * already serve, without drawing their images again (the extractor keeps improving; a whole
 * re-processing of thousands of catalogues would take the better part of an hour). Each page
 * is read as processing read it: its text layer's words, or OCR for a page read by OCR (that
 * one page is drawn, for OCR only). What an operator corrected stays (offers-swap.ts). The
 * words read are stored too, with their boxes, for highlighting search hits on the page image:
 * catalogues processed before words were kept gain highlights without drawing their pages again.
 */

import type { Db } from "#db/client.ts";
import { type ServedCatalog, servedCatalogs } from "#db/queries/catalog-jobs.ts";
import { storePageWords } from "#db/queries/catalog-page-words.ts";
import { replaceFoundOffers } from "#db/queries/offers-swap.ts";
import { errorText } from "#lib/log.ts";
import type { FoundOffer } from "#lib/offers.ts";
import { packWords, type StoredWord } from "#lib/stored-words.ts";
import type { Config } from "#server/config.ts";
import { ocrPdfPage } from "./ocr/ocr-page.ts";
import { ocrWords } from "./ocr/ocr-words.ts";
import { extractOffers } from "./offers/extract.ts";
import { pdfHash, pdfSourceFile } from "./pdf-source.ts";
import { openPdf } from "./pdfium.ts";

type Summary = { catalogues: number; offers: number; skipped: number };

type ReadPage = { page: number; offers: FoundOffer[]; words: StoredWord[] };

export async function reextractOffers(
  db: Db,
  config: Config,
  ids: number[] | "all",
  log: (line: string) => void,
): Promise<Summary> {
  const summary: Summary = { catalogues: 0, offers: 0, skipped: 0 };
  for (const catalog of servedCatalogs(db, ids)) {
    try {
      const pages = await offersOf(config, catalog);
      if (!pages) {
        summary.skipped++;
        log(`Catalogue ${catalog.catalogId}: its file changed since it was processed; processing will read it again`);
        continue;
      }
      // Offers and words change together: a page never shows one reading's words beside another's offers.
      db.transaction((tx) => {
        const found = pages.map(({ page, offers }) => ({ page, offers }));
        replaceFoundOffers(tx as unknown as Db, catalog.catalogId, found);
        storePageWords(tx as unknown as Db, catalog.catalogId, pages);
      });
      const found = pages.reduce((n, p) => n + p.offers.length, 0);
      summary.catalogues++;
      summary.offers += found;
      log(`Catalogue ${catalog.catalogId}: ${found} offer(s) on ${pages.length} page(s)`);
    } catch (error) {
      summary.skipped++;
      log(`Catalogue ${catalog.catalogId}: offers not read again (${errorText(error)})`);
    }
  }
  return summary;
}

/** Each served page's offers and words, read from the file served; null when the file is not the one served any more. */
async function offersOf(config: Config, catalog: ServedCatalog): Promise<ReadPage[] | null> {
  const source = await pdfSourceFile(config, catalog.fileUrl);
  if (!source.ok || (await pdfHash(source.file)) !== catalog.liveHash) return null;
  const doc = await openPdf(source.file);
  try {
    const out: ReadPage[] = [];
    for (const [i, textSource] of catalog.sources.entries()) {
      if (textSource === "none") {
        out.push({ page: i + 1, offers: [], words: [] });
        continue;
      }
      const page = doc.page(i + 1);
      try {
        const words = textSource === "ocr" ? ocrWords(await ocrPdfPage(page), page.size) : page.words();
        out.push({ page: i + 1, offers: extractOffers(words, page.size), words: packWords(words) });
      } finally {
        page.close();
      }
    }
    return out;
  } finally {
    doc.close();
  }
}

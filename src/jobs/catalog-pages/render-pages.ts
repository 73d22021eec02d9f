/**
 * The work of one processing run, done in a child process (`uae-deals catalogs render-pages`):
 * open the PDF, then for each page from `from` on, its text and its images at both widths
 * (WebP, written under a temporary name and renamed, so a kill never leaves half a file).
 * Progress goes out as events (JSON lines on stdout); the parent writes the database.
 *
 * Only one page is in memory at a time; the document is closed and reopened every 25 pages
 * because PDFium keeps parsed resources of visited pages for the document's life. A page's
 * text is cut to MAX_PAGE_TEXT characters and its words are packed and bounded
 * (src/lib/stored-words.ts), so an event stays small.
 *
 * The child dies with its server, even mid-page (parent-watch.ts). A full disk ends the run
 * with the reason "disk_full" (not retried: another try fills the same disk) and no
 * half-written image.
 */
import { renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  MAX_PAGE_TEXT,
  MAX_PAGES,
  PAGE_WIDTHS,
  type ProcessingError,
  type TextSource,
} from "#lib/catalog-processing.ts";
import { isDiskFull } from "#lib/disk-full.ts";
import { errorText } from "#lib/log.ts";
import type { FoundOffer } from "#lib/offers.ts";
import { packWords, type StoredWord } from "#lib/stored-words.ts";
import { encodeWebp } from "#server/webp.ts";
import { needsOcr } from "./ocr/needs-ocr.ts";
import { ocrPdfPage } from "./ocr/ocr-page.ts";
import { ocrWords } from "./ocr/ocr-words.ts";
import { extractOffers } from "./offers/extract.ts";
import type { PageWord } from "./page-words.ts";
import { openPdf, type PdfDocument, PdfError } from "./pdfium.ts";

export type RenderEvent =
  | { type: "opened"; pages: number }
  | {
      type: "page";
      page: number;
      text: string;
      source: TextSource;
      width: number;
      height: number;
      /** The offers printed on the page (offers/extract.ts); none when extraction failed (`offersError` says why). */
      offers: FoundOffer[];
      offersError?: string;
      /** The page's words with their boxes, for highlighting search hits on its image; none when they could not be read. */
      words: StoredWord[];
    }
  | { type: "failed"; error: ProcessingError }
  /** Another process renders this job (its lock is held): this one did nothing. */
  | { type: "busy" };

const REOPEN_EVERY = 25;

export async function renderPages(
  file: string,
  outDir: string,
  from: number,
  emit: (event: RenderEvent) => void,
): Promise<void> {
  let doc: PdfDocument;
  try {
    doc = await openPdf(file);
  } catch (error) {
    if (error instanceof PdfError) return emit({ type: "failed", error: error.code });
    throw error;
  }
  try {
    const pages = doc.pageCount;
    emit({ type: "opened", pages });
    if (pages === 0) return emit({ type: "failed", error: "no_pages" });
    if (pages > MAX_PAGES) return emit({ type: "failed", error: "too_many_pages" });
    for (let n = Math.max(1, from); n <= pages; n++) {
      if (n > from && (n - from) % REOPEN_EVERY === 0) {
        doc.close();
        Bun.gc(true);
        doc = await openPdf(file);
      }
      emit({ type: "page", page: n, ...(await renderOne(doc, n, outDir)) });
      // The page's pixels and WebP bytes are garbage now; collecting keeps the peak flat.
      Bun.gc(true);
    }
  } catch (error) {
    if (error instanceof PdfError) return emit({ type: "failed", error: error.code });
    if (isDiskFull(error)) return emit({ type: "failed", error: "disk_full" });
    throw error;
  } finally {
    doc.close();
  }
}

async function renderOne(doc: PdfDocument, n: number, outDir: string) {
  const page = doc.page(n);
  try {
    const layer = page.text().slice(0, MAX_PAGE_TEXT);
    let size = { width: 0, height: 0 };
    for (const width of PAGE_WIDTHS) {
      const image = page.render(width);
      const target = join(outDir, `${n}-${width}.webp`);
      try {
        await Bun.write(`${target}.part`, await encodeWebp(image));
      } catch (error) {
        rmSync(`${target}.part`, { force: true }); // what a full disk took of it
        throw error;
      }
      renameSync(`${target}.part`, target);
      size = { width: image.width, height: image.height };
    }
    if (needsOcr(layer) || page.unicodeMapError()) {
      const read = await readByOcr(page);
      if (read)
        return {
          text: read.text.slice(0, MAX_PAGE_TEXT),
          source: "ocr" as TextSource,
          ...size,
          ...wordsAndOffers(() => ocrWords(read, page.size), page.size),
        };
    }
    return {
      text: layer,
      source: (layer ? "text" : "none") as TextSource,
      ...size,
      ...wordsAndOffers(() => page.words(), page.size),
    };
  } finally {
    page.close();
  }
}

/** A page with no usable text layer read by OCR; null when OCR finds no words either. */
async function readByOcr(page: Parameters<typeof ocrPdfPage>[0]) {
  const read = await ocrPdfPage(page);
  return read.words.length > 0 ? read : null;
}

/**
 * The page's words (stored for highlighting) and its offers, both from one reading of its words;
 * a reading or an extraction that fails leaves the page with none and says why (never a failed catalogue).
 */
function wordsAndOffers(read: () => PageWord[], size: { width: number; height: number }) {
  let words: PageWord[];
  try {
    words = read();
  } catch (error) {
    return { words: [], offers: [], offersError: errorText(error) };
  }
  const stored = packWords(words);
  try {
    return { words: stored, offers: extractOffers(words, size) };
  } catch (error) {
    return { words: stored, offers: [], offersError: errorText(error) };
  }
}

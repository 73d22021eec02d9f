/**
 * The states of a catalogue's processing and the reasons it can fail, shared by the runner,
 * the API and the admin screens (which show each reason as a sentence in English or Arabic:
 * locales' admin "processing.errors.<code>").
 */
export const PROCESSING_STATES = ["queued", "processing", "ready", "failed"] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

export const PROCESSING_ERRORS = [
  /** The file is not there (a /media path that does not exist). */
  "missing_file",
  /** A remote file URL could not be fetched (or was not a PDF). */
  "fetch_failed",
  /** Bigger than the processing limit. */
  "too_large",
  "unreadable",
  /** Not a PDF, or damaged beyond reading. */
  "not_pdf",
  /** Password-protected. */
  "encrypted",
  "no_pages",
  "too_many_pages",
  /** A page PDFium cannot load. */
  "broken_page",
  /** A page needs more memory than processing may use (the renderer was stopped). */
  "too_much_memory",
  /** A page takes longer to draw than processing allows one page. */
  "page_too_slow",
  /** The whole catalogue takes longer than processing allows one catalogue. */
  "too_slow",
  /** The disk is full: not retried (another try fills the same disk); Retry once space is freed. */
  "disk_full",
  /** The processing process died (out of memory, a crash): retried with back-off. */
  "crashed",
] as const;
export type ProcessingError = (typeof PROCESSING_ERRORS)[number];

/** Where a page's text came from: the PDF's text layer, OCR of its image, or nothing could be read. */
export type TextSource = "text" | "ocr" | "none";

/** A catalogue's processing as the admin API answers it (GET /api/admin/catalog-processing). */
export type JobStatus = {
  catalogId: number;
  state: ProcessingState;
  /** Pages done so far. */
  page: number;
  pages: number | null;
  error: ProcessingError | null;
  attempts: number;
  /** Pages stored so far whose text was read by OCR, and pages where no text could be read. */
  ocrPages: number;
  emptyPages: number;
};

/** Failures another attempt may cure; the others wait for a new file (or Retry). */
export const RETRYABLE_ERRORS: ReadonlySet<ProcessingError> = new Set(["fetch_failed", "crashed", "missing_file"]);

/** Bounds on the processing child (render-child.ts); PROCESSING_* in the environment change them. */
export type ProcessingLimits = {
  /** The child's resident memory (RSS), in bytes. */
  memoryBytes: number;
  /** From the start (or the last page) to the next page. */
  pageMs: number;
  /** The whole run. */
  jobMs: number;
};

/** Enough for any real catalogue page on a small VPS; a hostile page is stopped well before swap. */
export const DEFAULT_PROCESSING_LIMITS: ProcessingLimits = {
  memoryBytes: 1024 * 1024 * 1024,
  pageMs: 90_000,
  jobMs: 45 * 60_000,
};

/**
 * The widths each page is rendered at: the thumbnail, a phone's (about 400 CSS px at 2 device
 * pixels each; it took the 1400 px image, twice the bytes, before there was one) and the large one.
 */
export const PAGE_WIDTHS = [480, 800, 1400] as const;

/**
 * The file that answers for a page image that is not there: a page processed before it had an
 * 800 px image is shown by its 1400 px one (the srcset names all three). Null for any other.
 * Example: standInPageImage("pages/ab12/3-800.webp") === "pages/ab12/3-1400.webp"
 */
export function standInPageImage(rel: string): string | null {
  const phone = /^(pages\/[0-9a-zA-Z]+\/[1-9][0-9]*)-800\.webp$/.exec(rel);
  return phone ? `${phone[1]}-1400.webp` : null;
}

/** Characters of text kept per page, and per catalogue (further pages keep none): the search index stays small. */
export const MAX_PAGE_TEXT = 20_000;
export const MAX_CATALOG_TEXT = 1_000_000;

/** Pages a catalogue may have (the admin form's Pages field allows 1-2000 too). */
export const MAX_PAGES = 2000;

/** Where a processed PDF's page images are served: by the PDF's hash, so they never change. */
export function pageImageUrl(pdfHash: string, page: number, width: (typeof PAGE_WIDTHS)[number]): string {
  return `/media/pages/${pdfHash}/${page}-${width}.webp`;
}

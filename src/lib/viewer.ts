/** Rules of the catalogue viewer (spec sections 4 and 9), kept apart from the UI for tests. */
import type { Lang } from "#i18n/languages.ts";

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
const ZOOM_STEP = 25;
export const ZOOM_DEFAULT = 100;

/** The next zoom level in `direction`, clamped to 50-200. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom + direction * ZOOM_STEP));
}

/** The page number typed in the page box if it is a whole number from 1 to `pageCount`, else null. */
export function parsePageInput(text: string, pageCount: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= pageCount ? n : null;
}

/** Where the viewer gets a PDF: local files directly, others through the SSRF-safe proxy. */
export function pdfSource(fileUrl: string): string {
  return fileUrl.startsWith("/") && !fileUrl.startsWith("//")
    ? fileUrl
    : `/api/pdf-proxy?url=${encodeURIComponent(fileUrl)}`;
}

/** A processed catalogue as the viewer needs it: its page-image folder and each page's [width, height]. */
export type ViewerPages = { hash: string; sizes: [number, number][] };

/**
 * A catalogue as the viewer opens it. `titleLang`: the title's language when it is not the page's
 * (an English title on an Arabic page). `pages`: the processed pages, null when the viewer has to
 * read the PDF.
 */
export type ViewerCatalog = { id: string; title: string; titleLang?: Lang; fileUrl: string; pages: ViewerPages | null };

/** The viewer's pages as the data attribute of a link that opens it (small: one pair per page). */
export function viewerPagesAttr(pages: ViewerPages | null | undefined): string | undefined {
  return pages ? JSON.stringify(pages) : undefined;
}

/** Reads viewerPagesAttr()'s text back; null when it is absent or not what it should be. */
export function parseViewerPages(text: string | null | undefined): ViewerPages | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as ViewerPages;
    const pair = (p: unknown) =>
      Array.isArray(p) && p.length === 2 && p.every((n) => Number.isInteger(n) && (n as number) > 0);
    return typeof v?.hash === "string" &&
      /^[0-9a-f]{16,128}$/.test(v.hash) &&
      Array.isArray(v.sizes) &&
      v.sizes.length > 0 &&
      v.sizes.every(pair)
      ? v
      : null;
  } catch {
    return null;
  }
}

/**
 * The page step of an arrow key: +1, -1 or 0. Pages read in the page's direction, so in
 * right-to-left Arabic the left arrow is the next page.
 */
export function keyStep(key: string, rtl: boolean): 1 | -1 | 0 {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return 0;
  return (key === "ArrowRight") !== rtl ? 1 : -1;
}

/** How far a finger must travel sideways to turn a page (px). */
const SWIPE_MIN = 50;

/**
 * The page step of a swipe that moved (dx, dy): a mostly sideways move of at least 50 px turns
 * the page. Swiping towards the start of the line brings the next page (leftwards in English,
 * rightwards in Arabic), as a paper page turns.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 !== rtl ? 1 : -1;
}

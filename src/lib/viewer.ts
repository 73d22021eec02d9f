/** Rules of the catalogue viewer (spec sections 4 and 9), kept apart from the UI for tests. */
import type { Lang } from "#i18n/languages.ts";

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
const ZOOM_STEP = 25;
export const ZOOM_DEFAULT = 100;

/**
 * The next zoom step (a multiple of 25) in `direction`, clamped to 50-200. From "fit to
 * screen", whose level is any percentage (62), that is the step just above or below it (75, 50).
 */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next =
    direction > 0 ? (Math.floor(zoom / ZOOM_STEP) + 1) * ZOOM_STEP : (Math.ceil(zoom / ZOOM_STEP) - 1) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** The widest a page is read at 100% (px): a desktop's full width would make a page too tall to read. */
export const READING_WIDTH = 960;

/**
 * "Fit to screen": the zoom (percent of the reading width: the stage's, up to 960 px) at which
 * the whole page of `size` [width, height] shows in a stage whose inner box is `box`; at most
 * 100% (a phone's portrait page is as wide as the screen), at least the smallest zoom, and 100%
 * while the stage is not measured yet.
 */
export function fitZoom(box: { width: number; height: number }, [width, height]: [number, number]): number {
  const reading = Math.min(box.width, READING_WIDTH);
  if (reading <= 0 || box.height <= 0 || width <= 0 || height <= 0) return ZOOM_DEFAULT;
  const whole = Math.min(reading, (box.height * width) / height);
  return Math.max(ZOOM_MIN, Math.min(ZOOM_DEFAULT, Math.floor((whole / reading) * 100)));
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as Western ones: a phone's Arabic keyboard types them. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * The page box's text as a page: the number when it is a whole one from 1 to `pageCount` (in
 * any of the digits above), "empty" when nothing is typed (the box shows the page again), and
 * "refused" for anything else (-1, 0, past the last page, 2.5), which the viewer explains.
 */
export function parsePageInput(text: string, pageCount: number): number | "empty" | "refused" {
  const typed = westernDigits(text).trim();
  if (!typed) return "empty";
  if (!/^\d+$/.test(typed)) return "refused";
  const n = Number(typed);
  return n >= 1 && n <= pageCount ? n : "refused";
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

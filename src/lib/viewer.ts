/** Rules of the catalogue viewer (spec sections 4 and 9), kept apart from the UI for tests. */
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

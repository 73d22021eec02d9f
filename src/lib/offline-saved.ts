/**
 * What "Save for offline" keeps of a catalogue (src/client/offline-save.ts), worked out from
 * what the catalogue page knows: every page's address in the shopper's language, every page's
 * image at the phone width, and the offers (the catalogue's, and each page's, which the viewer's
 * tap areas read). Page text is in each page's HTML.
 */
import { type Lang, localizedPath } from "#i18n/languages.ts";
import { pageImageUrl } from "./catalog-processing.ts";

/**
 * The width kept offline. 480 px is the image a phone's page strip and viewer already show:
 * the prices and names of a flyer read at that width on a 390 px screen, and a 20-page
 * catalogue stays near a megabyte where the 1400 px images alone could pass 3 MB.
 */
const SAVED_IMAGE_WIDTH = 480;

/** What the catalogue page hands the Save button, and what the saved cache remembers of it. */
export type SavedCatalog = {
  id: number;
  lang: Lang;
  title: { en: string; ar: string | null };
  store: { en: string; ar: string | null };
  pdfHash: string;
  pageCount: number;
  /** The catalogue's last day (yyyy-mm-dd), if it has one: a saved catalogue past it is marked. */
  expiryDate: string | null;
};

/** The stored record: the catalogue, when it was saved and how many bytes it takes. */
export type SavedInfo = SavedCatalog & { savedAt: string; bytes: number };

/** Every URL a saved catalogue keeps, pages first (a shopper reads page 1 first). */
export function savedCatalogUrls(c: SavedCatalog): string[] {
  const pages = Array.from({ length: c.pageCount }, (_, i) => i + 1);
  return [
    ...pages.map((n) => localizedPath(c.lang, `/catalogs/${c.id}/page/${n}`)),
    ...pages.map((n) => pageImageUrl(c.pdfHash, n, SAVED_IMAGE_WIDTH)),
    `/api/catalogs/${c.id}/offers`,
    ...pages.map((n) => `/api/catalogs/${c.id}/pages/${n}/offers`),
  ];
}

/** The build files a page loads (stylesheet, fonts, scripts), from its own tags, without duplicates. */
export function shellUrls(tags: { rel?: string; href?: string; src?: string }[], origin: string): string[] {
  const out = new Set<string>();
  for (const tag of tags) {
    const raw = tag.src ?? (tag.rel && /\b(?:stylesheet|preload|modulepreload)\b/.test(tag.rel) ? tag.href : undefined);
    if (!raw) continue;
    const url = new URL(raw, origin);
    if (url.origin === origin && url.pathname.startsWith("/assets/")) out.add(url.pathname);
  }
  return [...out];
}

/** "1.2 MB" in the page's language (the unit spelled out in Arabic, whose abbreviation is little known). */
export function sizeText(bytes: number, locale: string): string {
  const mb = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "megabyte",
    unitDisplay: locale.startsWith("ar") ? "long" : "short",
    maximumFractionDigits: 1,
  });
  return mb.format(Math.max(0.1, bytes / 1_000_000));
}

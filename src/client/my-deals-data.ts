/** What GET /api/me/deals answers (routes/api/me-deals.ts), as "My deals" reads it. */
type Named = { name: string; nameAr: string | null };

export type DealCatalog = {
  id: number;
  title: string;
  titleAr: string | null;
  expiryDate: string | null;
  pages: number | null;
  store: Named & { slug: string };
  href: string;
};

export type DealOffer = {
  id: number;
  name: string | null;
  nameAr: string | null;
  price: number;
  was: number | null;
  size: string | null;
  validUntil: string | null;
  store: Named & { slug: string };
  href: string;
};

export type SavedSearchDeals = {
  search: { id: number; q: string; emirate: string | null; category: string | null; store: string | null };
  href: string;
  /** The search's Atom feed (unprefixed). */
  feed: string;
  total: number;
  offers: DealOffer[];
};

export type Deals = {
  since: string | null;
  firstVisitDays: number;
  follows: number;
  savedSearches: number;
  catalogs: DealCatalog[];
  searches: SavedSearchDeals[];
};

/** The text in the page's language, and the lang to mark it with when it falls back to English. */
export function inLang(lang: "en" | "ar", en: string, ar: string | null): { text: string; lang?: string } {
  if (lang === "ar" && ar) return { text: ar };
  return lang === "ar" ? { text: en, lang: "en" } : { text: en };
}

/** A page address in the page's language. */
export const inLangPath = (lang: "en" | "ar", path: string) => (lang === "ar" ? `/ar${path}` : path);

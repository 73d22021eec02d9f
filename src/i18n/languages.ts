/** The site's languages; English is the source of truth and the fallback. */
const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];

export const LANG_META: Record<Lang, { dir: "ltr" | "rtl"; locale: string; label: string }> = {
  en: { dir: "ltr", locale: "en-AE", label: "English" },
  ar: { dir: "rtl", locale: "ar-AE", label: "العربية" },
};

/** The URL of `path` (unprefixed, e.g. "/stores?page=2") in `lang`. */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === "en") return path;
  return path === "/" ? "/ar" : path.startsWith("/?") ? `/ar${path.slice(1)}` : `/ar${path}`;
}

/** Splits "/ar/stores" into { lang: "ar", path: "/stores" }. */
export function splitLangPrefix(pathname: string): { lang: Lang; path: string } {
  if (pathname === "/ar") return { lang: "ar", path: "/" };
  if (pathname.startsWith("/ar/")) return { lang: "ar", path: pathname.slice(3) };
  return { lang: "en", path: pathname };
}

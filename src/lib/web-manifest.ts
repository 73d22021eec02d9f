/**
 * The web app manifest of each language (/manifest.webmanifest, /ar/manifest.webmanifest),
 * written by scripts/build.ts from the locale files: installing from an Arabic page gives the
 * app its Arabic name, right-to-left, opening on the Arabic home page.
 */
import { LANG_META, type Lang, localizedPath } from "#i18n/languages.ts";

/** The site's colour (the header's teal), also the pages' theme-color. */
export const THEME_COLOR = "#0f766e";

/** The manifest's URL for a page in `lang`. */
export const manifestPath = (lang: Lang) => localizedPath(lang, "/manifest.webmanifest");

export function webManifest(lang: Lang, text: { name: string; shortName: string; description: string }) {
  return {
    id: localizedPath(lang, "/"),
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: LANG_META[lang].locale,
    dir: LANG_META[lang].dir,
    start_url: localizedPath(lang, "/"),
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}

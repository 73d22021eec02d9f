/**
 * What a test-set layout hands to make.ts: its page size, fonts, CSS, the HTML of each printed
 * page and the offers printed on them. An offer's name and price elements carry
 * `data-offer`/`data-part` attributes; make.ts measures them in the browser to get the box.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The fields of one offer as the truth file keeps them (its box is measured, its page known). */
export type OfferFields = {
  name?: string;
  nameAr?: string;
  price: number;
  was?: number;
  unit?: string;
  quantity?: number;
  size?: string;
  /** The price exactly as printed, one string per separate text run ("12" and ".50" in a burst). */
  priceText: string[];
  /** The previous price exactly as printed. */
  wasText?: string;
};

export type DraftOffer = OfferFields & { id: string; page: number };

/** Collects a layout's offers while its HTML is written. */
export class FlyerDraft {
  readonly offers: DraftOffer[] = [];

  /** Registers an offer printed on `page` (1-based); the result marks its name and price elements. */
  offer(page: number, fields: OfferFields): (part: "name" | "price") => string {
    const id = `o${this.offers.length + 1}`;
    this.offers.push({ ...fields, id, page });
    return (part) => `data-offer="${id}" data-part="${part}"`;
  }
}

export type Layout = {
  /** The file stem under tests/flyers/. */
  layout: string;
  title: string;
  /** The printed page in millimetres (CSS @page size). */
  size: { width: number; height: number };
  dir: "ltr" | "rtl";
  fonts: FontName[];
  css: string;
  /** The HTML inside each page's fixed-size box, one string per printed page. */
  pages: string[];
  offers: DraftOffer[];
  /** Strings printed on the flyer that must never be read as offers. */
  notOffers: string[];
};

const NOTO = "/usr/share/fonts/truetype/noto";
const FONTSOURCE = join(import.meta.dir, "../../node_modules/@fontsource-variable");

/** Font files by family: Debian's fonts-noto-core, and the variable fonts the app itself ships. */
const FONT_FILES = {
  Inter: [[`${FONTSOURCE}/inter/files/inter-latin-wght-normal.woff2`, "100 900"]],
  "Noto Sans": [
    [`${NOTO}/NotoSans-Regular.ttf`, "400"],
    [`${NOTO}/NotoSans-Bold.ttf`, "700"],
  ],
  "Noto Sans Display": [
    [`${NOTO}/NotoSansDisplay-Regular.ttf`, "400"],
    [`${NOTO}/NotoSansDisplay-Bold.ttf`, "700"],
  ],
  "Noto Serif": [
    [`${NOTO}/NotoSerif-Regular.ttf`, "400"],
    [`${NOTO}/NotoSerif-Bold.ttf`, "700"],
  ],
  "Noto Sans Mono": [
    [`${NOTO}/NotoSansMono-Regular.ttf`, "400"],
    [`${NOTO}/NotoSansMono-Bold.ttf`, "700"],
  ],
  "Noto Naskh Arabic": [
    [`${NOTO}/NotoNaskhArabic-Regular.ttf`, "400"],
    [`${NOTO}/NotoNaskhArabic-Bold.ttf`, "700"],
  ],
  "Noto Kufi Arabic": [
    [`${NOTO}/NotoKufiArabic-Regular.ttf`, "400"],
    [`${NOTO}/NotoKufiArabic-Bold.ttf`, "700"],
  ],
  "Noto Sans Arabic": [[`${FONTSOURCE}/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2`, "100 900"]],
} as const;

export type FontName = keyof typeof FONT_FILES;

/** @font-face rules loading `names` by file URL (the page itself is opened from a file). */
export function fontFaces(names: readonly FontName[]): string {
  return names
    .flatMap((family) =>
      FONT_FILES[family].map(([file, weight]) => {
        if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install fonts-noto-core, and npm install`);
        return `@font-face { font-family: "${family}"; font-weight: ${weight}; src: url("file://${file}"); }`;
      }),
    )
    .join("\n");
}

/** The document make.ts prints: one `.sheet` box of exactly the page size per printed page. */
export function flyerDocument(l: Layout): string {
  const { width, height } = l.size;
  const sheets = l.pages.map((html, i) => `<section class="sheet" data-page="${i + 1}">${html}</section>`).join("\n");
  return `<!doctype html>
<html lang="${l.dir === "rtl" ? "ar" : "en"}" dir="${l.dir}"><head><meta charset="utf-8"><title>${l.title}</title>
<style>
${fontFaces(l.fonts)}
@page { size: ${width}mm ${height}mm; margin: 0; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { background: #fff; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.sheet { width: ${width}mm; height: ${height}mm; position: relative; overflow: hidden; break-after: page; }
.sheet:last-child { break-after: auto; }
${l.css}
</style></head>
<body>
${sheets}
</body></html>
`;
}

/** Escapes text for HTML. */
export function h(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** A tiny inline SVG "product picture": a bottle, box, can or screen in the given hue. */
export function picture(kind: number, hue: number, size = "18mm"): string {
  const shapes = [
    `<rect x="14" y="8" width="12" height="6" fill="hsl(${hue} 40% 35%)"/><rect x="10" y="14" width="20" height="30" rx="5" fill="hsl(${hue} 60% 55%)"/>`,
    `<rect x="6" y="10" width="28" height="32" rx="2" fill="hsl(${hue} 65% 50%)"/><rect x="10" y="18" width="20" height="10" fill="#fff" opacity=".8"/>`,
    `<ellipse cx="20" cy="12" rx="11" ry="4" fill="hsl(${hue} 30% 70%)"/><rect x="9" y="12" width="22" height="28" fill="hsl(${hue} 70% 45%)"/>`,
    `<rect x="3" y="10" width="34" height="22" rx="2" fill="#222"/><rect x="5" y="12" width="30" height="18" fill="hsl(${hue} 70% 60%)"/><rect x="16" y="33" width="8" height="5" fill="#444"/>`,
    `<circle cx="20" cy="26" r="14" fill="hsl(${hue} 70% 50%)"/><path d="M20 12 q4 -8 9 -6" stroke="hsl(120 50% 30%)" stroke-width="3" fill="none"/>`,
  ];
  return `<svg viewBox="0 0 40 46" width="${size}" height="${size}" aria-hidden="true">${shapes[kind % shapes.length]}</svg>`;
}

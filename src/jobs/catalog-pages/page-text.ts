/**
 * Mends the text PDFium extracts from a page before it is stored and indexed.
 *
 * PDFium returns Arabic in logical order, except where one glyph stands for several letters
 * (the lam-alef ligature, a letter with its haraka): it splits that glyph into chars sharing
 * one origin and, laying the right-to-left line out, puts them in reverse, so "لا" comes out
 * "ال" ("الأسبوع" as "األسبوع"). Such a run is found by its geometry and turned back.
 * Presentation forms some producers write (U+FExx) become plain letters through NFKC.
 */

const utf16 = new TextDecoder("utf-16le");

/** Arabic letters and marks, and the presentation-form blocks. */
const isArabic = (unit: number) =>
  (unit >= 0x0600 && unit <= 0x06ff) || (unit >= 0xfb50 && unit <= 0xfdff) || (unit >= 0xfe70 && unit <= 0xfeff);

/** left, right, bottom, top, origin x, origin y of one char. */
export type CharGeometry = readonly number[];

/** Two chars cut from one glyph: one origin, one vertical extent, slices side by side. */
function sameGlyph(a: CharGeometry, b: CharGeometry): boolean {
  return a[4] === b[4] && a[5] === b[5] && a[2] === b[2] && a[3] === b[3] && Math.abs((a[1] ?? 0) - (b[0] ?? 0)) < 0.01;
}

/**
 * The page text from PDFium's UTF-16 `units`, with split-glyph Arabic runs put back in
 * order; `geometry(i)` is asked only for Arabic chars next to Arabic chars.
 */
export function arabicClusterRuns(units: number[], geometry: (index: number) => CharGeometry): string {
  const out = [...units];
  for (let i = 0; i < out.length - 1; i++) {
    if (!isArabic(out[i]!) || !isArabic(out[i + 1]!)) continue;
    let previous = geometry(i);
    let end = i + 1;
    for (; end < out.length && isArabic(out[end]!); end++) {
      const next = geometry(end);
      if (!sameGlyph(previous, next)) break;
      previous = next;
    }
    if (end - i > 1) {
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end - 1;
    }
  }
  return tidyPageText(utf16.decode(Uint16Array.from(out)));
}

/** NFKC (presentation forms to letters), one kind of line break, no runs of blanks, no NULs. */
function tidyPageText(text: string): string {
  return text
    .normalize("NFKC")
    .replaceAll("\0", "")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

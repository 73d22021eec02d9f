/**
 * Glyphs PDFium splits into several chars. Where one glyph stands for several letters (the
 * lam-alef ligature, a letter with its haraka as one cluster), PDFium gives each letter a
 * slice of the glyph's box, all at the glyph's origin, and laying the right-to-left line out
 * puts them in reverse: "لا" comes out "ال" ("الأسبوع" as "األسبوع"). Such a run is found by
 * its geometry and turned back.
 */
import { type CharGeometry, isArabic, type PageChar } from "./char-geometry.ts";

/**
 * Two chars cut from one glyph: one origin, one vertical extent, slices of one width. (The
 * slices need not lie in the chars' order: "مَّ" can come as fatha, shadda, meem with the
 * meem's slice rightmost, so their order on the page says nothing.)
 */
function sameGlyph(a: CharGeometry, b: CharGeometry): boolean {
  const sameWidth = Math.abs(a.right - a.left - (b.right - b.left)) < 0.05;
  return a.x === b.x && a.y === b.y && a.bottom === b.bottom && a.top === b.top && sameWidth;
}

/** `chars` with each run of Arabic chars cut from one glyph put back in reading order. */
export function unsplitGlyphs(chars: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  const out = [...chars];
  for (let i = 0; i < out.length - 1; i++) {
    if (!isArabic(out[i]!.unit) || !isArabic(out[i + 1]!.unit)) continue;
    let previous = at(out[i]!);
    let end = i + 1;
    for (; end < out.length && isArabic(out[end]!.unit); end++) {
      const next = at(out[end]!);
      if (!sameGlyph(previous, next)) break;
      previous = next;
    }
    if (end - i > 1) {
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end - 1;
    }
  }
  return out;
}

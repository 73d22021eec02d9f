/**
 * Arabic lines PDFium gives in reading order (Chromium/Skia, XeTeX, LibreOffice) but with
 * blanks where the page has none: before a haraka the producer placed apart from its letter
 * ("م ُح َمّد"), where a Persian or Urdu ZWNJ stood ("می‌توانید" as "می توانید"), and marks
 * that landed away from their letter ("َ اللغة … مّد"). The page's geometry settles each.
 */
import {
  type CharGeometry,
  isArabic,
  isArabicLetter,
  isBlank,
  isLineBreak,
  isMark,
  isWordGap,
  type PageChar,
} from "./char-geometry.ts";
import { unsplitGlyphs } from "./split-glyphs.ts";

/** The line with split glyphs, misplaced marks and blanks that part no words mended. */
export function mendLogicalLine(line: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  // A blank PDFium made up (no width: no glyph drew it) before a mark is the mark's offset, not a word break.
  const kept = line.filter((c, i) => {
    const next = line[i + 1];
    if (!isBlank(c.unit) || !next || !isMark(next.unit) || !isArabic(next.unit)) return true;
    const g = at(c);
    return g.right - g.left > 0.01;
  });
  return joinTouchingLetters(rehomeMarks(unsplitGlyphs(kept, at), at), at);
}

/**
 * A mark with no letter under it (first on the line, or after a blank) goes after the letter
 * it is drawn over: the one whose advance spans the mark's centre, nearest centre first.
 */
function rehomeMarks(chars: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  const out = [...chars];
  for (let i = 0; i < out.length; i++) {
    const mark = out[i]!;
    if (!isMark(mark.unit) || !isArabic(mark.unit)) continue;
    const before = out[i - 1];
    if (before && !isBlank(before.unit)) continue;
    const g = at(mark);
    const centre = (g.left + g.right) / 2;
    let host = -1;
    let best = Infinity;
    out.forEach((c, j) => {
      if (!isArabicLetter(c.unit)) return;
      const h = at(c);
      const off = Math.abs((h.looseLeft + h.looseRight) / 2 - centre);
      const over = h.looseLeft <= centre && centre <= h.looseRight && Math.abs(h.y - g.y) < Math.max(h.em, 1);
      if (over && off < best) [host, best] = [j, off];
    });
    if (host < 0) continue;
    out.splice(i, 1);
    let to = host < i ? host + 1 : host;
    while (to < out.length && isMark(out[to]!.unit)) to++;
    out.splice(to, 0, mark);
    if (host > i) i--;
  }
  return out;
}

/**
 * A blank between two Arabic letters whose boxes touch parts no words: it stands for a ZWNJ
 * (or nothing), and the word is kept whole. The search folds ZWNJ away, so "میتوانید" and
 * "می‌توانید" find it alike.
 */
function joinTouchingLetters(chars: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  return chars.filter((c, i) => {
    if (!isBlank(c.unit) || isLineBreak(c.unit)) return true;
    const before = chars.slice(0, i).findLast((x) => !isMark(x.unit));
    const after = chars.slice(i + 1).find((x) => !isBlank(x.unit));
    if (!before || !after || !isArabicLetter(before.unit) || !isArabicLetter(after.unit)) return true;
    const a = at(before);
    const b = at(after);
    if (a.em <= 0 || b.em <= 0) return true;
    return isWordGap(a, b);
  });
}

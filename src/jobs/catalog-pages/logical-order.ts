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
  isDrawnOn,
  isLineBreak,
  isMark,
  isWordGap,
  letterUnder,
  type PageChar,
} from "./char-geometry.ts";
import { orderMixedRuns } from "./mixed-direction.ts";
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
  return orderMixedRuns(joinTouchingLetters(rehomeMarks(unsplitGlyphs(kept, at), at), at), at);
}

/**
 * A mark goes after the letter it is drawn on. Producers that place harakat apart list them
 * where they like: first on the line, after a blank, or before their letter (XeTeX and
 * LibreOffice with Noto Naskh: "ُ" before "ة،" when it sits on the "م" after them). A mark
 * already after its letter stays.
 */
function rehomeMarks(chars: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  const out = [...chars];
  for (let i = 0; i < out.length; i++) {
    const mark = out[i]!;
    if (!isMark(mark.unit) || !isArabic(mark.unit)) continue;
    const g = at(mark);
    let b = i - 1;
    while (b >= 0 && isMark(out[b]!.unit)) b--;
    const before = out[b];
    if (before && isArabicLetter(before.unit) && isDrawnOn(g, at(before))) continue;
    const letters: number[] = [];
    for (let j = Math.max(0, i - NEAR); j < Math.min(out.length, i + NEAR); j++)
      if (isArabicLetter(out[j]!.unit)) letters.push(j);
    const under = letterUnder(g, letters, (j) => at(out[j]!));
    // A mark over no letter stays where it is, after a letter if one comes before it.
    if (under < 0) continue;
    const host = letters[under]!;
    out.splice(i, 1);
    let to = host < i ? host + 1 : host;
    while (to < out.length && isMark(out[to]!.unit)) to++;
    out.splice(to, 0, mark);
    if (host > i) i--;
  }
  return out;
}

/** How far along the line (in chars) a mark's letter is looked for: a line's length, and a hostile one's work bounded. */
const NEAR = 200;

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

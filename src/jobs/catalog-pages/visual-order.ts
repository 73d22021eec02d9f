/**
 * Arabic lines a producer wrote in visual order. LuaTeX (and others that lay right-to-left
 * text out themselves) write each line's glyphs left to right as they stand on the page, with
 * no space glyphs: PDFium's text is then the line backwards with its spaces gone
 * ("فقرة عربية" as "ةيبرعةرقف"). Such a line is told by its geometry, put in reading order by
 * its glyphs' positions, and given a space wherever the glyphs leave a word's gap.
 */
import {
  type CharGeometry,
  isArabic,
  isArabicLetter,
  isBlank,
  isDrawnOn,
  isLeftToRight,
  isMark,
  isWordGap,
  letterUnder,
  type PageChar,
  SPACE,
} from "./char-geometry.ts";

/**
 * Whether a line's Arabic runs left to right in PDFium's text. In reading (logical) order
 * each Arabic letter stands left of the one before it; in visual order, right of it. Letters
 * sharing an origin (one glyph split in several chars) say nothing either way.
 */
export function isVisualOrder(line: PageChar[], at: (c: PageChar) => CharGeometry): boolean {
  let rightward = 0;
  let leftward = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    if (!isArabicLetter(a.unit) || !isArabicLetter(b.unit)) continue;
    const step = at(b).x - at(a).x;
    if (step > 0.01) rightward++;
    else if (step < -0.01) leftward++;
  }
  return rightward > leftward;
}

/** A letter (or digit, or punctuation) with the marks drawn on it. */
type Cluster = { base: PageChar; marks: PageChar[] };

/**
 * The line in reading order: glyphs right to left by their pen positions, stretches that
 * read left to right (Latin, digits) kept left to right, a space at each word gap.
 */
export function visualToLogical(line: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  const clusters = clustersOf(
    line.filter((c) => !isBlank(c.unit)),
    at,
  );
  const ordered = clusters
    .map((cluster, stream) => ({ cluster, stream, x: at(cluster.base).x }))
    // Right to left; glyphs at one position keep the reverse of the stream's order.
    .sort((a, b) => b.x - a.x || b.stream - a.stream)
    .map((entry) => entry.cluster);
  const reading = keepLeftToRightStretches(ordered);
  const out: PageChar[] = [];
  reading.forEach((cluster, i) => {
    const previous = reading[i - 1];
    if (previous && isWordGap(at(previous.base), at(cluster.base))) out.push({ unit: SPACE, index: -1 });
    out.push(cluster.base, ...cluster.marks);
  });
  return out;
}

/**
 * Each mark joined to its letter. Laid out left to right, a letter's marks come just before
 * it in the stream (the shaped run backwards), so a mark goes with the glyph after it, unless
 * it is drawn on another: with Noto Naskh, PDFium lists harakat (and some letters) apart from
 * the line's visual order, and a mark then goes to the letter it stands over.
 */
function clustersOf(glyphs: PageChar[], at: (c: PageChar) => CharGeometry): Cluster[] {
  const clusters: Cluster[] = [];
  let pending: PageChar[] = [];
  for (const c of glyphs) {
    if (isMark(c.unit)) pending.push(c);
    else {
      clusters.push({ base: c, marks: pending });
      pending = [];
    }
  }
  if (pending.length > 0) {
    const last = clusters.at(-1);
    if (last) last.marks.push(...pending);
    else clusters.push({ base: pending[0]!, marks: pending.slice(1) });
  }
  clusters.forEach((cluster, k) => {
    cluster.marks = cluster.marks.filter((mark) => {
      const g = at(mark);
      if (!isArabic(mark.unit) || isDrawnOn(g, at(cluster.base))) return true;
      // Looked for among the clusters near it: a line's length, and a hostile one's work bounded.
      const letters = clusters.slice(Math.max(0, k - 200), k + 200).filter((c) => isArabicLetter(c.base.unit));
      const under = letterUnder(g, letters, (c) => at(c.base));
      if (under < 0) return true;
      letters[under]!.marks.push(mark);
      return false;
    });
  });
  return clusters;
}

/**
 * Right-to-left order turns "4,299" and "Apple" around too: each stretch of left-to-right
 * clusters (and the punctuation between two of them) is put back left to right.
 */
function keepLeftToRightStretches(ordered: Cluster[]): Cluster[] {
  const strong = ordered.map((c) => (isLeftToRight(c.base.unit) ? "ltr" : isArabicLetter(c.base.unit) ? "rtl" : null));
  const ltr = strong.map((kind, i) => {
    if (kind) return kind === "ltr";
    const before = strong.slice(0, i).findLast(Boolean);
    const after = strong.slice(i + 1).find(Boolean);
    return before === "ltr" && after === "ltr";
  });
  const out: Cluster[] = [];
  for (let i = 0; i < ordered.length; ) {
    let end = i + 1;
    if (ltr[i]) while (end < ordered.length && ltr[end]) end++;
    out.push(...ordered.slice(i, end).reverse());
    i = end;
  }
  return out;
}

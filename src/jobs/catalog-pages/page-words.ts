/**
 * A page's words with where they sit: what the offer extractor (and search highlighting)
 * reads, from the PDF's text layer here and from OCR alike.
 *
 * A word is a run of chars in PDFium's order broken at a blank (PDFium's own or a generated
 * one), a line break, a jump of baseline, a change of font size of more than a quarter (a
 * price burst's small ".50" beside a big "12" is a word of its own) or a gap wider than a word
 * space. Its text is mended like the page's (page-text.ts), so an Arabic word reads as printed.
 *
 * A line with Arabic in it is cut into words after it is put in reading order, as the page's
 * text is: its producer may list a word's chars apart (a haraka before another word, the slices
 * of a lam-alef out of order, a line in visual order), which a run of the stream cannot mend.
 */
import { MAX_PAGE_TEXT } from "#lib/catalog-processing.ts";
import {
  type CharGeometry,
  isArabic,
  isBlank,
  isLineBreak,
  isMark,
  isWordGap,
  type PageChar,
  SPACE,
} from "./char-geometry.ts";
import { mendPageText, readingOrder } from "./page-text.ts";
import { tidyPageText } from "./text-tidy.ts";

/** One word; x, y, width and height are fractions of the page (origin top-left), em of its height. */
export type PageWord = {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The font size, as a share of the page height (OCR: the word's height). */
  em: number;
  /** Turned this many degrees anticlockwise (a currency set sideways beside a price): 0, 90, 180, 270. */
  angle: number;
  /** Printed struck through (OCR saw the rule; PDF text does not say): a previous price. */
  struck?: boolean;
};

/** What the words are built from: the page's chars as PDFium lists them. */
export type CharSource = {
  count: number;
  unit(i: number): number;
  geometry(i: number): CharGeometry;
  /** A char PDFium made up (a space or line break between text objects): no box of its own. */
  generated(i: number): boolean;
  /** Degrees anticlockwise. */
  angle(i: number): number;
};

/** At most this many chars of a page become words, as many as its stored text: a hostile page's 100,000 glyphs stay bounded work. */
const MAX_WORD_CHARS = MAX_PAGE_TEXT;

/** On one line: the same baseline (a sideways run shares its x instead). */
const sameLine = (a: CharGeometry, b: CharGeometry, sideways: boolean) =>
  Math.abs(sideways ? a.x - b.x : a.y - b.y) <= 0.3 * Math.max(a.em, b.em, 1);
const sameSize = (a: CharGeometry, b: CharGeometry) => {
  const [small, big] = a.em < b.em ? [a.em, b.em] : [b.em, a.em];
  return small <= 0 || big / small <= 1.25;
};

/** One glyph drawn twice in one place (a shadow, an outline): one letter. */
const drawnTwice = (a: CharGeometry, b: CharGeometry) =>
  Math.abs(a.left - b.left) + Math.abs(a.right - b.right) + Math.abs(a.y - b.y) < 0.1 * Math.max(b.em, 1);

/** Degrees to the nearest quarter turn, 0-270. */
const quarterTurns = (degrees: number) => (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;

/** Control codes, soft hyphens and the U+FFFE/U+FFFF PDFium gives for line-end hyphens are no letters of a word. */
const isKept = (unit: number) => unit >= 0x20 && unit !== 0xad && unit !== 0xfffe && unit !== 0xffff;

/** The words of a page `pageWidth` x `pageHeight` points. */
export function pageWords(chars: CharSource, pageWidth: number, pageHeight: number): PageWord[] {
  const words: PageWord[] = [];
  let run: number[] = [];
  let last: CharGeometry | null = null;
  let lastAngle = 0;
  let lastUnit = -1;
  const known = new Map<number, CharGeometry>();
  const at = (i: number) => {
    let g = known.get(i);
    if (!g) {
      g = chars.geometry(i);
      known.set(i, g);
    }
    return g;
  };
  const flush = () => {
    if (run.length) {
      const word = wordOf(run, chars, at, pageWidth, pageHeight);
      if (word) words.push(word);
    }
    run = [];
    last = null;
  };
  const count = Math.min(chars.count, MAX_WORD_CHARS);
  // Upright text first, then sideways text: a currency set sideways beside a price is listed
  // with its letters between the price's digits, and each reads whole only apart.
  for (const sidewaysPass of [false, true]) {
    const arabicLines = sidewaysPass ? new Map<number, number>() : arabicLinesOf(chars, count, at);
    for (let i = 0; i < count; i++) {
      const lineEnd = arabicLines.get(i);
      if (lineEnd !== undefined) {
        flush();
        words.push(...arabicLineWords(chars, i, lineEnd, at, pageWidth, pageHeight));
        i = lineEnd - 1;
        continue;
      }
      const unit = chars.unit(i);
      // PDFium's own spaces and line breaks come from the geometry checked below; they would also split
      // a price around a sideways letter listed inside it.
      const generated = chars.generated(i);
      if (generated && (isBlank(unit) || isLineBreak(unit))) continue;
      // The second letter of a ligature ("ff" drawn as one glyph) has no box of its own: it goes with the first.
      if (generated) {
        if (run.at(-1) === i - 1) run.push(i);
        continue;
      }
      if (isBlank(unit) || isLineBreak(unit) || unit === 0) {
        flush();
        continue;
      }
      const angle = quarterTurns(chars.angle(i));
      const sideways = angle === 90 || angle === 270;
      if (sideways !== sidewaysPass) continue;
      const g = at(i);
      const prev: CharGeometry | null = last;
      // A glyph drawn twice in one place (a shadow, an outline) is one letter; the two letters
      // of a ligature ("ff") share an origin but not a box.
      if (prev && unit === lastUnit && drawnTwice(prev, g)) continue;
      if (
        prev &&
        (angle !== lastAngle || !sameLine(prev, g, sideways) || !sameSize(prev, g) || (!sideways && isWordGap(prev, g)))
      )
        flush();
      run.push(i);
      last = g;
      lastAngle = angle;
      lastUnit = unit;
    }
    flush();
  }
  flush();
  return words;
}

function wordOf(
  run: number[],
  chars: CharSource,
  at: (i: number) => CharGeometry,
  pageWidth: number,
  pageHeight: number,
  mended?: string,
): PageWord | null {
  const units = run.map((i) => chars.unit(i));
  // Only Arabic needs mending (its order, its marks); a plain word is its chars, made canonical.
  const text =
    mended ??
    (units.some(isArabic)
      ? mendPageText(units, (k) => at(run[k]!))
      : String.fromCharCode(...units.filter(isKept)).normalize("NFKC"));
  if (!text) return null;
  let [left, right, bottom, top, em] = [Infinity, -Infinity, Infinity, -Infinity, 0];
  for (const i of run) {
    if (chars.generated(i)) continue;
    const g = at(i);
    left = Math.min(left, g.left);
    right = Math.max(right, g.right);
    bottom = Math.min(bottom, g.bottom);
    top = Math.max(top, g.top);
    em = Math.max(em, g.em);
  }
  if (!(pageWidth > 0 && pageHeight > 0) || !Number.isFinite(left + right + bottom + top)) return null;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const x = clamp(left / pageWidth);
  const y = clamp((pageHeight - top) / pageHeight);
  return {
    text,
    x,
    y,
    width: clamp(right / pageWidth) - x,
    height: clamp((pageHeight - bottom) / pageHeight) - y,
    em: em / pageHeight,
    angle: quarterTurns(chars.angle(run[0]!)),
  };
}

/**
 * Where each upright line with Arabic in it starts and ends in the char list (start -> end). A
 * line ends where a glyph leaves the last one's baseline or turns, as a word does below.
 */
function arabicLinesOf(chars: CharSource, count: number, at: (i: number) => CharGeometry): Map<number, number> {
  const lines = new Map<number, number>();
  let start = 0;
  let arabic = false;
  let last: CharGeometry | null = null;
  let lastAngle = 0;
  const endAt = (i: number) => {
    if (arabic && i > start) lines.set(start, i);
    [start, arabic, last] = [i, false, null];
  };
  for (let i = 0; i < count; i++) {
    const unit = chars.unit(i);
    const generated = chars.generated(i);
    if (isLineBreak(unit) && !generated) endAt(i);
    if (generated || isBlank(unit) || isLineBreak(unit) || unit === 0) continue;
    const angle = quarterTurns(chars.angle(i));
    if (angle === 90 || angle === 270) continue;
    const g = at(i);
    if (last && (angle !== lastAngle || !sameLine(last, g, false))) endAt(i);
    arabic ||= isArabic(unit);
    [last, lastAngle] = [g, angle];
  }
  endAt(count);
  return lines;
}

/**
 * The words of the upright line from char `start` to `end`: the line in reading order
 * (page-text.ts) cut at its blanks and where the font size jumps, listed in the order PDFium
 * gave their letters (the extractor reads neighbours in that order).
 */
function arabicLineWords(
  chars: CharSource,
  start: number,
  end: number,
  at: (i: number) => CharGeometry,
  pageWidth: number,
  pageHeight: number,
): PageWord[] {
  const line: PageChar[] = [];
  // A ligature's second letter ("ff" drawn as one glyph), made up by PDFium, has no place of
  // its own to order it by: it goes with the letter before it.
  const tails = new Map<number, number[]>();
  let host = -1;
  let last: PageChar | null = null;
  for (let i = start; i < end; i++) {
    const angle = quarterTurns(chars.angle(i));
    if (chars.unit(i) === 0 || angle === 90 || angle === 270) continue;
    // PDFium may break one line in several (a word in two pieces, a price apart from its label):
    // a break parts words unless the reordering finds the letters touch.
    const unit = isLineBreak(chars.unit(i)) ? SPACE : chars.unit(i);
    const blank = isBlank(unit);
    if (chars.generated(i) && !blank) {
      if (host >= 0) tails.get(host)!.push(i);
      continue;
    }
    if (!blank && last && unit === last.unit && drawnTwice(at(last.index), at(i))) continue;
    line.push({ unit, index: i });
    host = blank ? -1 : i;
    if (!blank) {
      last = { unit, index: i };
      tails.set(i, []);
    }
  }
  const runs: number[][] = [[]];
  let size: CharGeometry | null = null;
  for (const c of readingOrder(line, (pc) => at(pc.index))) {
    if (isBlank(c.unit) || c.index < 0) {
      runs.push([]);
      size = null;
      continue;
    }
    const g = at(c.index);
    if (size && !isMark(c.unit) && !sameSize(size, g)) runs.push([]);
    runs.at(-1)!.push(c.index, ...(tails.get(c.index) ?? []));
    if (!isMark(c.unit)) size = g;
  }
  return runs
    .filter((run) => run.length > 0)
    .map((run) => ({ run, first: run.reduce((a, b) => Math.min(a, b)) }))
    .sort((a, b) => a.first - b.first)
    .flatMap(({ run }) => {
      const text = tidyPageText(String.fromCharCode(...run.map((i) => chars.unit(i)).filter(isKept)));
      return wordOf(run, chars, at, pageWidth, pageHeight, text) ?? [];
    });
}

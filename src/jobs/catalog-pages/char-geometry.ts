/**
 * What page-text mending knows of one char PDFium extracted: its code unit, where it sits
 * (asked of PDFium lazily, once), and what kind of char it is for right-to-left text.
 */

/** One char's place on the page, in PDF points. */
export type CharGeometry = {
  /** The glyph's ink box. */
  left: number;
  right: number;
  bottom: number;
  top: number;
  /** The pen position the glyph was drawn at. */
  x: number;
  y: number;
  /** The box the glyph's advance spans: neighbours in one word touch, a word space leaves a gap. */
  looseLeft: number;
  looseRight: number;
  /** The font size on the page (text size times the text matrix's scale); about 1 for chars PDFium made up. */
  em: number;
};

/** A char of the text being mended: `index` is its place in PDFium's char list, -1 for one we add. */
export type PageChar = { unit: number; index: number };

export const SPACE = 0x20;

/** Arabic letters and marks, and the presentation-form blocks. */
export const isArabic = (unit: number) =>
  (unit >= 0x0600 && unit <= 0x06ff) || (unit >= 0xfb50 && unit <= 0xfdff) || (unit >= 0xfe70 && unit <= 0xfeff);

const MARK = /\p{M}/u;
const LTR = /[\p{L}\p{N}]/u;

/** A combining mark: a haraka, shadda, or any other mark drawn on the letter before it. */
export const isMark = (unit: number) => MARK.test(String.fromCharCode(unit));

/** Arabic-Indic digits: inside right-to-left text they still read left to right. */
const isArabicDigit = (unit: number) => (unit >= 0x0660 && unit <= 0x0669) || (unit >= 0x06f0 && unit <= 0x06f9);

/** An Arabic letter (not a mark, not a digit): what tells which way a line runs. */
export const isArabicLetter = (unit: number) => isArabic(unit) && !isMark(unit) && !isArabicDigit(unit);

/** A char that reads left to right even inside Arabic text: Latin letters, digits of any script. */
export const isLeftToRight = (unit: number) =>
  isArabicDigit(unit) || (!isArabic(unit) && LTR.test(String.fromCharCode(unit)));

/** Blanks, line breaks and the no-break spaces PDFium passes through. */
export const isBlank = (unit: number) => /\s/.test(String.fromCharCode(unit));

export const isLineBreak = (unit: number) => unit === 0x0a || unit === 0x0d;

/** The horizontal gap between two chars' advance boxes (0 when they touch or overlap). */
function gapBetween(a: CharGeometry, b: CharGeometry): number {
  return Math.max(0, Math.max(a.looseLeft, b.looseLeft) - Math.min(a.looseRight, b.looseRight));
}

/**
 * A gap wider than this share of the font size is a word space. Within a word, joined
 * letters overlap and a non-joining letter leaves its side bearing (under 0.12 em in the
 * fixtures); a space is a quarter em or more, a little less in a tightly justified line.
 */
const WORD_GAP_EM = 0.15;

/** Whether the gap between `a` and `b` is a word space. */
export function isWordGap(a: CharGeometry, b: CharGeometry): boolean {
  const em = Math.max(a.em, b.em);
  return em > 0 && gapBetween(a, b) > WORD_GAP_EM * em;
}

/**
 * Whether mark `m` is drawn on letter `l`: cut from one glyph with it (one origin, as Chromium
 * slices a letter with its haraka), or standing over the letter's advance on its line.
 */
export function isDrawnOn(m: CharGeometry, l: CharGeometry): boolean {
  if (m.x === l.x && m.y === l.y) return true;
  const centre = (m.left + m.right) / 2;
  return l.looseLeft <= centre && centre <= l.looseRight && Math.abs(l.y - m.y) < Math.max(l.em, 1);
}

/**
 * Of `letters`, the one mark `m` is drawn on (the nearest centre where two letters' advances
 * overlap under it), or -1.
 */
export function letterUnder<T>(m: CharGeometry, letters: T[], at: (letter: T) => CharGeometry): number {
  const centre = (m.left + m.right) / 2;
  let best = -1;
  let off = Infinity;
  letters.forEach((letter, i) => {
    const l = at(letter);
    const d = Math.abs((l.looseLeft + l.looseRight) / 2 - centre);
    if (isDrawnOn(m, l) && d < off) [best, off] = [i, d];
  });
  return best;
}

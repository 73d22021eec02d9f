/**
 * Mends the text PDFium extracts from a page before it is stored and indexed, so it reads as
 * the page does whatever made the PDF:
 *
 * - Arabic lines in visual order (LuaTeX) are put in reading order, spaces restored from the
 *   gaps between glyphs (visual-order.ts);
 * - Arabic lines in reading order keep it, with split glyphs (lam-alef) turned back, marks
 *   returned to the letters they are drawn on and blanks that part no words dropped
 *   (logical-order.ts), and the words of a run against the line's direction in that run's
 *   order ("AED 12.50" in an Arabic line, mixed-direction.ts);
 * - brackets drawn mirrored in right-to-left text turned back (mixed-direction.ts);
 * - line-end hyphens joined, presentation forms to letters, Noto Naskh's lam-alef read as
 *   "لا", blanks made even (text-tidy.ts).
 *
 * Which way a line runs is read from the page, not from the producer's name: in reading
 * order each Arabic letter stands left of the one before it.
 */
import {
  type CharGeometry,
  isArabic,
  isArabicLetter,
  isBlank,
  isLineBreak,
  type PageChar,
  SPACE,
} from "./char-geometry.ts";
import { mendLogicalLine } from "./logical-order.ts";
import { unmirrorBrackets } from "./mixed-direction.ts";
import { tidyPageText } from "./text-tidy.ts";
import { isVisualOrder, visualToLogical } from "./visual-order.ts";

export type { CharGeometry } from "./char-geometry.ts";

const utf16 = new TextDecoder("utf-16le");

/** One Arabic line (or a line with Arabic in it) in reading order, mended (see above). */
export function readingOrder(line: PageChar[], at: (c: PageChar) => CharGeometry): PageChar[] {
  if (!line.some((c) => isArabic(c.unit))) return line;
  return unmirrorBrackets((isVisualOrder(line, at) ? visualToLogical : mendLogicalLine)(line, at));
}

/**
 * The page text from PDFium's UTF-16 `units` (one per char of PDFium's char list);
 * `geometry(i)` is asked only about chars on lines with Arabic, once each.
 */
export function mendPageText(units: number[], geometry: (index: number) => CharGeometry): string {
  const known = new Map<number, CharGeometry>();
  const at = (c: PageChar): CharGeometry => {
    const seen = known.get(c.index);
    if (seen) return seen;
    const g = geometry(c.index);
    known.set(c.index, g);
    return g;
  };
  const out: PageChar[] = [];
  for (const { line, breaks } of linesOf(units, at)) out.push(...readingOrder(line, at), ...breaks);
  return tidyPageText(utf16.decode(Uint16Array.from(out, (c) => c.unit)));
}

/**
 * PDFium's lines, each with the line break after it. PDFium sometimes breaks a line in visual
 * order in pieces (LuaTeX with Noto Naskh: "الش" and "ايّ" of "الشّاي" on lines of their own):
 * a piece in visual order on the same baseline that touches the line before is joined to it,
 * and the glyphs' places order them. (Pieces in reading order are left as PDFium gives them:
 * their order is the stream's, which joining them would not mend.)
 */
function linesOf(units: number[], at: (c: PageChar) => CharGeometry): { line: PageChar[]; breaks: PageChar[] }[] {
  const lines: { line: PageChar[]; breaks: PageChar[] }[] = [{ line: [], breaks: [] }];
  units.forEach((unit, index) => {
    const last = lines.at(-1)!;
    if (isLineBreak(unit)) last.breaks.push({ unit, index });
    else if (last.breaks.length > 0) lines.push({ line: [{ unit, index }], breaks: [] });
    else last.line.push({ unit, index });
  });
  const joined: (Piece & { line: PageChar[]; breaks: PageChar[] })[] = [];
  for (const next of lines) {
    const piece = { ...next, ...pieceOf(next.line, at) };
    const previous = joined.at(-1);
    if (previous && continues(previous, piece)) {
      // The break becomes a blank: the reordering drops it where the glyphs touch.
      previous.line.push(...previous.breaks.slice(0, 1).map((c) => ({ ...c, unit: SPACE })), ...next.line);
      previous.breaks = next.breaks;
      previous.from = Math.min(previous.from, piece.from);
      previous.to = Math.max(previous.to, piece.to);
    } else joined.push(piece);
  }
  return joined;
}

/** What joining a piece to the line before asks of it (each piece's glyphs asked once). */
type Piece = { visual: boolean; letter: CharGeometry | null; from: number; to: number };

function pieceOf(line: PageChar[], at: (c: PageChar) => CharGeometry): Piece {
  const letter = line.find((c) => isArabicLetter(c.unit));
  if (!letter) return { visual: false, letter: null, from: 0, to: 0 };
  return { visual: isVisualOrder(line, at), letter: at(letter), ...extent(line, at) };
}

/** Whether piece `b` goes on with line `a`: both in visual order, one baseline, no more than half an em apart. */
function continues(a: Piece, b: Piece): boolean {
  if (!a.visual || !b.visual || !a.letter || !b.letter) return false;
  const em = Math.max(a.letter.em, b.letter.em);
  if (!(em > 0) || Math.abs(a.letter.y - b.letter.y) > 0.3 * em) return false;
  return Math.max(a.from, b.from) - Math.min(a.to, b.to) <= 0.5 * em;
}

/** Where a line's glyphs reach across the page (blanks aside). */
function extent(line: PageChar[], at: (c: PageChar) => CharGeometry): { from: number; to: number } {
  let [from, to] = [Infinity, -Infinity];
  for (const c of line) {
    if (isBlank(c.unit)) continue;
    const g = at(c);
    [from, to] = [Math.min(from, g.looseLeft), Math.max(to, g.looseRight)];
  }
  return { from, to };
}

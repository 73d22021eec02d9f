/**
 * Mends the text PDFium extracts from a page before it is stored and indexed, so it reads as
 * the page does whatever made the PDF:
 *
 * - Arabic lines in visual order (LuaTeX) are put in reading order, spaces restored from the
 *   gaps between glyphs (visual-order.ts);
 * - Arabic lines in reading order keep it, with split glyphs (lam-alef) turned back, marks
 *   returned to their letters and blanks that part no words dropped (logical-order.ts);
 * - line-end hyphens joined, presentation forms to letters, blanks made even (text-tidy.ts).
 *
 * Which way a line runs is read from the page, not from the producer's name: in reading
 * order each Arabic letter stands left of the one before it.
 */
import { type CharGeometry, isArabic, isLineBreak, type PageChar } from "./char-geometry.ts";
import { mendLogicalLine } from "./logical-order.ts";
import { tidyPageText } from "./text-tidy.ts";
import { isVisualOrder, visualToLogical } from "./visual-order.ts";

export type { CharGeometry } from "./char-geometry.ts";

const utf16 = new TextDecoder("utf-16le");

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
  let line: PageChar[] = [];
  const endLine = () => {
    if (line.some((c) => isArabic(c.unit)))
      out.push(...(isVisualOrder(line, at) ? visualToLogical : mendLogicalLine)(line, at));
    else out.push(...line);
    line = [];
  };
  units.forEach((unit, index) => {
    if (isLineBreak(unit)) {
      endLine();
      out.push({ unit, index });
    } else line.push({ unit, index });
  });
  endLine();
  return tidyPageText(utf16.decode(Uint16Array.from(out, (c) => c.unit)));
}

/**
 * Thin horizontal rules erased from a grey page before OCR: the line through a struck-out
 * previous price ("AED 13.95" drawn struck through), underlines and table rules. Tesseract
 * reads a struck-out price as something else ("1795", "F435"); with the line gone, the glyphs
 * it crossed keep a hairline gap that the recogniser reads through.
 *
 * A pixel is on a thin rule when it is clearly darker than the pixels a few rows above and
 * below it; a rule is a run of such pixels at least MIN_RUN long (longer than any glyph's
 * bar at OCR resolution), allowed to pass through the glyph strokes it crosses (dark above
 * and below, so not thin). Only the thin pixels are lightened, to the lighter of their
 * neighbours above and below, so the strokes the rule crossed stay whole.
 */
import type { PixelRect } from "./missed-lines.ts";

/** How much darker (of 255) than above and below a rule's pixel is. */
const CONTRAST = 48;
/** Rows above and below compared: rules up to 2 * REACH - 1 pixels thick are found. */
const REACH = 3;
/** Pixels: a rule is at least this long (a third of an inch at 150 dpi)... */
const MIN_RUN = 50;
/** ...and passes through glyph strokes at most this wide... */
const MAX_GAP = 8;
/**
 * ...which are a small part of it: the bars of small letters ("e", "a", "s" in a line of
 * 9-point text) line up into long runs too, but with letters between them. (Measured by
 * bench:ocr: at 0.6 the demo flyers' struck prices are erased and read — numbers 57.5 → 73.1 %,
 * prose loses nothing; at 0.8 most struck prices stay.)
 */
const MIN_THIN_SHARE = 0.6;

/** Erases thin rules in `grey` (width x height, one byte a pixel), in place; where they ran. */
export function eraseThinRules(grey: Uint8Array, width: number, height: number): PixelRect[] {
  const rules: PixelRect[] = [];
  const thin = new Uint8Array(width);
  for (let y = REACH; y < height - REACH; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const v = grey[row + x]!;
      const above = grey[row - REACH * width + x]!;
      const below = grey[row + REACH * width + x]!;
      thin[x] = v + CONTRAST <= above && v + CONTRAST <= below ? 1 : 0;
    }
    let start = -1;
    let last = -1;
    let count = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && thin[x]) {
        if (start < 0) start = x;
        last = x;
        count++;
        continue;
      }
      if (start >= 0 && x < width && x - last <= MAX_GAP) continue;
      if (start >= 0 && count >= MIN_RUN && count >= MIN_THIN_SHARE * (last + 1 - start)) {
        lighten(grey, row, start, last + 1, thin, width);
        addRow(rules, y, start, last + 1);
      }
      [start, count] = [-1, 0];
    }
  }
  return rules;
}

/** A rule's row joins the rule just above it that spans the same pixels, or starts one. */
function addRow(rules: PixelRect[], y: number, x0: number, x1: number): void {
  const rule = rules.find((r) => r.y1 >= y && r.x0 < x1 && x0 < r.x1);
  if (rule) Object.assign(rule, { y1: y + 1, x0: Math.min(rule.x0, x0), x1: Math.max(rule.x1, x1) });
  else rules.push({ x0, y0: y, x1, y1: y + 1 });
}

function lighten(grey: Uint8Array, row: number, from: number, to: number, thin: Uint8Array, width: number): void {
  for (let x = from; x < to; x++) {
    if (!thin[x]) continue;
    grey[row + x] = Math.max(grey[row - REACH * width + x]!, grey[row + REACH * width + x]!);
  }
}

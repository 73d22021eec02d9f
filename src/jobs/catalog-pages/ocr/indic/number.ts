/**
 * A number printed in Arabic-Indic digits beside a word (a currency, "بدلاً من"), read glyph by
 * glyph: the pieces of ink on the word's line, from its edge outwards while they follow each
 * other closely, each named by the classifier; the number is given only when every glyph is
 * named and they make a price ("١٣٫٢٥", "٩٩", "١٬٢٩٩٫٠٠").
 */
import type { PixelRect } from "../missed-lines.ts";
import { classify, type Script } from "./classify.ts";
import { digitBand, featuresOf, inkMask, type Piece, pieces } from "./glyphs.ts";

export type Grey = { data: Uint8Array; width: number; height: number };
export type Side = "left" | "right";

/** How far from the word the number is looked for, in the word's heights. */
const REACH = 8;
/** The first glyph starts within this many of the word's heights from its edge... */
const FIRST_GAP = 1.2;
/** ...and each next one within this share of the tallest glyph so far from the last. */
const NEXT_GAP = 0.75;
/** A number has at most this many glyphs ("١٬٢٩٩٫٩٥" is eight). */
const MAX_GLYPHS = 9;
/** How far into the word's box the cut starts, in its heights. */
const SLACK = 1;
/** The cut must hold this much contrast (of 255) to have print in it. */
const MIN_CONTRAST = 60;

/** Integers of up to five digits, thousands grouped or not, and two decimals or none; no leading zero but "0.x". */
const PRICE = {
  arabic: /^(?:[١-٩][٠-٩]{0,4}|[١-٩][٠-٩]{0,2}(?:٬[٠-٩]{3})+|٠)(?:٫[٠-٩]{2})?$/u,
  // Western digits only as a flyer prints a price: four digits at most, or grouped.
  western: /^(?:[1-9]\d{0,3}|[1-9]\d{0,2}(?:,\d{3})+|0)(?:\.\d{2})?$/u,
};

/** A number read glyph by glyph, in the script its glyphs are closer to, and where it is on the page. */
export type ReadNumber = { text: string; script: Script; rect: PixelRect };

/** The number beside `word` (pixels of the page) on `side`, or null when none reads as a price. */
export function numberBeside(grey: Grey, word: PixelRect, side: Side): ReadNumber | null {
  const h = word.y1 - word.y0;
  // Tesseract's box of the word can reach into the number's first glyph: the cut starts inside it.
  const inside = Math.round(SLACK * h);
  const y0 = Math.max(0, Math.round(word.y0 - 0.5 * h));
  const y1 = Math.min(grey.height, Math.round(word.y1 + 0.5 * h));
  const x0 = side === "right" ? Math.max(0, word.x1 - inside) : Math.max(0, Math.round(word.x0 - REACH * h));
  const x1 =
    side === "right" ? Math.min(grey.width, Math.round(word.x1 + REACH * h)) : Math.min(grey.width, word.x0 + inside);
  const [w, ch] = [x1 - x0, y1 - y0];
  if (w < 4 || ch < 4) return null;
  const cut = new Uint8Array(w * ch);
  for (let y = 0; y < ch; y++)
    cut.set(grey.data.subarray((y0 + y) * grey.width + x0, (y0 + y) * grey.width + x1), y * w);
  let [low, high] = [255, 0];
  for (const v of cut) [low, high] = [Math.min(low, v), Math.max(high, v)];
  if (high - low < MIN_CONTRAST) return null;
  const inked = pieces(inkMask(cut), w, ch).filter(
    (p) =>
      p.pixels.length >= 4 &&
      // On the word's line: its middle within the word's height.
      (p.y0 + p.y1) / 2 >= word.y0 - y0 &&
      (p.y0 + p.y1) / 2 <= word.y1 - y0,
  );
  // Where the word ends and the number starts: the widest gap between pieces near the word's box edge.
  const edge = widestGap(inked, side === "right" ? word.x1 - x0 : word.x0 - x0, inside / 2);
  const found = inked.filter(
    (p) =>
      p.y0 > 0 &&
      p.y1 < ch &&
      (side === "right" ? p.x0 > 0 && (p.x0 + p.x1) / 2 > edge : p.x1 < w && (p.x0 + p.x1) / 2 < edge),
  );
  const run = runFrom(found, edge, side, h);
  if (!run.length) return null;
  const read = reading(run, w);
  if (!read || !PRICE[read.script].test(read.text)) return null;
  return {
    ...read,
    rect: {
      x0: x0 + Math.min(...run.map((p) => p.x0)),
      y0: y0 + Math.min(...run.map((p) => p.y0)),
      x1: x0 + Math.max(...run.map((p) => p.x1)),
      y1: y0 + Math.max(...run.map((p) => p.y1)),
    },
  };
}

/**
 * The glyphs read in the script they are closer to, or null when one is not sure. Alone, "٥"
 * and "0", "٠" and ".", "١" and "1" are one shape; a number is printed in one script, which
 * its glyphs together tell.
 */
function reading(run: readonly Piece[], width: number): { text: string; script: Script } | null {
  const band = digitBand(run);
  const glyphs = [...run].sort((a, b) => a.x0 - b.x0).map((p) => featuresOf(p, width, band));
  const [arabic, western] = (["arabic", "western"] as const).map((script) => glyphs.map((g) => classify(g, script)));
  const cost = (read: typeof arabic) => read!.reduce((sum, c) => sum + (c?.distance ?? Infinity), 0);
  const script: Script = cost(western) < cost(arabic) ? "western" : "arabic";
  const read = script === "western" ? western! : arabic!;
  if (read.some((c) => c === null)) return null;
  // The decimal and thousands separators are one mark in many fonts: which it is, the digits after it say.
  const [point, comma] = script === "arabic" ? ["٫", "٬"] : [".", ","];
  const chars = read.map((c) => (c!.char === comma ? point : c!.char));
  const last = chars.lastIndexOf(point);
  const text = chars.map((c, i) => (c === point && (i !== last || chars.length - i - 1 === 3) ? comma : c)).join("");
  return { text, script };
}

/** The middle of the widest gap between the pieces' columns within `reach` of `edge`, or `edge`. */
function widestGap(found: readonly Piece[], edge: number, reach: number): number {
  const spans = found.map((p) => [p.x0, p.x1] as const).sort((a, b) => a[0] - b[0]);
  let [best, at, end] = [0, edge, -Infinity];
  for (const [x0, x1] of spans) {
    if (x0 > end && end > -Infinity && x0 - end > best && Math.abs((x0 + end) / 2 - edge) <= reach)
      [best, at] = [x0 - end, (x0 + end) / 2];
    end = Math.max(end, x1);
  }
  return at;
}

/** The pieces that follow each other closely from `edge` outwards on `side`; none when too many. */
export function runFrom(found: readonly Piece[], edge: number, side: Side, wordHeight: number): Piece[] {
  const outward = side === "right" ? (p: Piece) => p.x0 : (p: Piece) => -p.x1;
  const ordered = [...found].sort((a, b) => outward(a) - outward(b));
  const run: Piece[] = [];
  let reached = edge;
  let tallest = 0;
  for (const p of ordered) {
    const gap = side === "right" ? p.x0 - reached : reached - p.x1;
    const allowed = run.length ? NEXT_GAP * tallest : FIRST_GAP * wordHeight;
    if (gap > allowed) break;
    run.push(p);
    reached = side === "right" ? Math.max(reached, p.x1) : Math.min(reached, p.x0);
    tallest = Math.max(tallest, p.y1 - p.y0);
  }
  return run.length <= MAX_GLYPHS ? run : [];
}

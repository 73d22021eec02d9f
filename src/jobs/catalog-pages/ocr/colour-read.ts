/**
 * The dark print on each coloured shape (colour-shapes.ts) read line by line in the print grey,
 * where the shape's colours are washed out: a price burst's "AED 1,679 .00" with its currency
 * on its side and its decimals raised (sideways.ts reads those apart). Only lines that read as
 * a number are given back: the pass is there for prices; a shape's words are the page
 * reading's to find.
 */
import type { ColourShapes } from "./colour-shapes.ts";
import { type LineImage, lineImage, readCut } from "./line-image.ts";
import type { PixelRect } from "./missed-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { OcrWord } from "./ocr-tsv.ts";
import { readWithTurned } from "./sideways.ts";

/** A pixel of the print grey darker than this is print: a vivid colour's brightest channel is 140 or more. */
const INK = 100;
/** Pieces of fewer pixels are dust (JPEG's ringing round a spike). */
const MIN_PIXELS = 12;
/** A line of print is this tall at least and at most (pixels at 150 dpi): smaller is dust, bigger a picture. */
const MIN_HEIGHT = 10;
const MAX_HEIGHT = 160;
/** At most this many lines are read on one shape (a price, a note above or below it)... */
const MAX_LINES = 3;
/**
 * ...and on a page (the biggest shapes' first): each costs up to a dozen small readings (the
 * turned word both ways, the number, its decimals), so a page crafted full of coloured shapes
 * costs what a page of 24 bursts does, a second or two, and no more.
 */
const MAX_PAGE_LINES = 24;
/** Words read less surely are left out: the pass also meets pictures on coloured grounds. */
const MIN_CONFIDENCE = 70;
/**
 * Raised decimals are small print and read less surely ("19" ".95" at 68), but they are only
 * given back in their form, a point and two digits (sideways.ts): kept from this.
 */
const MIN_DECIMALS_CONFIDENCE = 50;
const DECIMALS = /^\.\d{2}$/;

type Page = { width: number; height: number; dpi: number };

/** Each line of dark print on the shapes that reads as a number: its rectangle and its words. */
export function readColourShapes(
  engine: OcrEngine,
  colour: ColourShapes,
  dpi: number,
): { shape: PixelRect; line: PixelRect; words: OcrWord[] }[] {
  const page = { width: colour.width, height: colour.height, dpi };
  const lines = colour.shapes
    .flatMap((shape) => printLines(colour, shape).map((line, i) => ({ shape, line, i })))
    .slice(0, MAX_PAGE_LINES);
  return lines.flatMap(({ shape, line, i }) => {
    const words = readLine(engine, lineImage(colour.print, colour.width, colour.height, line), page)
      .filter((w) => w.confidence >= (DECIMALS.test(w.text) ? MIN_DECIMALS_CONFIDENCE : MIN_CONFIDENCE))
      .map((w) => ({ ...w, line: `shape${shape.x0}.${shape.y0}.${i}` }));
    return words.some((w) => /\p{Nd}/u.test(w.text)) ? [{ shape, line, words }] : [];
  });
}

/**
 * A line read with its turned currency apart when it has one. Thresholded first: what is left
 * of the shape's colours in the print grey (the faint rim of a lighter disc, JPEG's ringing
 * along a spike) joins the turned currency to the digits and turns "11" into "1".
 */
function readLine(engine: OcrEngine, cut: LineImage, page: Page): OcrWord[] {
  const sharp = { ...cut, pixels: cut.pixels.map((v) => (v < 128 ? 0 : 255)) };
  return readWithTurned(engine, sharp, page) ?? readWithTurned(engine, cut, page) ?? readCut(engine, sharp, page);
}

type Piece = PixelRect & { count: number };

/**
 * The lines of dark print inside `shape`: its pieces of print that do not run off its box (a
 * picture or the page's own print beside it would), grouped where their rows overlap, so a
 * currency on its side and raised decimals are one line with the price. Biggest first.
 */
export function printLines(colour: ColourShapes, shape: PixelRect): PixelRect[] {
  const lines: Piece[] = [];
  const pieces = darkPieces(colour, shape)
    .filter((p) => p.count >= MIN_PIXELS)
    .sort((a, b) => a.y0 - b.y0);
  for (const p of pieces) {
    const last = lines.at(-1);
    if (last && p.y0 < last.y1) {
      Object.assign(last, {
        x0: Math.min(last.x0, p.x0),
        x1: Math.max(last.x1, p.x1),
        y1: Math.max(last.y1, p.y1),
        count: last.count + p.count,
      });
    } else lines.push({ ...p });
  }
  return lines
    .filter((l) => l.y1 - l.y0 >= MIN_HEIGHT && l.y1 - l.y0 <= MAX_HEIGHT)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_LINES)
    .map(({ count: _, ...rect }) => rect);
}

/** The 8-connected pieces of print in the shape's box, less those touching its edge. */
function darkPieces(colour: ColourShapes, shape: PixelRect): Piece[] {
  const { print, width } = colour;
  const [w, h] = [shape.x1 - shape.x0, shape.y1 - shape.y0];
  const seen = new Uint8Array(w * h);
  const dark = (x: number, y: number) => print[(shape.y0 + y) * width + shape.x0 + x]! < INK;
  const pieces: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !dark(start % w, Math.floor(start / w))) continue;
    seen[start] = 1;
    stack.push(start);
    const piece = { x0: w, y0: h, x1: 0, y1: 0, count: 0 };
    let edge = false;
    while (stack.length) {
      const i = stack.pop()!;
      const [x, y] = [i % w, Math.floor(i / w)];
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      Object.assign(piece, {
        x0: Math.min(piece.x0, x),
        y0: Math.min(piece.y0, y),
        x1: Math.max(piece.x1, x + 1),
        y1: Math.max(piece.y1, y + 1),
        count: piece.count + 1,
      });
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny * w + nx] || !dark(nx, ny)) continue;
          seen[ny * w + nx] = 1;
          stack.push(ny * w + nx);
        }
      }
    }
    if (!edge) {
      const { x0, y0, x1, y1, count } = piece;
      pieces.push({ x0: x0 + shape.x0, y0: y0 + shape.y0, x1: x1 + shape.x0, y1: y1 + shape.y0, count });
    }
  }
  return pieces;
}

/**
 * The print on each coloured shape (colour-shapes.ts) read line by line in the greys where the
 * shape's colours are washed out, dark print and white print apart: a price burst's "AED 1,679
 * .00" with its currency on its side and its decimals raised (sideways.ts reads those apart), a
 * tag's white "Dhs 12.25". Only lines that read as a price are given back: the pass is there
 * for prices; a shape's other words are the page reading's to find.
 */
import { isCurrency } from "../offers/vocabulary.ts";
import type { ColourShapes } from "./colour-shapes.ts";
import { pieces } from "./indic/glyphs.ts";
import { type LineImage, lineImage } from "./line-image.ts";
import type { PixelRect } from "./missed-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { mendMisread } from "./ocr-misreads.ts";
import type { OcrWord } from "./ocr-tsv.ts";
import { readWhole, readWithTurned } from "./sideways.ts";

/**
 * A pixel darker than this is print: in the brightest-channel grey, a strong colour's ground is
 * 100 or more (colour-shapes.ts); in the darkest channel turned over, print is near white (its
 * darkest channel 196 or more), as a pale disc inside a burst is not, mostly.
 */
const INK = { dark: 100, light: 60 } as const;
type Polarity = keyof typeof INK;
/** A line is two pieces of print at least (a price's digits, its currency): one alone is a disc, a pictogram. */
const MIN_PIECES = 2;
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

export type ShapeLine = {
  shape: PixelRect;
  line: PixelRect;
  words: OcrWord[];
  /** Every line of print on the shape, this one and the others. */
  print: PixelRect[];
};

/**
 * Each line of print on the shapes that reads as a price. `readAlready` says a line the page's
 * reading read surely, and as no number: a heading in white on a coloured band is no price,
 * and is not read again (on a flyer's page of coloured bands, that is most of the pass's time).
 */
export function readColourShapes(
  engine: OcrEngine,
  colour: ColourShapes,
  dpi: number,
  readAlready: (line: PixelRect) => boolean = () => false,
): ShapeLine[] {
  const page = { width: colour.width, height: colour.height, dpi };
  const lines = colour.shapes
    .flatMap((shape) => {
      const byPolarity = (["dark", "light"] as const).map((polarity) => ({
        polarity,
        lines: allPrintLines(colour, shape, polarity),
      }));
      const print = byPolarity.flatMap((p) => p.lines);
      return byPolarity.flatMap(({ polarity, lines }) =>
        lines.slice(0, MAX_LINES).map((line, i) => ({ shape, line, polarity, i, print })),
      );
    })
    .filter(({ line }) => !readAlready(line))
    .slice(0, MAX_PAGE_LINES);
  return lines.flatMap(({ shape, line, polarity, i, print }) => {
    const grey = polarity === "dark" ? colour.print : colour.lightPrint;
    const words = readLine(engine, lineImage(grey, colour.width, colour.height, line), page)
      .filter((w) => w.confidence >= (DECIMALS.test(w.text) ? MIN_DECIMALS_CONFIDENCE : MIN_CONFIDENCE))
      .map((w) => ({ ...w, line: `shape${shape.x0}.${shape.y0}.${polarity}${i}` }));
    return readsAsPrice(words) ? [{ shape, line, words, print }] : [];
  });
}

/**
 * `others` (the words the page's other passes read) with the prices read on shapes in place:
 * what was read on a price's line gives way to it, and so do numbers elsewhere on its shape
 * that stand on no print of it: the spikes and rims read as digits ("7" for a burst's spike).
 * A number in another line of print on the shape (a size in a name) stays.
 */
export function withShapeWords(
  others: readonly OcrWord[],
  onShapes: readonly ShapeLine[],
  page: { width: number; height: number },
): OcrWord[] {
  const centredIn = (w: OcrWord, r: PixelRect) => {
    const x = (w.box.x + w.box.width / 2) * page.width;
    const y = (w.box.y + w.box.height / 2) * page.height;
    return x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1;
  };
  const stray = (w: OcrWord, s: ShapeLine) =>
    /\p{Nd}/u.test(w.text) && centredIn(w, s.shape) && !s.print.some((r) => centredIn(w, r));
  const kept = others.filter((w) => !onShapes.some((s) => centredIn(w, s.line) || stray(w, s)));
  return [...kept, ...onShapes.flatMap((s) => s.words)];
}

/**
 * A line read on a shape stands for a price when it holds a number beside a currency, or a
 * number with decimals: white print on a big coloured panel is also names and sizes ("… 65
 * بوصة"), which the page reading read as well or better, and which would give way to these.
 */
export function readsAsPrice(words: readonly OcrWord[]): boolean {
  const texts = words.map((w) => mendMisread(w.text));
  const number = texts.some((t) => /\p{Nd}/u.test(t));
  return number && texts.some((t) => isCurrency(t) || /(?:^|\d)\.\d{2}$/u.test(t));
}

/**
 * A line read with its turned currency apart when it has one. Thresholded first: what is left
 * of the shape's colours in the print grey (the faint rim of a lighter disc, JPEG's ringing
 * along a spike) joins the turned currency to the digits and turns "11" into "1".
 */
function readLine(engine: OcrEngine, cut: LineImage, page: Page): OcrWord[] {
  const sharp = { ...cut, pixels: cut.pixels.map((v) => (v < 128 ? 0 : 255)) };
  return (
    readWithTurned(engine, sharp, page) ?? readWithTurned(engine, cut, page) ?? readWhole(engine, sharp, page, "both")
  );
}

type Piece = PixelRect & { count: number; pieces: number };

/**
 * The lines of dark (or white) print inside `shape`: its pieces of print that do not run off
 * its box (a picture, the page's own print beside it, the white between a burst's spikes would),
 * grouped where their rows overlap, so a currency on its side and raised decimals are one line
 * with the price. Biggest first.
 */
export function printLines(colour: ColourShapes, shape: PixelRect, polarity: Polarity = "dark"): PixelRect[] {
  return allPrintLines(colour, shape, polarity).slice(0, MAX_LINES);
}

function allPrintLines(colour: ColourShapes, shape: PixelRect, polarity: Polarity): PixelRect[] {
  const lines: Piece[] = [];
  const pieces = inkPieces(colour, shape, polarity)
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
        pieces: last.pieces + 1,
      });
    } else lines.push({ ...p });
  }
  return lines
    .filter((l) => l.y1 - l.y0 >= MIN_HEIGHT && l.y1 - l.y0 <= MAX_HEIGHT && l.pieces >= MIN_PIECES)
    .sort((a, b) => b.count - a.count)
    .map(({ count: _, pieces: __, ...rect }) => rect);
}

/** The pieces of print (8-connected) in the shape's box, less those touching its edge. */
function inkPieces(colour: ColourShapes, shape: PixelRect, polarity: Polarity): Piece[] {
  const [w, h] = [shape.x1 - shape.x0, shape.y1 - shape.y0];
  const grey = polarity === "dark" ? colour.print : colour.lightPrint;
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (shape.y0 + y) * colour.width + shape.x0;
    for (let x = 0; x < w; x++) mask[y * w + x] = grey[row + x]! < INK[polarity] ? 1 : 0;
  }
  return pieces(mask, w, h)
    .filter((p) => p.x0 > 0 && p.y0 > 0 && p.x1 < w && p.y1 < h)
    .map((p) => ({
      x0: p.x0 + shape.x0,
      y0: p.y0 + shape.y0,
      x1: p.x1 + shape.x0,
      y1: p.y1 + shape.y0,
      count: p.pixels.length,
      pieces: 1,
    }));
}

/**
 * A page's text read from its pixels: PDFium's RGBA drawing in, the words and their boxes out,
 * in Tesseract's reading order (right to left within an Arabic line). Boxes are fractions of
 * the page (0..1 from its top-left corner), so they hold at any drawing size, like PDF text's.
 */

import { isCurrency } from "../offers/vocabulary.ts";
import type { Rgba } from "../pdfium.ts";
import { withArabicDigits } from "./arabic-digits.ts";
import { readColourShapes, withShapeWords } from "./colour-read.ts";
import { colourShapes } from "./colour-shapes.ts";
import { rereadLatinLines } from "./latin-lines.ts";
import type { PixelRect } from "./missed-lines.ts";
import { ocrEngine } from "./ocr-engine.ts";
import { mendMisread } from "./ocr-misreads.ts";
import { fromTsv, type OcrPage, type OcrWord, textOf } from "./ocr-tsv.ts";
import { grayPgm } from "./pgm.ts";
import { readMissedLines } from "./second-pass.ts";
import { withShortNumbersReadAgain } from "./short-numbers.ts";
import { withTurnedPrint } from "./sideways.ts";
import { eraseThinRules } from "./thin-rules.ts";

/** Draw pages this sharp for OCR: the measured sweet spot (150 dpi reads as well as 300, at half the time). */
export const OCR_DPI = 150;

/** Pixels Tesseract is given at most: a bigger drawing is averaged down first (its memory grows ~55 B a pixel). */
export const MAX_OCR_PIXELS = 6_000_000;

/** Words of the first pass read less surely than this have their line read again on its own. */
const SURE_CONFIDENCE = 50;

export type { OcrPage };

/** The width to draw a page of `width` x `height` PDF points at for OCR: OCR_DPI, within MAX_OCR_PIXELS. */
export function ocrRenderWidth(size: { width: number; height: number }): number {
  const ratio = size.width > 0 && size.height > 0 ? size.height / size.width : 1;
  const sharp = Math.round((size.width / 72) * OCR_DPI);
  return Math.max(1, Math.min(sharp, Math.floor(Math.sqrt(MAX_OCR_PIXELS / ratio))));
}

type DrawablePage = { size: { width: number; height: number }; render(width: number): Rgba };

/**
 * Reads a PDF page by OCR from a drawing of its own at OCR_DPI, not from processing's 1400-px
 * image: that is 120 dpi on a landscape A4 page, where Tesseract splits "9.95" into "9" and
 * "95" (bench:offers' price table: 41 % of its offers found, 83 % at 150 dpi), and 340 dpi on
 * an A6 page, where Arabic reads worse (bench:ocr: 87.4 % against 91 % at 150 dpi). Drawing a
 * page again costs a few tens of milliseconds against OCR's seconds.
 */
export function ocrPdfPage(page: DrawablePage): Promise<OcrPage> {
  const width = ocrRenderWidth(page.size);
  return ocrPage(page.render(width), width / Math.max(1, page.size.width / 72));
}

/** Reads `image`, a page drawn `dpi` pixels per inch (its width in pixels over its width in inches). */
async function ocrPage(image: Rgba, dpi: number): Promise<OcrPage> {
  const engine = await ocrEngine();
  const scale = Math.max(1, Math.ceil(Math.sqrt((image.width * image.height) / MAX_OCR_PIXELS)));
  const pgm = grayPgm(image, scale);
  const [width, height] = [Math.floor(image.width / scale), Math.floor(image.height / scale)];
  const data = pgm.subarray(pgm.length - width * height);
  const rules = eraseThinRules(data, width, height);
  const grey = { data, width, height, dpi: dpi / scale };
  const read = fromTsv(engine.recognize(pgm, dpi / scale), width, height).words;
  const first = withTurnedPrint(engine, grey, rereadLatinLines(engine, grey, read));
  const again = readMissedLines(engine, grey, first.filter(isSure));
  // An unsure word of the first pass gives way to what its line read on its own says.
  const kept = first.filter(
    (w) => isSure(w) || !again.some((a) => a.words.length && centredIn(w, a.line, width, height)),
  );
  // Prices on coloured shapes (bursts, roundels, tags), read in greys where the shapes' colours
  // are washed out, in place of what the passes above read there (colour-read.ts).
  const others = [...kept, ...again.flatMap((a) => a.words)];
  // A line read surely as words with no number and no currency (a heading) is no price. What was
  // read much taller than the line (a roundel read whole as "©") is no reading of it.
  const readAlready = (line: PixelRect) => {
    const on = others.filter(
      (w) => centredIn(w, line, width, height) && w.box.height * height <= 1.5 * (line.y1 - line.y0),
    );
    return on.length > 0 && on.every((w) => isSure(w) && !/\p{Nd}/u.test(w.text) && !isCurrency(mendMisread(w.text)));
  };
  const onShapes = readColourShapes(engine, colourShapes(image, scale, grey.dpi), grey.dpi, readAlready);
  const mended = withArabicDigits(grey, withShapeWords(others, onShapes, { width, height }));
  const words = markStruck(withShortNumbersReadAgain(engine, grey, mended), rules, width, height);
  return { text: textOf(words), words };
}

const isSure = (word: OcrWord) => word.confidence >= SURE_CONFIDENCE;

function centredIn(word: OcrWord, line: PixelRect, width: number, height: number): boolean {
  const x = (word.box.x + word.box.width / 2) * width;
  const y = (word.box.y + word.box.height / 2) * height;
  return x >= line.x0 && x < line.x1 && y >= line.y0 && y < line.y1;
}

/**
 * Words a thin rule ran through the middle of were printed struck out (a previous price): the
 * rule is gone from what Tesseract read, so the word says so itself. Underlines run lower.
 */
function markStruck(words: OcrWord[], rules: PixelRect[], width: number, height: number): OcrWord[] {
  return words.map((word) => {
    const [x0, x1] = [word.box.x * width, (word.box.x + word.box.width) * width];
    const [y0, h] = [word.box.y * height, word.box.height * height];
    const struck = rules.some((r) => {
      const middle = (r.y0 + r.y1) / 2;
      const across = Math.min(r.x1, x1) - Math.max(r.x0, x0);
      return middle >= y0 + 0.2 * h && middle <= y0 + 0.8 * h && across >= 0.5 * (x1 - x0);
    });
    return struck ? { ...word, struck } : word;
  });
}

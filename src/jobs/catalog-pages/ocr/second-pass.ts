/**
 * OCR's second pass over a page: the lines of print the page's layout analysis left out or
 * read unsurely (missed-lines.ts), each cut out and read on its own as one line, where
 * Tesseract reads them well — white headings on coloured bands, prices at the foot of a
 * coloured tile, small print (bench:ocr and bench:offers --image measure what it adds).
 */
import { isCurrency } from "../offers/vocabulary.ts";
import { cleanCut } from "./clean-cut.ts";
import { type LineImage, lineImage, readCut } from "./line-image.ts";
import { missedLines, type PixelRect } from "./missed-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { mendMisread } from "./ocr-misreads.ts";
import type { OcrWord } from "./ocr-tsv.ts";
import { readWithTurned } from "./sideways.ts";

/** A line read again keeps only words read this surely: the pass also meets pictures' edges. */
const MIN_LINE_CONFIDENCE = 70;
/**
 * ...but a currency from this: Tesseract is unsure of short Arabic words (a tile's "10.95 د.إ"
 * reads its "د.إ" at 57), and a currency makes a price only beside a number on its line.
 */
const MIN_CURRENCY_CONFIDENCE = 50;

type Grey = { data: Uint8Array; width: number; height: number; dpi: number };

/** The words of each line found again, boxes in page fractions; `sure` are the words the first pass is sure of. */
export function readMissedLines(
  engine: OcrEngine,
  grey: Grey,
  sure: OcrWord[],
): { line: PixelRect; words: OcrWord[] }[] {
  const { data, width, height } = grey;
  const boxes = sure.map(({ box }) => ({
    x0: Math.floor(box.x * width),
    y0: Math.floor(box.y * height),
    x1: Math.ceil((box.x + box.width) * width),
    y1: Math.ceil((box.y + box.height) * height),
  }));
  return missedLines(data, width, height, boxes).map((line, i) => {
    const read = (cut: LineImage) =>
      (readWithTurned(engine, cut, grey) ?? readCut(engine, cut, grey))
        .filter((word) => word.confidence >= minConfidence(word.text) && looksLikeAWord(word.text))
        .map((word) => ({ ...word, line: `again${i}.1.1` }));
    const cut = lineImage(data, width, height, line);
    const words = lineWords(read(cut));
    if (words.length) return { line, words };
    // A line that reads as nothing may be a price inside a shape (a burst, a circle): read
    // again with only its own print (clean-cut.ts).
    return { line, words: lineWords(read(cleanCut(cut))).filter(hasDigit) };
  });
}

const hasDigit = (word: OcrWord) => /\p{Nd}/u.test(word.text);
const minConfidence = (text: string) => (isCurrency(mendMisread(text)) ? MIN_CURRENCY_CONFIDENCE : MIN_LINE_CONFIDENCE);

/**
 * The words of a line read again, or none when it reads as nothing longer than two letters or
 * digits: a picture read as text (a product pictogram reads "8" or "0" surely, a photo "ir"); a
 * price or a name reads longer, and a currency ("Dh", "د.إ") is kept for the price beside it.
 */
export function lineWords(words: OcrWord[]): OcrWord[] {
  const kept = words.some(
    (w) => (w.text.match(/[\p{L}\p{Nd}]/gu)?.length ?? 0) >= 3 || isCurrency(mendMisread(w.text)),
  );
  return kept ? words : [];
}

/**
 * What a line read on its own may add: a number, or two letters or more. A lone letter or a
 * mark is what the edge of a picture or a rule reads as ("]", "J", "A" on a prose page).
 */
function looksLikeAWord(text: string): boolean {
  return /\p{Nd}/u.test(text) || (text.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

/**
 * OCR's second pass over a page: the lines of print the page's layout analysis left out or
 * read unsurely (missed-lines.ts), each cut out and read on its own as one line, where
 * Tesseract reads them well — white headings on coloured bands, prices at the foot of a
 * coloured tile, small print (bench:ocr and bench:offers --image measure what it adds).
 */
import { type LineImage, lineImage } from "./line-image.ts";
import { missedLines, type PixelRect } from "./missed-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { fromTsv, type OcrWord } from "./ocr-tsv.ts";

/** A line read again keeps only words read this surely: the pass also meets pictures' edges. */
const MIN_LINE_CONFIDENCE = 70;

type Grey = { data: Uint8Array; width: number; height: number; dpi: number };

/** The words of each line found again, boxes in page fractions; `sure` are the words the first pass is sure of. */
export function readMissedLines(
  engine: OcrEngine,
  grey: Grey,
  sure: OcrWord[],
): { line: PixelRect; words: OcrWord[] }[] {
  const { data, width, height, dpi } = grey;
  const boxes = sure.map(({ box }) => ({
    x0: Math.floor(box.x * width),
    y0: Math.floor(box.y * height),
    x1: Math.ceil((box.x + box.width) * width),
    y1: Math.ceil((box.y + box.height) * height),
  }));
  return missedLines(data, width, height, boxes).map((line, i) => {
    const cut = lineImage(data, width, height, line);
    const found = fromTsv(engine.recognize(pgmOf(cut), dpi * cut.scale, "line"), cut.width, cut.height);
    const words = found.words
      .filter((word) => word.confidence >= MIN_LINE_CONFIDENCE && looksLikeAWord(word.text))
      .map((word) => ({
        ...word,
        line: `again${i}.1.1`,
        box: {
          x: (cut.x + (word.box.x * cut.width) / cut.scale) / width,
          y: (cut.y + (word.box.y * cut.height) / cut.scale) / height,
          width: (word.box.width * cut.width) / cut.scale / width,
          height: (word.box.height * cut.height) / cut.scale / height,
        },
      }));
    // A line that reads as nothing longer than two letters or digits is a picture read as text
    // (a product pictogram reads "8" or "0" surely, a photo "ir"); a price or a name reads longer.
    return { line, words: words.some((w) => (w.text.match(/[\p{L}\p{Nd}]/gu)?.length ?? 0) >= 3) ? words : [] };
  });
}

/** The cut as a PGM file, the image format Tesseract's build reads without decoding work. */
function pgmOf(cut: LineImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${cut.width} ${cut.height}\n255\n`);
  const pgm = new Uint8Array(header.length + cut.pixels.length);
  pgm.set(header);
  pgm.set(cut.pixels, header.length);
  return pgm;
}

/**
 * What a line read on its own may add: a number, or two letters or more. A lone letter or a
 * mark is what the edge of a picture or a rule reads as ("]", "J", "A" on a prose page).
 */
function looksLikeAWord(text: string): boolean {
  return /\p{Nd}/u.test(text) || (text.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

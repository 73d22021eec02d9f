/**
 * OCR's words as page words (page-words.ts), so the offer extractor and highlighting read an
 * image-only page like any other. Tesseract gives no font size: a word's box height stands in
 * for it (a little under the em: ascender to descender of what is printed). Typical misreads
 * are put right (ocr-misreads.ts), and a word read twice at one place (by the page reading and
 * by its line read again) is given once, as read more surely: twice, it would be two prices
 * ("Was Dhs 16.50" read "46:56" and "36-58" is a previous price and a made-up one).
 */
import type { PageWord } from "../page-words.ts";
import { mendMisread } from "./ocr-misreads.ts";
import type { OcrPage } from "./ocr-page.ts";
import type { OcrWord } from "./ocr-tsv.ts";

/** Two readings of one word share at least this much of the smaller one's box. */
const SAME_PLACE = 0.6;

export function ocrWords(read: OcrPage, page: { width: number; height: number }): PageWord[] {
  // The box height is a share of the page height already; the em of a word of capitals and
  // digits is about 1.35 times the height of its ink.
  return onceEach(read.words).map((w) => ({
    text: mendMisread(w.text),
    x: w.box.x,
    y: w.box.y,
    width: w.box.width,
    height: w.box.height,
    em: (w.box.height * 1.35 * page.height) / page.height,
    angle: 0,
    ...(w.struck ? { struck: true } : {}),
  }));
}

/**
 * Of two readings of one place, one inside the other and less than half as wide, the wider
 * holds more of what is printed there ("13.25" read on its own over the page reading's "5" at
 * its end), when it was read nearly as surely.
 */
const NEARLY_AS_SURE = 5;

/** The words, in their order, each but the surest of the readings of one place left out. */
function onceEach(words: readonly OcrWord[]): OcrWord[] {
  const holds = (a: OcrWord, b: OcrWord) =>
    a.box.width >= 2 * b.box.width && a.confidence >= b.confidence - NEARLY_AS_SURE;
  const beats = (other: OcrWord, word: OcrWord, j: number, i: number) =>
    holds(other, word) ||
    (!holds(word, other) && (other.confidence > word.confidence || (other.confidence === word.confidence && j < i)));
  return words.filter(
    (word, i) =>
      !words.some((other, j) => j !== i && shared(other.box, word.box) >= SAME_PLACE && beats(other, word, j, i)),
  );
}

type Box = OcrWord["box"];

/** The share of the smaller box that the two boxes share. */
function shared(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height);
}

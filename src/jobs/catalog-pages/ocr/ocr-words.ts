/**
 * OCR's words as page words (page-words.ts), so the offer extractor and highlighting read an
 * image-only page like any other. Tesseract gives no font size: a word's box height stands in
 * for it (a little under the em: ascender to descender of what is printed).
 */
import type { PageWord } from "../page-words.ts";
import type { OcrPage } from "./ocr-page.ts";

export function ocrWords(read: OcrPage, page: { width: number; height: number }): PageWord[] {
  // The box height is a share of the page height already; the em of a word of capitals and
  // digits is about 1.35 times the height of its ink.
  return read.words.map((w) => ({
    text: w.text,
    x: w.box.x,
    y: w.box.y,
    width: w.box.width,
    height: w.box.height,
    em: (w.box.height * 1.35 * page.height) / page.height,
    angle: 0,
    ...(w.struck ? { struck: true } : {}),
  }));
}

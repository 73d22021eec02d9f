/**
 * A number beside a currency read shorter than it is printed: "20.95 درهم" read as "5", the
 * box of the word as wide as the whole number. A digit is at most about as wide as it is tall;
 * a word whose box holds far more glyphs than it has characters was misread (the Arabic model,
 * tried first, took the line), and its cut read on its own by the English model reads it whole.
 * Only a reading that is a price, and longer, replaces it.
 */
import { isCurrency, priceValue, westernDigits } from "../offers/vocabulary.ts";
import { lineImage, wordsRect } from "./line-image.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { mendMisread } from "./ocr-misreads.ts";
import type { OcrWord } from "./ocr-tsv.ts";
import { readWhole } from "./sideways.ts";

type Grey = { data: Uint8Array; width: number; height: number; dpi: number };

/** A glyph of a number is at least this share of its height wide (a "1" is narrower, hence the slack below). */
const GLYPH_WIDTH = 0.5;
/** At most this many words a page are read again. */
const MAX_WORDS = 24;
const MIN_CONFIDENCE = 70;

export function withShortNumbersReadAgain(engine: OcrEngine, grey: Grey, words: readonly OcrWord[]): OcrWord[] {
  let read = 0;
  return words.map((word) => {
    if (!isShort(word, grey) || !besideCurrency(word, words, grey) || read++ >= MAX_WORDS) return word;
    const cut = lineImage(grey.data, grey.width, grey.height, wordsRect([word], grey));
    const again = readWhole(engine, cut, grey, "eng");
    const [only] = again;
    const text = only && mendMisread(only.text);
    const better =
      again.length === 1 &&
      only!.confidence >= MIN_CONFIDENCE &&
      priceValue(westernDigits(text!)) !== null &&
      text!.length > mendMisread(word.text).length;
    return better ? { ...only!, line: word.line } : word;
  });
}

/** A word of digits whose box is wide enough for twice its characters and one more. */
function isShort(word: OcrWord, grey: Grey): boolean {
  const text = mendMisread(word.text);
  if (!/^[\p{Nd}.,]+$/u.test(text)) return false;
  const glyphs = (word.box.width * grey.width) / (GLYPH_WIDTH * word.box.height * grey.height);
  return glyphs >= 2 * text.length + 1;
}

/** A currency on the word's line, within two of its heights. */
function besideCurrency(word: OcrWord, words: readonly OcrWord[], grey: Grey): boolean {
  const h = word.box.height * grey.height;
  return words.some((other) => {
    if (other === word || !isCurrency(mendMisread(other.text))) return false;
    const top = Math.max(word.box.y, other.box.y);
    const bottom = Math.min(word.box.y + word.box.height, other.box.y + other.box.height);
    const shared = (bottom - top) * grey.height >= 0.5 * Math.min(h, other.box.height * grey.height);
    const gap =
      Math.max(word.box.x, other.box.x) - Math.min(word.box.x + word.box.width, other.box.x + other.box.width);
    return shared && gap * grey.width <= 2 * h;
  });
}

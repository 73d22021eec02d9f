/**
 * Prices printed in Arabic-Indic digits ("١٣٫٢٥ درهم", "بدلاً من ١٩٫٩٥"), read by the page's own
 * digit classifier (indic/): Tesseract's Arabic model has only ٠ and ١ of those digits and no
 * Arabic decimal separator, so it reads such a price as "0", or as nothing (bench:offers
 * --image: the Arabic-first cards, 0 of 24). Beside each word that says a price stands next to
 * it (a currency written the Arabic way, a previous-price marker), on either side, the number
 * is read glyph by glyph and put in place of what Tesseract read there. A number whose glyphs
 * are closer to Western digits ("7.50 درهم") replaces Tesseract's reading only where that is no
 * price: Tesseract reads most of those well, but as "0" in a bold Kufi face.
 */
import { isWasMarker, priceValue, westernDigits } from "../offers/vocabulary.ts";
import { type Grey, numberBeside, type Side } from "./indic/number.ts";
import type { PixelRect } from "./missed-lines.ts";
import { mendMisread } from "./ocr-misreads.ts";
import type { OcrWord } from "./ocr-tsv.ts";

/** The words a price in Arabic digits stands beside: درهم, دراهم, د.إ, and "بدلاً من", "السعر السابق". */
const ANCHOR = /^(?:درهم|دراهم|د\.?\s?إ\.?|من|السابق)$/u;

/** How sure a number read glyph by glyph is said to be (every glyph was named, the whole is a price). */
const CONFIDENCE = 90;

/** `words` (boxes in fractions of the page) with every Arabic-Indic price beside an anchor read again. */
export function withArabicDigits(grey: Grey, words: readonly OcrWord[]): OcrWord[] {
  let out = [...words];
  const done: PixelRect[] = [];
  for (const anchor of words.filter(isAnchor)) {
    for (const side of ["right", "left"] as Side[]) {
      const number = numberBeside(grey, wordEdge(anchor, words, side, grey), side);
      if (!number || done.some((d) => overlaps(d, number.rect))) continue;
      // Western digits Tesseract reads well: what it read there stands, unless it is no price ("0"
      // for "7.50"); and a price it read with a point and two decimals was printed in Western digits
      // (it reads the Arabic separator ٫ as a comma, or not at all), whatever the glyphs seemed.
      const under = out.filter((w) => overlaps(pixelsOf(w, grey), number.rect));
      if (number.script === "western" && under.some((w) => isPrice(w.text))) continue;
      if (under.some((w) => WESTERN_DECIMALS.test(mendMisread(w.text)))) continue;
      done.push(number.rect);
      const word: OcrWord = {
        text: number.text,
        confidence: CONFIDENCE,
        box: {
          x: number.rect.x0 / grey.width,
          y: number.rect.y0 / grey.height,
          width: (number.rect.x1 - number.rect.x0) / grey.width,
          height: (number.rect.y1 - number.rect.y0) / grey.height,
        },
        line: anchor.line,
      };
      const kept = out.filter((w) => w === anchor || !centredIn(w, number.rect, grey));
      // In reading order: a number right of its word is read first on a right-to-left line.
      const at = kept.indexOf(anchor) + (side === "right" ? 0 : 1);
      out = [...kept.slice(0, at), word, ...kept.slice(at)];
    }
  }
  return out;
}

const WESTERN_DECIMALS = /^\d{1,4}\.\d{2}$/u;
const isPrice = (text: string) => priceValue(westernDigits(mendMisread(text))) !== null;

function isAnchor(word: OcrWord): boolean {
  const text = mendMisread(word.text);
  return ANCHOR.test(text) || (isWasMarker(text) && /\p{Script=Arabic}/u.test(text));
}

/**
 * The anchor's box, its edge on `side` drawn back to where Tesseract's reading of the number
 * beside it starts ("0" for "١٣٫٢٥"): the anchor's own box often takes in the number's first glyph.
 */
function wordEdge(anchor: OcrWord, words: readonly OcrWord[], side: Side, grey: Grey): PixelRect {
  const a = pixelsOf(anchor, grey);
  const h = a.y1 - a.y0;
  const middle = (a.x0 + a.x1) / 2;
  for (const word of words) {
    if (word === anchor || /\p{L}/u.test(word.text)) continue;
    const w = pixelsOf(word, grey);
    if (Math.abs((w.y0 + w.y1) / 2 - (a.y0 + a.y1) / 2) > 0.5 * h) continue;
    if (side === "right" && w.x0 > middle && w.x0 < a.x1) a.x1 = w.x0;
    if (side === "left" && w.x1 < middle && w.x1 > a.x0) a.x0 = w.x1;
  }
  return a;
}

function pixelsOf(word: OcrWord, grey: Grey): PixelRect {
  return {
    x0: Math.floor(word.box.x * grey.width),
    y0: Math.floor(word.box.y * grey.height),
    x1: Math.ceil((word.box.x + word.box.width) * grey.width),
    y1: Math.ceil((word.box.y + word.box.height) * grey.height),
  };
}

function centredIn(word: OcrWord, rect: PixelRect, grey: Grey): boolean {
  const x = (word.box.x + word.box.width / 2) * grey.width;
  const y = (word.box.y + word.box.height / 2) * grey.height;
  return x >= rect.x0 && x <= rect.x1 && y >= rect.y0 && y <= rect.y1;
}

const overlaps = (a: PixelRect, b: PixelRect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

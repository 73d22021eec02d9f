/**
 * Sizes on lines of Latin script read again by the English model alone. The page is read by
 * both models at once, Arabic tried first (it is the harder script), and on a line of English
 * the Arabic model still wins short words of digits and letters: "Orange Juice 2L" comes back
 * "… 21", "512GB" as "51268", "1L" as "1!", "Bananas 1kg" as "Bananas 9". A line with no
 * Arabic letter, an English word and a bare number is cut out and read by the English model;
 * where it reads a size ("2L", "1kg", "256GB") the first reading did not, the size replaces
 * what was read there. Only sizes: on the rest of the line (prices, struck "AED") the English
 * model alone reads no better, and worse as often (bench:offers --image: "80.50" read "8050").
 */
import { lineImage, readCut, wordsRect } from "./line-image.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { OcrWord } from "./ocr-tsv.ts";

/** At most this many lines a page are read again: bounds the pass's time on a dense price list. */
const MAX_LINES = 40;

/** A pack or memory size as English prints it: a number and its unit, one word. */
const SIZE = /^\d+(?:[.,]\d+)?(?:x\d+(?:[.,]\d+)?)?(?:ml|cl|l|ltr|g|gm|kg|mg|gb|tb|mb|mah|w|cm|mm|m|oz|lb|pcs)[,.]?$/i;
/** A number read with at most one stray mark: where the Arabic model leaves a size ("21", "1!"). */
const BARE_NUMBER = /^\d+[^\d\s]{0,2}$/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Tesseract marks words of a right-to-left line with these; they are not what was printed. */
const BIDI_MARKS = /[\u200e\u200f]/gu;
const LATIN_WORD = /\p{Script=Latin}{2}/u;

type Grey = { data: Uint8Array; width: number; height: number; dpi: number };

/** `words` with the sizes on lines of Latin script read by the English model where the first reading missed them. */
export function rereadLatinLines(engine: OcrEngine, grey: Grey, words: OcrWord[]): OcrWord[] {
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const out: OcrWord[] = [];
  let read = 0;
  for (const [key, line] of lines) {
    if (!needsEnglish(line) || read++ >= MAX_LINES) {
      out.push(...line);
      continue;
    }
    const cut = lineImage(grey.data, grey.width, grey.height, wordsRect(line, grey));
    const sizes = readCut(engine, cut, grey, "eng").filter((w) => SIZE.test(w.text));
    out.push(...withSizes(line, sizes).map((w) => ({ ...w, line: key })));
  }
  return out;
}

/** A line of Latin script with a bare number on it: a size the Arabic model may have taken. */
export function needsEnglish(line: OcrWord[]): boolean {
  return (
    !line.some((w) => ARABIC.test(w.text)) &&
    line.some((w) => LATIN_WORD.test(w.text)) &&
    line.some((w) => {
      const text = w.text.replace(BIDI_MARKS, "");
      return BARE_NUMBER.test(text) && !SIZE.test(text);
    })
  );
}

/** `line` with each size put in place of the words read where it is, unless they read it already. */
export function withSizes(line: OcrWord[], sizes: OcrWord[]): OcrWord[] {
  let out = line;
  for (const size of sizes) {
    const under = out.filter((w) => overlaps(w, size));
    const same = (w: OcrWord) => w.text.replace(BIDI_MARKS, "").toLowerCase() === size.text.toLowerCase();
    if (under.some(same)) continue;
    const at = under.length ? out.indexOf(under[0] as OcrWord) : out.findIndex((w) => w.box.x > size.box.x);
    const kept = out.filter((w) => !under.includes(w));
    const index = at < 0 ? kept.length : out.slice(0, at).filter((w) => !under.includes(w)).length;
    out = [...kept.slice(0, index), size, ...kept.slice(index)];
  }
  return out;
}

/** Half or more of the narrower word's width is shared. */
function overlaps(a: OcrWord, b: OcrWord): boolean {
  const shared = Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
  return shared >= 0.5 * Math.min(a.box.width, b.box.width);
}

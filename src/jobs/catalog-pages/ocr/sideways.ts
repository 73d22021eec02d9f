/**
 * Print turned on its side at the end of a line: the currency set vertically beside a big
 * price ("AED" reading upwards on a price burst, then "1,679"). Read as part of the line,
 * Tesseract takes the turned letters for one more digit ("21,679"), and the price loses the
 * currency that makes it a price. A block of ink at either end of a cut that is much taller
 * than wide, apart from the rest, is cut off, turned upright and read on its own; the rest of
 * the line is read without it.
 */
import { cleanCut } from "./clean-cut.ts";
import { type LineImage, lineImage, readCut, wordsRect } from "./line-image.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { OcrWord } from "./ocr-tsv.ts";

/** A pixel darker than this (of 255, in a cut stretched to full contrast) is ink. */
const INK = 128;
/**
 * Turned print is at least this many times taller than wide: a turned "Dhs" 2.3 as drawn, 1.9
 * once JPEG has blurred it and the threshold has taken its edges. A digit is 1.5–1.8, and is
 * one glyph: stacked() tells it from letters stacked, so a digit that passes costs a reading.
 */
const MIN_TALL = 1.8;
/** Turned print is also at least this share of the height of the line's ink. */
const MIN_SHARE = 0.5;
/** Decimals set small and raised end above this share of the line's ink, from its top. */
const RAISED = 0.6;

/** Turned print is kept when it reads as a word this surely: a currency, not a "1" taken for turned print. */
const MIN_CONFIDENCE = 70;
const TURNED_WORD = /^\p{L}{2,4}\.?$/u;
/**
 * Read the wrong way up, turned print reads as letters too ("Dhs" upside down as "sya"): of the
 * two turns, one that reads as a currency is the one (the codes printed beside UAE prices).
 */
const CURRENCY = /^(?:aed|dhs?|usd)\.?$/i;

type Block = { x0: number; x1: number; y0: number; y1: number };
/** Words of digits at least this tall (pixels at OCR resolution) are looked at: a big price. */
const MIN_PRICE_HEIGHT = 20;

type Page = { width: number; height: number; dpi: number };
type Grey = Page & { data: Uint8Array };

/** `words` with each big number that holds turned print read again with the turned print apart. */
export function withTurnedPrint(engine: OcrEngine, grey: Grey, words: OcrWord[]): OcrWord[] {
  return words.flatMap((word) => {
    const tall = word.box.height * grey.height >= MIN_PRICE_HEIGHT;
    if (
      !tall ||
      !(/\p{Nd}/u.test(word.text) || word.box.height * grey.height >= MIN_TALL * word.box.width * grey.width)
    ) {
      return [word];
    }
    const cut = lineImage(grey.data, grey.width, grey.height, wordsRect([word], grey));
    const alone = readTurnedWord(engine, cut, grey);
    if (alone) return [{ ...alone, line: word.line }];
    // The shapes round a price (a burst's spikes, a picture) can hide its turned print: read
    // without them, the cut a little wider at the end, where the page reading may have left
    // out raised decimals.
    const read = readWithTurned(engine, cut, grey) ?? readWithTurned(engine, cleanCut(widerCut(word, grey)), grey);
    return read?.map((w) => ({ ...w, line: word.line })) ?? [word];
  });
}

/** The word's cut, half its height wider at its end. */
function widerCut(word: OcrWord, grey: Grey): LineImage {
  const rect = wordsRect([word], grey);
  const x1 = Math.min(grey.width, rect.x1 + Math.round(0.5 * (rect.y1 - rect.y0)));
  return lineImage(grey.data, grey.width, grey.height, { ...rect, x1 });
}

/**
 * The words of `cut` read with its turned print apart: the turned word first or last, as it
 * stands, its box the block's; null when the cut has no turned print that reads as a word.
 */
export function readWithTurned(engine: OcrEngine, cut: LineImage, page: Page): OcrWord[] | null {
  const split = splitSideways(cut);
  if (!split) return null;
  const turned = readTurned(engine, split.turned, page);
  if (!turned) return null;
  const rest = readRest(engine, split.rest, page);
  if (!rest) return null;
  return split.turnedFirst ? [turned, ...rest] : [...rest, turned];
}

/** A word that is all turned print (taller than wide by far) read upright, or null when it does not read as a word. */
function readTurnedWord(engine: OcrEngine, cut: LineImage, page: Page): OcrWord | null {
  const blocks = columnBlocks(cut);
  if (!blocks.length) return null;
  const [x0, x1] = [Math.min(...blocks.map((b) => b.x0)), Math.max(...blocks.map((b) => b.x1))];
  const [y0, y1] = [Math.min(...blocks.map((b) => b.y0)), Math.max(...blocks.map((b) => b.y1))];
  const tall = y1 - y0 >= MIN_TALL * (x1 - x0) && stacked(cut, { x0, x1, y0, y1 });
  return tall ? readTurned(engine, cut, page) : null;
}

/** The turned cut read both ways up: the reading that is a word (a currency first), its box the cut's. */
function readTurned(engine: OcrEngine, cut: LineImage, page: Page): OcrWord | null {
  const readings = [true, false].map((clockwise) => readCut(engine, quarterTurn(cut, clockwise), page, "eng"));
  const turned = readings
    .filter((words) => words.length === 1 && TURNED_WORD.test(words[0]!.text))
    .map((words) => words[0]!)
    .filter((word) => word.confidence >= MIN_CONFIDENCE)
    .sort((a, b) => Number(CURRENCY.test(b.text)) - Number(CURRENCY.test(a.text)) || b.confidence - a.confidence)[0];
  if (!turned) return null;
  const box = {
    x: cut.x / page.width,
    y: cut.y / page.height,
    width: cut.width / cut.scale / page.width,
    height: cut.height / cut.scale / page.height,
  };
  return { ...turned, box };
}

/**
 * The print beside turned print: a price, its decimals perhaps raised small at its end ("1,679"
 * and ".00" above the line), which read as one word come back "1,679\"". The raised part is
 * read on its own; when it does not read as decimals the price is not guessed (null).
 */
function readRest(engine: OcrEngine, whole: LineImage, page: Page): OcrWord[] | null {
  const blocks = priceBlocks(columnBlocks(whole));
  if (!blocks.length) return [];
  // What stands apart past the price (a burst's spike, a picture) is not read with it.
  const rest = crop(
    whole,
    0,
    Math.min(whole.width, blocks.at(-1)!.x1 + Math.round(0.3 * (blocks.at(-1)!.y1 - blocks.at(-1)!.y0)) + 2),
  );
  const top = Math.min(...blocks.map((b) => b.y0));
  const bottom = Math.max(...blocks.map((b) => b.y1));
  let first = blocks.length;
  while (first > 1 && blocks[first - 1]!.y1 <= top + RAISED * (bottom - top)) first--;
  if (first === blocks.length) return readWhole(engine, rest, page);
  const split = blocks[first]!.x0 - 1;
  const asDecimals = (words: OcrWord[]) =>
    words.map((w) => ({ ...w, text: w.text.replace(/^[^\d.,]*[.,]?(\d{2})[^\d]*$/u, ".$1") }));
  let raised = asDecimals(readCut(engine, crop(rest, split, rest.width), page, "eng"));
  if (raised.length !== 1 || !/^\.\d{2}$/.test(raised[0]!.text)) {
    // Small at the top of a tall cut, the decimals may read as nothing: read them cut close, twice as big.
    const [y0, y1] = [
      Math.min(...blocks.slice(first).map((b) => b.y0)),
      Math.max(...blocks.slice(first).map((b) => b.y1)),
    ];
    const margin = Math.round(0.4 * (y1 - y0)) + 2;
    raised = asDecimals(
      readCut(engine, enlarged(rows(crop(rest, split, rest.width), y0 - margin, y1 + margin)), page, "eng"),
    );
  }
  if (raised.length !== 1 || !/^\.\d{2}$/.test(raised[0]!.text)) return null;
  return [...readWhole(engine, crop(rest, 0, split), page), ...raised];
}

/**
 * A cut read; again twice as big when it read as fewer characters than it has blocks of ink.
 * Each block is one glyph at least, so fewer is a misreading: two like glyphs close together
 * ("11" in bold) read as one, Tesseract's LSTM taking the second for the first drawn on, or
 * smaller print beside big ("Dhs" before "12.25") read as one stray letter or an Arabic word.
 */
export function readWhole(engine: OcrEngine, cut: LineImage, page: Page, languages: "both" | "eng" = "eng"): OcrWord[] {
  const words = readCut(engine, cut, page, languages);
  const length = (read: OcrWord[]) => read.reduce((n, w) => n + w.text.length, 0);
  if (length(words) >= columnBlocks(cut).length) return words;
  const bigger = readCut(engine, enlarged(cut), page, languages);
  return length(bigger) > length(words) ? bigger : words;
}

/** A gap this many times the print's height ends the price: what follows is no part of it. */
const APART = 0.6;

/** The blocks of a price from the first: up to a gap wider than APART times the height of the print so far. */
export function priceBlocks<T extends Block>(blocks: readonly T[]): T[] {
  const out: T[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (last) {
      const height = Math.max(...out.map((b) => b.y1)) - Math.min(...out.map((b) => b.y0));
      if (block.x0 - last.x1 > APART * height) break;
    }
    out.push(block);
  }
  return out;
}

/** The cut split into turned print at an end and the rest, or null when it has none. */
export function splitSideways(cut: LineImage): { turned: LineImage; rest: LineImage; turnedFirst: boolean } | null {
  const blocks = columnBlocks(cut);
  if (blocks.length < 2) return null;
  const inkTop = Math.min(...blocks.map((b) => b.y0));
  const inkBottom = Math.max(...blocks.map((b) => b.y1));
  for (const [block, others] of [
    [blocks[0], blocks.slice(1)],
    [blocks.at(-1), blocks.slice(0, -1)],
  ] as const) {
    if (!block) continue;
    const [w, h] = [block.x1 - block.x0, block.y1 - block.y0];
    if (h < MIN_TALL * w || h < MIN_SHARE * (inkBottom - inkTop) || !stacked(cut, block)) continue;
    // The rest must be print of its own (a price), not the other half of one glyph.
    if (others.every((b) => b.x1 - b.x0 < w)) continue;
    const turnedFirst = block === blocks[0];
    const margin = Math.max(2, Math.round(0.15 * h));
    const turned = crop(cut, block.x0 - margin, block.x1 + margin);
    const rest = turnedFirst ? crop(cut, block.x1, cut.width) : crop(cut, 0, block.x0);
    return { turned, rest, turnedFirst };
  }
  return null;
}

/** The cut turned a quarter: clockwise (print that read upwards stands upright) or anticlockwise. */
export function quarterTurn(cut: LineImage, clockwise: boolean): LineImage {
  const { width: w, height: h } = cut;
  const pixels = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = clockwise ? [h - 1 - y, x] : [y, w - 1 - x];
      pixels[ny * h + nx] = cut.pixels[y * w + x]!;
    }
  }
  return { ...cut, pixels, width: h, height: w };
}

/** Runs of columns holding ink, split where two or more columns hold none; each with its ink's rows. */
function columnBlocks(cut: LineImage): Block[] {
  const { width, height, pixels } = cut;
  const blocks: Block[] = [];
  let current: Block | null = null;
  let blank = 0;
  for (let x = 0; x < width; x++) {
    let [top, bottom] = [height, -1];
    for (let y = 0; y < height; y++) {
      if (pixels[y * width + x]! < INK) [top, bottom] = [Math.min(top, y), y];
    }
    if (bottom < 0) {
      if (current && ++blank >= 2) [current, blank] = [null, blank];
      continue;
    }
    blank = 0;
    if (!current) {
      current = { x0: x, x1: x, y0: top, y1: bottom + 1 };
      blocks.push(current);
    } else Object.assign(current, { x1: x, y0: Math.min(current.y0, top), y1: Math.max(current.y1, bottom + 1) });
  }
  for (const b of blocks) b.x1 += 1;
  return blocks;
}

/**
 * The block is letters stacked (turned print has a blank row between its letters), not one tall
 * glyph: a "1" at the start of "1,299" is as narrow, and would cost two readings for nothing.
 */
function stacked(cut: LineImage, block: Block): boolean {
  let blankRows = 0;
  for (let y = block.y0; y < block.y1; y++) {
    let ink = false;
    for (let x = block.x0; x < block.x1 && !ink; x++) ink = cut.pixels[y * cut.width + x]! < INK;
    if (!ink) blankRows++;
  }
  return blankRows > 0;
}

/** Rows y0..y1 of the cut (clamped), as a cut of its own placed where they were on the page. */
function rows(cut: LineImage, y0: number, y1: number): LineImage {
  const [from, to] = [Math.max(0, y0), Math.min(cut.height, y1)];
  const height = Math.max(1, to - from);
  const pixels = cut.pixels.slice(from * cut.width, (from + height) * cut.width);
  return { ...cut, pixels, height, y: cut.y + from / cut.scale };
}

/** The cut drawn twice as big (each pixel four). */
function enlarged(cut: LineImage): LineImage {
  const [width, height] = [cut.width * 2, cut.height * 2];
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = cut.pixels[(y >> 1) * cut.width + (x >> 1)]!;
  return { ...cut, pixels, width, height, scale: cut.scale * 2 };
}

/** Columns x0..x1 of the cut (clamped), as a cut of its own placed where they were on the page. */
function crop(cut: LineImage, x0: number, x1: number): LineImage {
  const [from, to] = [Math.max(0, x0), Math.min(cut.width, x1)];
  const width = Math.max(1, to - from);
  const pixels = new Uint8Array(width * cut.height).fill(255);
  for (let y = 0; y < cut.height; y++) {
    pixels.set(cut.pixels.subarray(y * cut.width + from, y * cut.width + from + width), y * width);
  }
  return { ...cut, pixels, width, x: cut.x + from / cut.scale };
}

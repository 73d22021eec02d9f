/**
 * One line of print cut from a grey page, made the way Tesseract reads a line best: dark print
 * on a light ground (white print on a coloured band is turned over), with a margin around it,
 * and small print drawn twice as big (its LSTM reads letters about 20–30 pixels tall best).
 */
import type { PixelRect } from "./missed-lines.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { fromTsv, type OcrWord } from "./ocr-tsv.ts";

/** Lines shorter than this (pixels) are enlarged 2x. */
const SMALL_LINE = 32;

/** The cut's grey pixels, `width` x `height`, `scale` times the page's, its top-left at (x, y) on the page. */
export type LineImage = { pixels: Uint8Array; width: number; height: number; scale: number; x: number; y: number };

export function lineImage(grey: Uint8Array, width: number, height: number, line: PixelRect): LineImage {
  const pad = Math.round(0.3 * (line.y1 - line.y0)) + 4;
  const x = Math.max(0, line.x0 - pad);
  const y = Math.max(0, line.y0 - pad);
  const w = Math.min(width, line.x1 + pad) - x;
  const h = Math.min(height, line.y1 + pad) - y;
  const scale = line.y1 - line.y0 < SMALL_LINE ? 2 : 1;
  const invert = groundIsDark(grey, width, x, y, w, h);
  const [outW, outH] = [w * scale, h * scale];
  const pixels = new Uint8Array(outW * outH);
  let o = 0;
  for (let oy = 0; oy < outH; oy++) {
    // Bilinear: each output pixel from the four source pixels around its centre.
    const sy = Math.min(h - 1, Math.max(0, (oy + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let ox = 0; ox < outW; ox++) {
      const sx = Math.min(w - 1, Math.max(0, (ox + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      const at = (px: number, py: number) => grey[(y + py) * width + x + px]!;
      const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
      const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
      const v = Math.round(top * (1 - fy) + bottom * fy);
      pixels[o++] = invert ? 255 - v : v;
    }
  }
  stretch(pixels);
  return { pixels, width: outW, height: outH, scale, x, y };
}

/** The ground is what most of the cut is: darker than the print when most pixels are below the mean. */
function groundIsDark(grey: Uint8Array, width: number, x: number, y: number, w: number, h: number): boolean {
  let sum = 0;
  for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) sum += grey[r * width + c]!;
  const mean = sum / (w * h);
  let below = 0;
  for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) if (grey[r * width + c]! < mean) below++;
  return below > (w * h) / 2;
}

/** Print black and ground white: lines cut from different grounds read alike side by side. */
function stretch(pixels: Uint8Array): void {
  let [low, high] = [255, 0];
  for (const v of pixels) [low, high] = [Math.min(low, v), Math.max(high, v)];
  if (high - low < 8) return;
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.round(((pixels[i]! - low) * 255) / (high - low));
}

/**
 * The words Tesseract reads in `cut` as one line (by both models, or the English one alone),
 * their boxes as fractions of the page (`width` x `height`) the cut came from.
 */
export function readCut(
  engine: OcrEngine,
  cut: LineImage,
  page: { width: number; height: number; dpi: number },
  languages: "both" | "eng" = "both",
): OcrWord[] {
  const tsv = engine.recognize(pgmOf(cut), page.dpi * cut.scale, "line", languages);
  return fromTsv(tsv, cut.width, cut.height).words.map((word) => ({
    ...word,
    box: {
      x: (cut.x + (word.box.x * cut.width) / cut.scale) / page.width,
      y: (cut.y + (word.box.y * cut.height) / cut.scale) / page.height,
      width: (word.box.width * cut.width) / cut.scale / page.width,
      height: (word.box.height * cut.height) / cut.scale / page.height,
    },
  }));
}

/** The cut as a PGM file, the image format Tesseract's build reads without decoding work. */
function pgmOf(cut: LineImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${cut.width} ${cut.height}\n255\n`);
  const pgm = new Uint8Array(header.length + cut.pixels.length);
  pgm.set(header);
  pgm.set(cut.pixels, header.length);
  return pgm;
}

/** The union of the words' boxes, in the pixels of a page `width` x `height`. */
export function wordsRect(words: OcrWord[], page: { width: number; height: number }): PixelRect {
  const x0 = Math.min(...words.map((w) => w.box.x));
  const y0 = Math.min(...words.map((w) => w.box.y));
  const x1 = Math.max(...words.map((w) => w.box.x + w.box.width));
  const y1 = Math.max(...words.map((w) => w.box.y + w.box.height));
  return {
    x0: Math.max(0, Math.floor(x0 * page.width)),
    y0: Math.max(0, Math.floor(y0 * page.height)),
    x1: Math.min(page.width, Math.ceil(x1 * page.width)),
    y1: Math.min(page.height, Math.ceil(y1 * page.height)),
  };
}

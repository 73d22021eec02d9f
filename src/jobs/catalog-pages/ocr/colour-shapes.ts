/**
 * Prices printed on coloured shapes: a price burst, a roundel, a coloured tag. The page's grey
 * (luma) keeps the shape as dark as its print is light: a red burst is as dark as a grey, its
 * spikes and its lighter disc make edges, and Tesseract's layout analysis takes the whole for a
 * picture (bench:offers --image found 4 of 24 prices on a page of bursts). In the brightest of
 * each pixel's three channels instead, a bright colour is nearly white and black print stays
 * black; in the darkest channel turned over, any strong colour is light and white print is
 * black: either way the shape's print stands alone as on paper. Those greys are used only inside
 * the coloured shapes (coloured print on white, "HOT PRICES!" in red, would vanish in them), and
 * each line of print found there is read on its own (colour-read.ts).
 */
import type { Rgba } from "../pdfium.ts";
import { pieces } from "./indic/glyphs.ts";
import type { PixelRect } from "./missed-lines.ts";

/**
 * A pixel is of a strong colour when its brightest channel is at least this and its channels
 * this far apart: bright (yellow, orange, red) or deep (green, purple), the grounds of bursts
 * and tags. Pale tints, greys and the darkest colours (navy, near black) are not: print on them
 * already stands out in the page's grey, and a dark page's ground would be one shape.
 */
const VIVID_BRIGHT = 100;
const VIVID_SPREAD = 70;
/** Cells of this many pixels a side (at 150 dpi: about 1.4 mm) are vivid when this share of their pixels is. */
const CELL_AT_150_DPI = 8;
const VIVID_SHARE = 0.6;
/**
 * A shape is at least this many cells (about 7 x 7 mm: a small price tag) — fewer are coloured
 * print or a pictogram — and at most this share of the page: a coloured page or band holds
 * text the page's own reading sees.
 */
const MIN_CELLS = 40;
const MAX_PAGE_SHARE = 0.25;
/** At most this many shapes are read on a page, the biggest first: bounds the pass's time on a busy page. */
const MAX_SHAPES = 16;

export type ColourShapes = {
  /** The page's grey as the brightest channel of each pixel, `width` x `height`: dark print dark. */
  print: Uint8Array;
  /** The page's grey as its darkest channel turned over: white print dark. */
  lightPrint: Uint8Array;
  width: number;
  height: number;
  /** The vivid shapes' bounding boxes, biggest first, in the pixels of `print`. */
  shapes: PixelRect[];
};

/** The vivid shapes of `image` averaged down by `scale` (as the page's grey is, pgm.ts), and its print grey. */
export function colourShapes(image: Rgba, scale: number, dpi = 150): ColourShapes {
  const width = Math.max(1, Math.floor(image.width / scale));
  const height = Math.max(1, Math.floor(image.height / scale));
  const print = new Uint8Array(width * height);
  const lightPrint = new Uint8Array(width * height);
  const vivid = new Uint8Array(width * height);
  const { data } = image;
  const area = scale * scale;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Plain sums, no arrays: this runs for every pixel of the page.
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < scale; dy++) {
        let i = ((y * scale + dy) * image.width + x * scale) * 4;
        for (let dx = 0; dx < scale; dx++, i += 4) {
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
        }
      }
      const high = Math.max(r, g, b) / area;
      const low = Math.min(r, g, b) / area;
      print[y * width + x] = Math.round(high);
      lightPrint[y * width + x] = 255 - Math.round(low);
      vivid[y * width + x] = high >= VIVID_BRIGHT && high - low >= VIVID_SPREAD ? 1 : 0;
    }
  }
  const cell = Math.max(2, Math.round((CELL_AT_150_DPI * dpi) / 150));
  // Groups of vivid cells touching (diagonally too) are one shape.
  const shapes = pieces(vividCells(vivid, width, height, cell), Math.floor(width / cell), Math.floor(height / cell))
    .map((s) => ({ x0: s.x0 * cell, y0: s.y0 * cell, x1: s.x1 * cell, y1: s.y1 * cell, count: s.pixels.length }))
    .filter((s) => s.count >= MIN_CELLS && (s.x1 - s.x0) * (s.y1 - s.y0) <= MAX_PAGE_SHARE * width * height)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_SHAPES)
    .map(({ count: _, ...rect }) => rect);
  return { print, lightPrint, width, height, shapes };
}

/** 1 for each cell of `cell` x `cell` pixels of which VIVID_SHARE or more are vivid. */
function vividCells(vivid: Uint8Array, width: number, height: number, cell: number): Uint8Array {
  const [cw, ch] = [Math.floor(width / cell), Math.floor(height / cell)];
  const cells = new Uint8Array(cw * ch);
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let n = 0;
      for (let y = cy * cell; y < (cy + 1) * cell; y++) {
        for (let x = cx * cell; x < (cx + 1) * cell; x++) n += vivid[y * width + x]!;
      }
      cells[cy * cw + cx] = n >= VIVID_SHARE * cell * cell ? 1 : 0;
    }
  }
  return cells;
}

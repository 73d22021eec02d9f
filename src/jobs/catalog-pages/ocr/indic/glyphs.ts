/**
 * The glyphs of a printed number as shapes a nearest-neighbour classifier can compare across
 * fonts: each glyph (a connected piece of ink: every Arabic-Indic digit and the decimal
 * separator ٫ is one stroke) is cut out, scaled to fit a fixed square with its proportions
 * kept, thinned to its skeleton and drawn again with one stroke width, so a bold Kufi "٣" and a
 * light Naskh one look alike; then averaged down to a small grid. Its width over its height, and
 * its height and middle against the number's tall digits, go with the grid: "٠" and "٫" are
 * small marks that only where they stand and how they lean tell apart.
 */

/** A piece of ink in an image: its box and its pixels (indices into the image). */
export type Piece = { x0: number; y0: number; x1: number; y1: number; pixels: number[] };

/** The grid a glyph is compared on (cells a side) and the square it is drawn in first. */
export const GRID = 16;
const CANVAS = 2 * GRID;

/** A glyph as the classifier sees it. */
export type GlyphFeatures = {
  /** GRID x GRID cells, 0 (no ink) to 1. */
  cells: Float32Array;
  /** ln(width / height). */
  aspect: number;
  /** Height against the height of the number's tall digits. */
  height: number;
  /** Middle (top 0, bottom 1) within the band of the number's tall digits. */
  middle: number;
};

/**
 * Ink of a grey cut, one byte a pixel: the pixels on the side of Otsu's threshold that is the
 * smaller share (print is less than its ground, dark on light or light on dark).
 */
export function inkMask(grey: Uint8Array): Uint8Array {
  const histogram = new Float64Array(256);
  for (const v of grey) histogram[v]!++;
  const total = grey.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let [below, belowSum, best, threshold] = [0, 0, -1, 128];
  for (let t = 0; t < 255; t++) {
    below += histogram[t]!;
    belowSum += t * histogram[t]!;
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const between = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  let dark = 0;
  for (const v of grey) if (v <= threshold) dark++;
  const darkInk = dark <= total - dark;
  const mask = new Uint8Array(total);
  for (let i = 0; i < total; i++) mask[i] = grey[i]! <= threshold === darkInk ? 1 : 0;
  return mask;
}

/** The 8-connected pieces of a mask (width x height), in no order. */
export function pieces(mask: Uint8Array, width: number, height: number): Piece[] {
  const seen = new Uint8Array(mask.length);
  const out: Piece[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    seen[start] = 1;
    const stack = [start];
    const piece: Piece = { x0: width, y0: height, x1: 0, y1: 0, pixels: [] };
    while (stack.length) {
      const i = stack.pop()!;
      piece.pixels.push(i);
      const [x, y] = [i % width, Math.floor(i / width)];
      piece.x0 = Math.min(piece.x0, x);
      piece.x1 = Math.max(piece.x1, x + 1);
      piece.y0 = Math.min(piece.y0, y);
      piece.y1 = Math.max(piece.y1, y + 1);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    out.push(piece);
  }
  return out;
}

/** The band of a number's tall digits: the median top and bottom of its pieces at least 0.6 of the tallest. */
export function digitBand(glyphs: readonly Piece[]): { top: number; bottom: number } {
  const tallest = Math.max(...glyphs.map((g) => g.y1 - g.y0));
  const tall = glyphs.filter((g) => g.y1 - g.y0 >= 0.6 * tallest);
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { top: median(tall.map((g) => g.y0)), bottom: median(tall.map((g) => g.y1)) };
}

/** The features of `piece` (of an image `width` pixels wide) in a number whose tall digits span `band`. */
export function featuresOf(piece: Piece, width: number, band: { top: number; bottom: number }): GlyphFeatures {
  const [w, h] = [piece.x1 - piece.x0, piece.y1 - piece.y0];
  const bandHeight = Math.max(1, band.bottom - band.top);
  // Drawn to fit CANVAS less a margin for the redrawn stroke, proportions kept, in the middle.
  const scale = (CANVAS - 6) / Math.max(w, h);
  const [ox, oy] = [(CANVAS - w * scale) / 2, (CANVAS - h * scale) / 2];
  const canvas = new Uint8Array(CANVAS * CANVAS);
  const own = new Set(piece.pixels);
  // Each canvas pixel takes the source pixel under its centre, so a thin stroke scaled up stays whole.
  for (let cy = 0; cy < CANVAS; cy++) {
    for (let cx = 0; cx < CANVAS; cx++) {
      const sx = Math.floor((cx + 0.5 - ox) / scale);
      const sy = Math.floor((cy + 0.5 - oy) / scale);
      if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
      if (own.has((piece.y0 + sy) * width + piece.x0 + sx)) canvas[cy * CANVAS + cx] = 1;
    }
  }
  const stroke = thicken(thin(canvas, CANVAS), CANVAS);
  const cells = new Float32Array(GRID * GRID);
  for (let y = 0; y < CANVAS; y++)
    for (let x = 0; x < CANVAS; x++) cells[(y >> 1) * GRID + (x >> 1)]! += stroke[y * CANVAS + x]! / 4;
  return {
    cells,
    aspect: Math.log(Math.max(1, w) / Math.max(1, h)),
    height: h / bandHeight,
    middle: ((piece.y0 + piece.y1) / 2 - band.top) / bandHeight,
  };
}

/**
 * Zhang and Suen's thinning (1984): ink is peeled from the outside, a layer a pass, keeping
 * every pixel that holds the stroke together, until a line one pixel wide is left.
 */
export function thin(mask: Uint8Array, size: number): Uint8Array {
  const m = mask.slice();
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= size || y >= size ? 0 : m[y * size + x]!);
  for (let changed = true; changed; ) {
    changed = false;
    for (const step of [0, 1]) {
      const remove: number[] = [];
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          if (!m[y * size + x]) continue;
          // Neighbours clockwise from the one above.
          const p = [
            at(x, y - 1),
            at(x + 1, y - 1),
            at(x + 1, y),
            at(x + 1, y + 1),
            at(x, y + 1),
            at(x - 1, y + 1),
            at(x - 1, y),
            at(x - 1, y - 1),
          ];
          const count = p.reduce((a, b) => a + b, 0);
          let turns = 0;
          for (let i = 0; i < 8; i++) if (!p[i] && p[(i + 1) % 8]) turns++;
          if (count < 2 || count > 6 || turns !== 1) continue;
          const [n, e, s, w] = [p[0]!, p[2]!, p[4]!, p[6]!];
          const ok = step === 0 ? n * e * s === 0 && e * s * w === 0 : n * e * w === 0 && n * s * w === 0;
          if (ok) remove.push(y * size + x);
        }
      }
      for (const i of remove) m[i] = 0;
      if (remove.length) changed = true;
    }
  }
  return m;
}

/** The skeleton drawn again three pixels wide. */
function thicken(mask: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!mask[y * size + x]) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < size && ny < size) out[ny * size + nx] = 1;
        }
    }
  }
  return out;
}

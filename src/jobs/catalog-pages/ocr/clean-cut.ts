/**
 * A line cut keeps only its own print. A price inside a starburst, on a coloured circle, at
 * the foot of a tile is cut with pieces of the shapes around it: the burst's spikes, the
 * circle's rim, the tile's edge. Tesseract reads those as letters ("g 24” |" for a burst's
 * "AED 24.25"), and they join the columns of ink that tell a turned currency from the price
 * beside it. The shapes are bigger than the cut, so their ink runs off its edge; the print
 * was cut with a margin around it, so it does not. Ink is what clearly stands out from its
 * surroundings, darker or lighter: the print is whichever of the two leaves more pieces inside
 * the cut (letters are many small pieces; a burst's light circle, the gaps between its spikes
 * are few), as a light circle in a dark burst can make the cut's ground look dark as a whole.
 */
import type { LineImage } from "./line-image.ts";

/** How far (of 255) a pixel is darker than the mean around it to be ink. */
const CONTRAST = 30;
/** A pixel this dark is ink whatever surrounds it (the middle of a thick stroke). */
const DARK = 70;
/** Pieces of fewer pixels are dust, not counted as print when the two ways are weighed. */
const MIN_PIECE = 6;

/** The cut's print, dark on white: every piece of ink that touches its edge, and all that is not ink, made white. */
export function cleanCut(cut: LineImage): LineImage {
  const { width, height, pixels } = cut;
  const radius = Math.max(4, Math.round(height / 3));
  const [dark, light] = ([1, -1] as const).map((polarity) => {
    const source = polarity === 1 ? pixels : pixels.map((v) => 255 - v);
    return { source, ...inside(inkOf(source, width, height, radius), width, height) };
  });
  const { source, keep } = light!.count > dark!.count ? light! : dark!;
  const out = new Uint8Array(width * height).fill(255);
  // The kept print with a pixel around it, in its own greys: the anti-aliased edges help the LSTM.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!keep[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = source[ny * width + nx]!;
        }
      }
    }
  }
  return { ...cut, pixels: out };
}

/** 1 for the ink of pieces (8-connected) that do not touch the edge of the image; how many such pieces are not dust. */
function inside(ink: Uint8Array, width: number, height: number): { keep: Uint8Array; count: number } {
  const keep = new Uint8Array(width * height);
  let count = 0;
  const stack: number[] = [];
  const piece: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1) continue;
    ink[start] = 2;
    stack.push(start);
    piece.length = 0;
    let edge = false;
    while (stack.length) {
      const i = stack.pop()!;
      piece.push(i);
      const [x, y] = [i % width, Math.floor(i / width)];
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (ink[j] === 1) {
            ink[j] = 2;
            stack.push(j);
          }
        }
      }
    }
    if (edge) continue;
    for (const i of piece) keep[i] = 1;
    if (piece.length >= MIN_PIECE) count++;
  }
  return { keep, count };
}

/** 1 where a pixel is ink: darker than the mean of the square of `radius` around it by CONTRAST, or darker than DARK. */
function inkOf(pixels: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const [top, bottom] = [Math.max(0, y - radius), Math.min(height, y + radius + 1)];
    for (let x = 0; x < width; x++) {
      const [left, right] = [Math.max(0, x - radius), Math.min(width, x + radius + 1)];
      const sum =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      const v = pixels[y * width + x]!;
      if (v < DARK || v < sum / ((bottom - top) * (right - left)) - CONTRAST) ink[y * width + x] = 1;
    }
  }
  return ink;
}

/**
 * Lines of print that Tesseract's page layout analysis passed over: a white heading on a
 * coloured band, the price at the foot of a coloured tile, a small struck-out price. They are
 * found as what is left of the page's ink once the words already read are taken away, grouped
 * into lines, so that each can be read again on its own (ocr-page.ts's second pass), where
 * Tesseract reads them well (checked on crops: every "19.95 درهم" a mosaic flyer lost).
 *
 * Ink is any pixel clearly darker than its surroundings, or clearly lighter (white print on
 * a dark or coloured ground): the two are found apart, as each makes a halo of the other
 * around a thick rule that would join the print beside it to the rule.
 */

export type PixelRect = { x0: number; y0: number; x1: number; y1: number };

/** Half the side of the square a pixel is compared with (pixels at 150 dpi: about a letter). */
const RADIUS = 12;
/** How far (of 255) a pixel stands from its surroundings' mean to be ink. */
const INK_CONTRAST = 40;
/** Gaps between letters closed before grouping (pixels). */
const LETTER_GAP = 4;
/** A piece of print is this tall at least and at most (pixels): smaller is dust, bigger is a picture. */
const MIN_HEIGHT = 8;
const MAX_HEIGHT = 140;
/**
 * Print fills at least this share of its box (a bold "L" a fifth, a thin "O" a quarter); the
 * border of a tile, a frame of thin lines, fills far less and would hold the print inside it.
 */
const MIN_FILL = 0.12;
/** Lines smaller than this (square pixels: two digits of 9-point print) are dust. */
const MIN_LINE_AREA = 200;
/** Pieces smaller than this many pixels are dust. */
const MIN_PIXELS = 20;
/** At most this many lines are read again on a page: bounds the pass's time on a busy picture page. */
const MAX_LINES = 24;

/**
 * The lines of ink in `grey` (width x height, one byte a pixel) outside `read` (the boxes of
 * the words already read), biggest first, at most MAX_LINES.
 */
export function missedLines(grey: Uint8Array, width: number, height: number, read: PixelRect[]): PixelRect[] {
  const sums = integral(grey, width, height);
  const pieces = ([-1, 1] as const).flatMap((polarity) => {
    const ink = inkMask(grey, width, height, sums, polarity);
    for (const r of read) clear(ink, width, height, r, 2);
    closeRows(ink, width, height);
    return components(ink, width, height);
  });
  const print = pieces.filter((p) => {
    const h = p.y1 - p.y0;
    const frame = p.count < MIN_FILL * area(p);
    return h >= MIN_HEIGHT && h <= MAX_HEIGHT && p.count >= MIN_PIXELS && p.x1 - p.x0 <= width / 2 && !frame;
  });
  const lines = joinIntoLines(print)
    .filter((l) => l.x1 - l.x0 >= 0.6 * (l.y1 - l.y0) && (l.x1 - l.x0) * (l.y1 - l.y0) >= MIN_LINE_AREA)
    .sort((a, b) => area(b) - area(a));
  // A line inside another (print inside the outline of a sign) is read with it.
  const kept: PixelRect[] = [];
  for (const line of lines) if (!kept.some((k) => overlap(k, line) > 0.5 * area(line))) kept.push(line);
  return kept.slice(0, MAX_LINES);
}

const area = (r: PixelRect) => (r.x1 - r.x0) * (r.y1 - r.y0);
const overlap = (a: PixelRect, b: PixelRect) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** Sums of `grey` over every rectangle from the top-left corner, (width + 1) x (height + 1). */
function integral(grey: Uint8Array, width: number, height: number): Uint32Array {
  const stride = width + 1;
  const sums = new Uint32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  return sums;
}

/** Pixels darker (polarity -1) or lighter (+1) than the mean around them by INK_CONTRAST. */
function inkMask(grey: Uint8Array, width: number, height: number, sums: Uint32Array, polarity: -1 | 1): Uint8Array {
  const stride = width + 1;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - RADIUS);
    const bottom = Math.min(height, y + RADIUS + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - RADIUS);
      const right = Math.min(width, x + RADIUS + 1);
      const sum =
        sums[bottom * stride + right]! -
        sums[top * stride + right]! -
        sums[bottom * stride + left]! +
        sums[top * stride + left]!;
      const mean = sum / ((bottom - top) * (right - left));
      if (polarity * (grey[y * width + x]! - mean) > INK_CONTRAST) ink[y * width + x] = 1;
    }
  }
  return ink;
}

function clear(mask: Uint8Array, width: number, height: number, r: PixelRect, pad: number): void {
  const [x0, x1] = [Math.max(0, r.x0 - pad), Math.min(width, r.x1 + pad)];
  for (let y = Math.max(0, r.y0 - pad); y < Math.min(height, r.y1 + pad); y++)
    mask.fill(0, y * width + x0, y * width + x1);
}

/** Joins ink across gaps of up to LETTER_GAP pixels along each row, so a word is one piece. */
function closeRows(mask: Uint8Array, width: number, height: number): void {
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      if (last >= 0 && x - last > 1 && x - last <= LETTER_GAP + 1) mask.fill(1, row + last + 1, row + x);
      last = x;
    }
  }
}

type Piece = PixelRect & { count: number };

/** Connected pieces of the mask (8-connected), each with its bounding box and pixel count. */
function components(mask: Uint8Array, width: number, height: number): Piece[] {
  const pieces: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start]) continue;
    mask[start] = 0;
    stack.push(start);
    const piece = { x0: width, y0: height, x1: 0, y1: 0, count: 0 };
    while (stack.length) {
      const i = stack.pop()!;
      const [x, y] = [i % width, Math.floor(i / width)];
      piece.count++;
      piece.x0 = Math.min(piece.x0, x);
      piece.x1 = Math.max(piece.x1, x + 1);
      piece.y0 = Math.min(piece.y0, y);
      piece.y1 = Math.max(piece.y1, y + 1);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (mask[j]) {
            mask[j] = 0;
            stack.push(j);
          }
        }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

/** Pieces side by side (sharing most of their height, a short gap apart) become one line. */
function joinIntoLines(pieces: Piece[]): PixelRect[] {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  const lines: PixelRect[] = [];
  for (const p of sorted) {
    const h = p.y1 - p.y0;
    const line = lines.find((l) => {
      const lh = l.y1 - l.y0;
      const overlap = Math.min(l.y1, p.y1) - Math.max(l.y0, p.y0);
      return (
        overlap >= 0.5 * Math.min(h, lh) &&
        Math.max(h, lh) <= 2.5 * Math.min(h, lh) &&
        p.x0 - l.x1 <= 1.5 * Math.max(h, lh)
      );
    });
    if (!line) lines.push({ x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 });
    else
      Object.assign(line, {
        x0: Math.min(line.x0, p.x0),
        y0: Math.min(line.y0, p.y0),
        x1: Math.max(line.x1, p.x1),
        y1: Math.max(line.y1, p.y1),
      });
  }
  return lines;
}

/**
 * The box arithmetic of the offers editor, apart from React so it can be tested: boxes are
 * fractions of the page from its top-left corner (as the API stores them) and always stay
 * inside the page and at least MIN_SIZE wide and high, whatever the pointer or keys do.
 */
import type { OfferBox } from "#lib/offers.ts";

/** The smallest box an operator can make (a fraction of the page): still big enough to grab. */
export const MIN_SIZE = 0.01;
/** What one arrow key moves or resizes by; with Shift, five times as much. */
const NUDGE = 0.005;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Four decimals: a tenth of a pixel on a 1400-px page, and no 0.30000000000000004 in the API. */
const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** `box` made valid: at least MIN_SIZE, no larger than the page, moved (not shrunk) back inside it. */
export function fitBox(box: OfferBox): OfferBox {
  const width = clamp(box.width, MIN_SIZE, 1);
  const height = clamp(box.height, MIN_SIZE, 1);
  return {
    x: round(clamp(box.x, 0, 1 - width)),
    y: round(clamp(box.y, 0, 1 - height)),
    width: round(width),
    height: round(height),
  };
}

/** `box` moved by (dx, dy), stopping at the page's edges. */
export function moveBox(box: OfferBox, dx: number, dy: number): OfferBox {
  return fitBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** Which edges a resize handle moves: "nw" the top and left edges, "se" the bottom and right ones. */
export type Corner = "nw" | "ne" | "sw" | "se";

/** `box` with the edges of `corner` moved by (dx, dy); the opposite edges stay where they are. */
export function resizeBox(box: OfferBox, corner: Corner, dx: number, dy: number): OfferBox {
  let left = box.x;
  let top = box.y;
  let right = box.x + box.width;
  let bottom = box.y + box.height;
  if (corner === "nw" || corner === "sw") left = clamp(left + dx, 0, right - MIN_SIZE);
  else right = clamp(right + dx, left + MIN_SIZE, 1);
  if (corner === "nw" || corner === "ne") top = clamp(top + dy, 0, bottom - MIN_SIZE);
  else bottom = clamp(bottom + dy, top + MIN_SIZE, 1);
  return fitBox({ x: left, y: top, width: right - left, height: bottom - top });
}

/** The box between two points of a drag (either order), clipped to the page. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): OfferBox {
  const left = clamp(Math.min(a.x, b.x), 0, 1);
  const top = clamp(Math.min(a.y, b.y), 0, 1);
  return fitBox({
    x: left,
    y: top,
    width: clamp(Math.max(a.x, b.x), 0, 1) - left,
    height: clamp(Math.max(a.y, b.y), 0, 1) - top,
  });
}

/**
 * What an arrow key does to the selected box: move it, or with Shift resize it from its
 * bottom-right corner; Alt makes the step five times larger. Null for any other key. The page
 * is a picture, so arrows go where they point in either language.
 */
export function keyedBox(box: OfferBox, key: string, shift: boolean, alt: boolean): OfferBox | null {
  const step = alt ? NUDGE * 5 : NUDGE;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = delta[key];
  if (!d) return null;
  return shift ? resizeBox(box, "se", d[0], d[1]) : moveBox(box, d[0], d[1]);
}

/** A box of a fifth of the page's width and a tenth of its height in its middle: "Add offer" without a pointer. */
export const MIDDLE_BOX: OfferBox = { x: 0.4, y: 0.45, width: 0.2, height: 0.1 };

/** Whether two boxes are the same to the fourth decimal (a box moved and put back is unchanged). */
export function sameBox(a: OfferBox, b: OfferBox): boolean {
  return (["x", "y", "width", "height"] as const).every((k) => round(a[k]) === round(b[k]));
}

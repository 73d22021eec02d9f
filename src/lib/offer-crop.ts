/**
 * An offer's crop (its link-preview image and its picture on /search, src/server/offer-crop.ts):
 * the rectangle cut from the page image, so pages can give the image its size before it loads,
 * and its address: the id in the path, and a version made from what the crop is cut from (the
 * page image and the box), so a moved box or a new file gets a new address while an unchanged
 * crop is cached for good.
 */
import { shortHash } from "./short-hash.ts";

export type CropSource = { hash: string; page: number; x: number; y: number; width: number; height: number };

/** The crop's version: a hash of its source. */
export function cropVersion(s: CropSource): string {
  return shortHash(`${s.hash}/${s.page}/${s.x}/${s.y}/${s.width}/${s.height}`);
}

export function offerCropUrl(id: number, source: CropSource): string {
  return `/media/offers/${id}.webp?v=${cropVersion(source)}`;
}

/** Room around the box, as a fraction of the page's width. */
const MARGIN = 0.02;
/** The shortest side a crop has where the page allows (a link preview wants at least about 300 px). */
const MIN_SIDE = 320;

type Box = { x: number; y: number; width: number; height: number };

/** The rectangle (pixels) cut for a `box` from a page image of `width`×`height` pixels: the box, a margin, at least MIN_SIDE. */
export function cropRect(box: Box, width: number, height: number): Box {
  const side = (start: number, size: number, total: number) => {
    const margin = MARGIN * width;
    let from = start * total - margin;
    let length = size * total + 2 * margin;
    if (length < MIN_SIDE) {
      from -= (MIN_SIDE - length) / 2;
      length = MIN_SIDE;
    }
    length = Math.min(Math.round(length), total);
    from = Math.min(Math.max(0, Math.round(from)), total - length);
    return [from, length] as const;
  };
  const [x, w] = side(box.x, box.width, width);
  const [y, h] = side(box.y, box.height, height);
  return { x, y, width: w, height: h };
}

/**
 * The address of an offer's crop (its link-preview image, src/server/offer-crop.ts): the id in
 * the path, and a version made from what the crop is cut from (the page image and the box),
 * so a moved box or a new file gets a new address while an unchanged crop is cached for good.
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

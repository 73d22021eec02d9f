/**
 * The address of an offer's crop (its link-preview image, src/server/offer-crop.ts): the id in
 * the path, and a version made from what the crop is cut from (the page image and the box),
 * so a moved box or a new file gets a new address while an unchanged crop is cached for good.
 */
export type CropSource = { hash: string; page: number; x: number; y: number; width: number; height: number };

/** A short FNV-1a hash of the crop's source, base 36. */
export function cropVersion(s: CropSource): string {
  const text = `${s.hash}/${s.page}/${s.x}/${s.y}/${s.width}/${s.height}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export function offerCropUrl(id: number, source: CropSource): string {
  return `/media/offers/${id}.webp?v=${cropVersion(source)}`;
}

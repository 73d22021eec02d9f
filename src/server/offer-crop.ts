/**
 * GET /media/offers/{id}.webp: an offer cut from its page's 1400 px image (with a margin, at
 * least 320 px a side where the page allows), the offer's link-preview image. Only an id in
 * the path (the route admits 1-10 digits), looked up like the page it is on: an offer that is
 * hidden, of an ended or unprocessed catalogue, or unknown is a 404.
 *
 * Made, kept and cached like every image made on request (made-images.ts): its version is a hash
 * of the page image and the box (lib/offer-crop.ts).
 */
import { join } from "node:path";
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { getOfferCrop } from "#db/queries/offers.ts";
import { dubaiToday } from "#lib/dates.ts";
import { type CropSource, cropRect, cropVersion } from "#lib/offer-crop.ts";
import type { Config } from "./config.ts";
import type { MadeImages } from "./made-images.ts";
import { decodeWebp, encodeWebp, type Rgba } from "./webp.ts";

function cut(page: Rgba, r: { x: number; y: number; width: number; height: number }): Rgba {
  const data = new Uint8ClampedArray(r.width * r.height * 4);
  for (let row = 0; row < r.height; row++) {
    const start = ((r.y + row) * page.width + r.x) * 4;
    data.set(page.data.subarray(start, start + r.width * 4), row * r.width * 4);
  }
  return { data, width: r.width, height: r.height };
}

export function offerCropHandler(config: Config, answer: MadeImages) {
  const pagesDir = join(config.dataDir, "media", "pages");
  const make = (s: CropSource) => async () => {
    // The hash comes from our database (hex) and the page is a number: no path from the request.
    const file = Bun.file(join(pagesDir, s.hash, `${s.page}-1400.webp`));
    if (!(await file.exists())) return null;
    const page = await decodeWebp(await file.arrayBuffer());
    return encodeWebp(cut(page, cropRect(s, page.width, page.height)), 80);
  };

  return async (c: Context) => {
    const id = Number(c.req.param("file")?.replace(/\.webp$/, ""));
    const source = Number.isSafeInteger(id) ? getOfferCrop(getDb(), id, dubaiToday()) : undefined;
    if (!source) return c.notFound();
    const version = cropVersion(source);
    return answer(c, { key: `offer:${id}:${version}`, version, contentType: "image/webp", make: make(source) });
  };
}

/**
 * GET /media/offers/{id}.webp: an offer cut from its page's 1400 px image (lib/offer-crop.ts
 * cropRect), the offer's link-preview image and its picture on /search. Only an id in
 * the path (the route admits 1-10 digits), looked up like the page it is on: an offer that is
 * hidden, of an ended or unprocessed catalogue, or unknown is a 404.
 *
 * A crop costs a WebP decode of the page (~0.15 s of CPU on this thread) and a small encode,
 * so: made one at a time with at most CROPS_WAITING waiting (then 503), counted against the client's page
 * renders (the same per-address limit), and kept in memory (8 MiB, least recently used out)
 * under its version. The address carries that version (?v=, lib/offer-crop.ts): with the
 * current one the answer is cached for a year, with any other (an old link) for 5 minutes.
 */
import { join } from "node:path";
import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { getDb } from "#db/client.ts";
import { getOfferCrop } from "#db/queries/offers.ts";
import { dubaiToday } from "#lib/dates.ts";
import { type CropSource, cropRect, cropVersion } from "#lib/offer-crop.ts";
import { ApiError } from "./api/errors.ts";
import { networkClientIp } from "./client-ip.ts";
import type { Config } from "./config.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { RenderQueueFull, renderSlots } from "./render-slots.ts";
import { decodeWebp, encodeWebp, type Rgba } from "./webp.ts";

/**
 * Crops waiting their turn before the next is turned away: /search shows each offer's crop, and a
 * browser asks for a page of them at once (24 on `show=offers`), which 8 turned into 15 broken
 * images. A waiting request holds no image, only its place.
 */
const CROPS_WAITING = 64;

function cut(page: Rgba, r: { x: number; y: number; width: number; height: number }): Rgba {
  const data = new Uint8ClampedArray(r.width * r.height * 4);
  for (let row = 0; row < r.height; row++) {
    const start = ((r.y + row) * page.width + r.x) * 4;
    data.set(page.data.subarray(start, start + r.width * 4), row * r.width * 4);
  }
  return { data, width: r.width, height: r.height };
}

export function offerCropHandler(config: Config, perClient: RateLimiter) {
  const pagesDir = join(config.dataDir, "media", "pages");
  const kept = new LRUCache<string, Uint8Array>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (b) => b.length });
  const making = new Map<string, Promise<Uint8Array | null>>();
  const slots = renderSlots(1, CROPS_WAITING);

  const make = (s: CropSource) =>
    slots(async () => {
      // The hash comes from our database (hex) and the page is a number: no path from the request.
      const file = Bun.file(join(pagesDir, s.hash, `${s.page}-1400.webp`));
      if (!(await file.exists())) return null;
      const page = await decodeWebp(await file.arrayBuffer());
      return encodeWebp(cut(page, cropRect(s, page.width, page.height)), 80);
    });

  return async (c: Context) => {
    const id = Number(c.req.param("file")?.replace(/\.webp$/, ""));
    const source = Number.isSafeInteger(id) ? getOfferCrop(getDb(), id, dubaiToday()) : undefined;
    if (!source) return c.notFound();
    const version = cropVersion(source);
    const key = `${id}:${version}`;
    let bytes = kept.get(key);
    if (!bytes) {
      let pending = making.get(key);
      if (!pending) {
        try {
          const ip = networkClientIp(c, config.trustedProxyHeader);
          if (ip) perClient.hit(ip);
          pending = make(source).finally(() => making.delete(key));
        } catch (error) {
          if (error instanceof ApiError) return c.text(error.message, 429, error.headers);
          throw error;
        }
        making.set(key, pending);
      }
      try {
        const made = await pending;
        if (!made) return c.notFound();
        kept.set(key, made);
        bytes = made;
      } catch (error) {
        if (error instanceof RenderQueueFull) return c.text("Busy, try again shortly", 503, { "Retry-After": "5" });
        throw error;
      }
    }
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "image/webp",
        "Cache-Control": c.req.query("v") === version ? "public, max-age=31536000, immutable" : "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  };
}

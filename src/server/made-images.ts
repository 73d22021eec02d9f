/**
 * Images made on request from other files: an offer's crop (offer-crop.ts) and a store's or
 * post's link preview (link-preview/handler.ts). Making one costs a decode or a drawing on this
 * thread (a tenth of a second to a second), so, for all of them together: one made at a time
 * with at most 64 waiting (then 503: /search asks for a page of offer crops at once, 24 on
 * `show=offers`, which 8 turned into broken images; a waiting request holds only its place), each counted against the client's page renders (the same
 * per-address limit), and kept in memory (8 MiB, least recently used out) under their version.
 * The address carries that version (?v=): with the current one the answer is cached for a
 * year, with any other (an old link) for 5 minutes.
 */
import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { ApiError } from "./api/errors.ts";
import { networkClientIp } from "./client-ip.ts";
import type { Config } from "./config.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { RenderQueueFull, renderSlots } from "./render-slots.ts";

export type MadeImage = {
  /** What it is made of, with its version: the key it is kept under. */
  key: string;
  version: string;
  contentType: string;
  /** Makes it; null when its sources are gone (a 404). */
  make: () => Promise<Uint8Array | null>;
};

export function madeImages(config: Config, perClient: RateLimiter) {
  const kept = new LRUCache<string, Uint8Array>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (b) => b.length });
  const making = new Map<string, Promise<Uint8Array | null>>();
  const slots = renderSlots(1, 64);

  /** The image's answer: kept, being made for another request, or made now. */
  return async (c: Context, image: MadeImage): Promise<Response> => {
    let bytes = kept.get(image.key);
    if (!bytes) {
      let pending = making.get(image.key);
      if (!pending) {
        try {
          const ip = networkClientIp(c, config.trustedProxyHeader);
          if (ip) perClient.hit(ip);
          pending = slots(image.make).finally(() => making.delete(image.key));
        } catch (error) {
          if (error instanceof ApiError) return c.text(error.message, 429, error.headers);
          throw error;
        }
        making.set(image.key, pending);
      }
      try {
        const made = await pending;
        if (!made) return c.notFound();
        kept.set(image.key, made);
        bytes = made;
      } catch (error) {
        if (error instanceof RenderQueueFull) return c.text("Busy, try again shortly", 503, { "Retry-After": "5" });
        throw error;
      }
    }
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": image.contentType,
        "Cache-Control":
          c.req.query("v") === image.version ? "public, max-age=31536000, immutable" : "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  };
}

export type MadeImages = ReturnType<typeof madeImages>;

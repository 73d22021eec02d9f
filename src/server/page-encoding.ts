/**
 * A rendered page's bytes in the encodings clients asked for, and its hash (the ETag's root):
 * made where the page is rendered, the render thread when there is one (render-thread.ts), so
 * the serving thread only keeps what it is handed (page-cache.ts) and a cached answer never waits
 * behind a page being compressed.
 */
import { brotliCompressSync, constants } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** A page ready for the cache: its hash and at least one encoding of it. */
export type EncodedPage = { hash: string; bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> };

/**
 * Brotli quality 5: ~1-2 ms for a page, within a few % of quality 11's size (which takes
 * ~100x longer). Paid once per page and encoding, on the first brotli client.
 */
const BROTLI_QUALITY = 5;

export function encode(html: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === "identity") return html;
  if (encoding === "gzip") return ownBuffer(Bun.gzipSync(html, { level: 6 }));
  const br = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return ownBuffer(new Uint8Array(br.buffer, br.byteOffset, br.byteLength) as Uint8Array<ArrayBuffer>);
}

/**
 * The bytes in a buffer of their own: a small Buffer can be a slice of a shared pool, which
 * handing the page to another thread (bodyBuffers) would take from under every other slice.
 */
const ownBuffer = (bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/** `html` in each of `encodings` (gzip when none is named). */
export function encodePage(html: string, encodings: readonly Encoding[]): EncodedPage {
  const bytes = new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
  const bodies: EncodedPage["bodies"] = {};
  for (const each of encodings.length ? encodings : (["gzip"] as const)) bodies[each] = encode(bytes, each);
  return { hash: Bun.hash(bytes).toString(36), bodies };
}

/** The buffers of `page`'s bodies, to hand it to another thread without a copy. */
export const bodyBuffers = (page: EncodedPage): ArrayBuffer[] => Object.values(page.bodies).map((body) => body.buffer);

/**
 * A rendered page's bytes in the encodings clients asked for, and its hash (the ETag's root):
 * made where the page is rendered, the render thread when there is one (render-thread.ts), so
 * the serving thread only keeps what it is handed (page-cache.ts) and a cached answer never waits
 * behind a page being compressed.
 */
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** A page ready for the cache: its hash and at least one encoding of it. */
export type EncodedPage = { hash: string; bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> };

/**
 * Brotli quality 3 where a page is rendered: on the home page 0.3 ms and 11.5 KB, where quality 5
 * took 1.0 ms for 10.1 KB (a store page: 0.14 ms, 7.9 KB against 0.45 ms, 7.0 KB). Most pages are
 * read once or twice, and every one is rendered on the same two cores as the answers: the render
 * pays for speed. A page read again and again is made again at POLISHED_QUALITY (page-polish.ts).
 */
const BROTLI_QUALITY = 3;
/**
 * Brotli's best: about 10 % under quality 5 (home 9.1 KB, a store page 6.3 KB), at 30-60 ms a
 * page, off the JavaScript thread, once per page version, for the pages read most.
 */
const POLISHED_QUALITY = 11;

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

const asOwnBytes = (buffer: Buffer) =>
  ownBuffer(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>);

export function encode(html: Uint8Array<ArrayBuffer>, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === "identity") return html;
  if (encoding === "gzip") return ownBuffer(Bun.gzipSync(html, { level: 6 }));
  return asOwnBytes(brotliCompressSync(html, brotliOptions(BROTLI_QUALITY, html.byteLength)));
}

/** `html` in brotli at its best quality, compressed on zlib's own thread (the caller's keeps answering). */
export function polishedBrotli(html: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) =>
    brotliCompress(html, brotliOptions(POLISHED_QUALITY, html.byteLength), (error, br) =>
      error ? reject(error) : resolve(asOwnBytes(br)),
    ),
  );
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

/** A page's HTML as bytes, from whichever encoding it keeps. */
export function pageHtml(page: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>): Uint8Array<ArrayBuffer> {
  if (page.identity) return page.identity;
  if (page.gzip) return Bun.gunzipSync(page.gzip) as Uint8Array<ArrayBuffer>;
  if (!page.br) throw new Error("a kept page has at least one encoding");
  return asOwnBytes(brotliDecompressSync(page.br));
}

/** The buffers of `page`'s bodies, to hand it to another thread without a copy. */
export const bodyBuffers = (page: EncodedPage): ArrayBuffer[] => Object.values(page.bodies).map((body) => body.buffer);

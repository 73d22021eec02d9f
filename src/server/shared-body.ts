/**
 * A body for bytes that are kept and shared by every answer (a sitemap file, a kept list answer).
 * Bun copies a buffer handed to a Response into each answer, and an answer stays in memory until
 * its client has read it: 40 clients that ask for a 23 MB sitemap and never read held ~1 GB.
 * Past SMALL, the bytes go out as a stream that hands over one slice (a view, not a copy) only
 * when the socket has taken the last one, so an unread answer pins ~one slice, not a copy.
 */
const SMALL = 256 * 1024;
const SLICE = 64 * 1024;

export function sharedBody(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> {
  if (bytes.byteLength <= SMALL) return bytes;
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const end = Math.min(at + SLICE, bytes.byteLength);
        controller.enqueue(bytes.subarray(at, end));
        at = end;
        if (at >= bytes.byteLength) controller.close();
      },
    },
    // Nothing read ahead: the next slice is made when the socket asks for it.
    { highWaterMark: 0 },
  );
}

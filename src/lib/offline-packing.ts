/**
 * A saved catalogue's text files (its pages' HTML, the build's scripts and stylesheet, the offers)
 * are kept gzipped: Cache Storage keeps a body as the page received it, decoded, and a catalogue
 * page's HTML (with the data React hydrates from) is six times its size on the wire. Packed, a
 * 20-page catalogue stays well under 3 MB even with photo-heavy page images; the worker unpacks
 * a copy as it answers with it. Images and fonts are compressed already and kept as they are.
 */

/** Marks a stored body as gzipped by us (never sent by the server, so never mistaken). */
export const PACKED_HEADER = "X-Offline-Packed";
const TEXT = /^(?:text\/|application\/(?:json|javascript|manifest\+json))/;

/** `response` as it is kept: a text body gzipped and marked, anything else untouched. */
export async function packResponse(response: Response): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body || !TEXT.test(type) || typeof CompressionStream === "undefined") return response;
  const headers = new Headers(response.headers);
  headers.set(PACKED_HEADER, "gzip");
  headers.delete("Content-Length");
  const body = await new Response(response.body.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A kept copy as the page expects it: unpacked when we packed it. */
export function unpackResponse(response: Response): Response {
  if (response.headers.get(PACKED_HEADER) !== "gzip" || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete(PACKED_HEADER);
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip")), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

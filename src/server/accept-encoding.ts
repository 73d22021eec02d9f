/**
 * Content negotiation for the cached pages: which of br, gzip and identity a client takes,
 * from its Accept-Encoding and q-values (RFC 9110 section 12.5.3). Preferred in that order
 * among what the client accepts; identity when it accepts neither (or says nothing).
 */
import { LRUCache } from "lru-cache";
import type { Encoding } from "./page-cache.ts";

/** Browsers send a handful of distinct headers: each is parsed once (a flood of odd ones is bounded). */
const seen = new LRUCache<string, Encoding>({ max: 256 });

/** Each coding's weight in `header`: `weight("gzip") > 0` when the client takes gzip. */
function weights(header: string): (coding: string) => number {
  const q: Record<string, number> = {};
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith("q="));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q[coding === "x-gzip" ? "gzip" : coding] = Number.isFinite(value) ? value : 0;
  }
  return (coding) => q[coding] ?? q["*"] ?? 0;
}

function parse(header: string): Encoding {
  const weight = weights(header);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  // Refusing identity too (`identity;q=0`) is answered with identity anyway rather than a 406 page.
  return "identity";
}

/** Whether a client takes gzip (for answers kept in gzip only: the API's lists). */
export function acceptsGzip(header: string | null | undefined): boolean {
  return !!header && weights(header)("gzip") > 0;
}

/** The encoding to answer a request with, given its Accept-Encoding header. */
export function chooseEncoding(header: string | null | undefined): Encoding {
  if (!header) return "identity";
  let encoding = seen.get(header);
  if (encoding === undefined) {
    encoding = parse(header);
    seen.set(header, encoding);
  }
  return encoding;
}

/**
 * A short FNV-1a hash of `text`, base 36: the version in the address of an image made from
 * other files (an offer's crop, a link preview), so new sources get a new address.
 * Example: shortHash("a|b") === "bgispi" (up to seven characters; not for secrets)
 */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

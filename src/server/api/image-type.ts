/**
 * What an uploaded image is, by its first bytes: the signatures of PNG, JPEG and WebP, the
 * three every browser shows. The name and the declared type are the sender's word and never
 * decide; SVG (which can carry script) is not among them.
 */

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

/** PNG, JPEG or WebP as the extension the file is stored and served under; null for anything else. */
export function imageExtensionOf(head: Uint8Array): "png" | "jpg" | "webp" | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // SOI followed by the first marker's 0xFF.
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpg";
  // A RIFF container (RIFF, size, form type) whose form is WEBP.
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

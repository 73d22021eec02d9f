/**
 * A picture file a link preview is drawn from, read from DATA_DIR/media and known by its
 * content (never its name): SVG, PNG, JPEG or WebP, at most 5 MiB and, for the raster ones,
 * 4096 px a side (read from the header, before anything decodes a compressed bomb).
 */
import { resolveMediaPath } from "../static-files.ts";

export type PictureFile = { kind: "svg" | "png" | "jpeg" | "webp"; bytes: Uint8Array };

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 4096;

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

function kindOf(bytes: Uint8Array): PictureFile["kind"] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  return /<svg[\s>]/.test(head) ? "svg" : null;
}

/** Width and height from a raster file's header, or null when it cannot be read. */
function rasterSize(kind: PictureFile["kind"], b: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    if (kind === "png") return { width: view.getUint32(16), height: view.getUint32(20) };
    if (kind === "jpeg") {
      // Walk the segments to the first start-of-frame (C0–CF but C4, C8 and CC).
      for (let at = 2; at + 9 < b.length; ) {
        if (b[at] !== 0xff) return null;
        const marker = b[at + 1]!;
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
          return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
        at += 2 + view.getUint16(at + 2);
      }
      return null;
    }
    if (kind === "webp") {
      const chunk = new TextDecoder().decode(b.subarray(12, 16));
      if (chunk === "VP8X")
        return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
      if (chunk === "VP8 ")
        return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      if (chunk === "VP8L") {
        const bits = view.getUint32(21, true);
        return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
      }
    }
  } catch {
    return null; // cut short
  }
  return null;
}

/** The picture at a /media path (e.g. "/media/stores/x.svg"), or null when there is none the preview can use. */
export async function readPictureFile(mediaDir: string, mediaPath: string): Promise<PictureFile | null> {
  const path = resolveMediaPath(mediaDir, mediaPath.replace(/^\/media\//, ""));
  if (!path) return null;
  const file = Bun.file(path);
  if (!(await file.exists()) || file.size > MAX_BYTES) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = kindOf(bytes);
  if (!kind) return null;
  if (kind !== "svg") {
    const size = rasterSize(kind, bytes);
    if (!size || size.width > MAX_SIDE || size.height > MAX_SIDE || !size.width || !size.height) return null;
  }
  return { kind, bytes };
}

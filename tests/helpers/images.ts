/**
 * Reads an image the way a link-preview crawler would (tests only): its type by content, its
 * size, and for a JPEG the decoded pixels (with libjpeg's decoder, not our encoder).
 */
import decodeWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm" with { type: "file" };
import decode, { init } from "@jsquash/jpeg/decode.js";

type InitWith = (module: WebAssembly.Module) => Promise<unknown>;
let ready: Promise<unknown> | null = null;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image's type by its first bytes, its size and how many colours a sample of its pixels holds (JPEG). */
export async function decodedImage(bytes: Uint8Array) {
  if (PNG.every((b, i) => bytes[i] === b)) {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return { type: "image/png", width: view.getUint32(16), height: view.getUint32(20), distinctColours: null };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return { type: "unknown", width: 0, height: 0 };
  ready ??= (init as unknown as InitWith)(await WebAssembly.compile(await Bun.file(decodeWasm).arrayBuffer()));
  await ready;
  const image = await decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);
  const colours = new Set<number>();
  for (let i = 0; i < image.data.length; i += 4 * 97)
    colours.add((image.data[i]! << 16) | (image.data[i + 1]! << 8) | image.data[i + 2]!);
  return { type: "image/jpeg", width: image.width, height: image.height, distinctColours: colours.size };
}

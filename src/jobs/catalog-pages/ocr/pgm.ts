/**
 * RGBA pixels as a binary PGM (8-bit grey) file, the one image format Tesseract's build reads
 * without decoding work. Grey is what Tesseract thresholds anyway; `scale` > 1 averages each
 * scale x scale block into one pixel, to bound the memory a huge page drawing would take.
 */
import type { Rgba } from "../pdfium.ts";

export function grayPgm(image: Rgba, scale = 1): Uint8Array {
  const width = Math.max(1, Math.floor(image.width / scale));
  const height = Math.max(1, Math.floor(image.height / scale));
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  const { data } = image;
  const area = scale * scale;
  let o = header.length;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < scale; dy++) {
        let i = ((y * scale + dy) * image.width + x * scale) * 4;
        for (let dx = 0; dx < scale; dx++, i += 4) {
          // ITU-R BT.601 luma in integers: 0.299 R + 0.587 G + 0.114 B.
          sum += (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
        }
      }
      out[o++] = Math.round(sum / area);
    }
  }
  return out;
}

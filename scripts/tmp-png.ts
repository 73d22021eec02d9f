import { deflateSync } from "node:zlib";
import { openPdf } from "#jobs/catalog-pages/pdfium.ts";

const doc = await openPdf(process.argv[2]!);
const p = doc.page(Number(process.argv[3] ?? 1));
const img = p.render(Number(process.argv[5] ?? 1000));
const boxes: number[][] = process.argv[6] ? JSON.parse(await Bun.file(process.argv[6]).text()) : [];
const { width, height, data } = img;
for (const [x, y, w, h] of boxes) {
  const x0 = Math.round(x! * width),
    y0 = Math.round(y! * height),
    x1 = Math.round((x! + w!) * width),
    y1 = Math.round((y! + h!) * height);
  for (let xx = x0; xx <= x1; xx++)
    for (const yy of [y0, y1]) {
      const i = (yy * width + xx) * 4;
      data[i] = 255;
      data[i + 1] = 0;
      data[i + 2] = 0;
    }
  for (let yy = y0; yy <= y1; yy++)
    for (const xx of [x0, x1]) {
      const i = (yy * width + xx) * 4;
      data[i] = 255;
      data[i + 1] = 0;
      data[i + 2] = 0;
    }
}
const raw = Buffer.alloc((width * 3 + 1) * height);
for (let y = 0; y < height; y++)
  for (let x = 0; x < width; x++) {
    const s = (y * width + x) * 4,
      d = y * (width * 3 + 1) + 1 + x * 3;
    raw[d] = data[s]!;
    raw[d + 1] = data[s + 1]!;
    raw[d + 2] = data[s + 2]!;
  }
const chunk = (type: string, body: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const tb = Buffer.concat([Buffer.from(type), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(Bun.hash.crc32(tb) >>> 0);
  return Buffer.concat([len, tb, crc]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(width, 0);
ihdr.writeUInt32BE(height, 4);
ihdr[8] = 8;
ihdr[9] = 2;
await Bun.write(
  process.argv[4]!,
  Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]),
);

/**
 * A loopback map tile server for the map's tests (no internet here): every /{z}/{x}/{y}.png
 * answers the same 256×256 PNG (pale land with a grid line), and it counts what it served.
 */
import { deflateSync } from "node:zlib";

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, Bun.hash.crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A 256×256 RGB PNG: #e7ede3 with a #c9d3c4 line along its top and left edges. */
function tilePng(): Uint8Array<ArrayBuffer> {
  const size = 256;
  const raw = new Uint8Array(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      raw.set(edge ? [0xc9, 0xd3, 0xc4] : [0xe7, 0xed, 0xe3], row + 1 + x * 3);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  return Uint8Array.from(Buffer.concat(parts));
}

export function startTileServer(port = 0) {
  const png = tilePng();
  let served = 0;
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port,
    fetch(req) {
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(new URL(req.url).pathname)) return new Response("Not found", { status: 404 });
      served++;
      return new Response(png, { headers: { "Content-Type": "image/png", "Cache-Control": "max-age=3600" } });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () => server.stop(true),
  };
}

// `bun tests/helpers/tile-server.ts <port>`: the browser journeys (run by Node) start it this way.
if (import.meta.main) {
  const tiles = startTileServer(Number(process.argv[2] ?? 0));
  console.log(`tiles ${tiles.url}`);
}

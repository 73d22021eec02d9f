/**
 * A .tar.gz written as a stream (ustar headers, gzip by node:zlib), so a gigabyte entry never
 * sits in memory: how the restore bench builds its gzip bomb. The bomb's filler is, in each
 * MiB, 16 KiB of random bytes then zeros: about 60:1, under the 1000:1 decompression-ratio
 * guard of Bun's archive reader (pure zeros trip it), as a 16 MB archive of 1 GB would be. Names up to 100
 * bytes; that is all the bench writes this way (the long-name archive uses Bun.Archive).
 */
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

export type TarEntry = { name: string; bytes: Uint8Array } | { name: string; filler: number };

function header(name: string, size: number): Uint8Array {
  const h = new Uint8Array(512);
  const put = (text: string, at: number) => h.set(new TextEncoder().encode(text), at);
  if (new TextEncoder().encode(name).length > 100) throw new Error(`tar name over 100 bytes: ${name}`);
  put(name, 0);
  put("0000644\0", 100);
  put("0000000\0", 108);
  put("0000000\0", 116);
  put(`${size.toString(8).padStart(11, "0")}\0`, 124);
  put(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  put("        ", 148); // the checksum counts its own field as spaces
  put("0", 156);
  put("ustar\u000000", 257);
  const sum = h.reduce((a, b) => a + b, 0);
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return h;
}

async function* tarStream(entries: TarEntry[]) {
  const chunk = new Uint8Array(1 << 20);
  crypto.getRandomValues(chunk.subarray(0, 16 * 1024)); // one random block, repeated further apart than gzip's 32 KB window
  for (const entry of entries) {
    const size = "bytes" in entry ? entry.bytes.length : entry.filler;
    yield header(entry.name, size);
    if ("bytes" in entry) yield entry.bytes;
    else for (let left = size; left > 0; left -= chunk.length) yield chunk.subarray(0, Math.min(left, chunk.length));
    if (size % 512) yield new Uint8Array(512 - (size % 512));
  }
  yield new Uint8Array(1024); // two empty blocks end the archive
}

export async function writeTarGz(file: string, entries: TarEntry[]): Promise<void> {
  await pipeline(Readable.from(tarStream(entries)), createGzip(), createWriteStream(file));
}

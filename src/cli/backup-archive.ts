/**
 * The archive container, kept behind a few functions (reading it: backup-extract.ts) so it can change without touching the
 * commands: a tar.gz written and read by the `tar` package as streams, so memory stays a few
 * chunks deep however large the media is (Bun.Archive held every file, and the whole archive,
 * in memory). Each file's SHA-256 is computed from the very bytes that go into, or come out
 * of, the archive, so a file changed during a backup can never make the archive disagree
 * with its own manifest.
 */
import { once } from "node:events";
import { constants, createWriteStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { Header, Pack, ReadEntry } from "tar";

/** Bytes of a file read at a time while backing up. */
const FILE_CHUNK = 256 * 1024;

/** A file as stored in an archive: its archive path, size and SHA-256. */
export type ArchivedFile = { path: string; size: number; sha256: string };
/** A file to archive: `name` in the archive, read from `from`; `mayVanish` skips it if it is deleted meanwhile. */
export type ArchiveSource = { name: string; from: string; mayVanish?: boolean };

const sha256Hex = (hasher: Bun.CryptoHasher) => hasher.digest("hex");

/** Adds one regular-file entry to `pack` and streams `chunks` into it, waiting whenever the gzip side is full. */
async function addEntry(
  pack: Pack,
  name: string,
  size: number,
  mtime: Date,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  const entry = new ReadEntry(new Header({ path: name, type: "File", size, mode: 0o644, mtime }));
  pack.add(entry);
  for await (const chunk of chunks) if (!entry.write(chunk)) await once(entry, "drain");
  entry.end();
}

/** Reads exactly the size the file had when opened, hashing as it goes (a file that shrinks meanwhile is an error). */
async function* fileChunks(
  handle: FileHandle,
  size: number,
  name: string,
  hasher: Bun.CryptoHasher,
): AsyncGenerator<Buffer> {
  let position = 0;
  while (position < size) {
    const buffer = Buffer.allocUnsafe(Math.min(FILE_CHUNK, size - position)); // fresh each time: the pack may still hold the last one
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) throw new Error(`${name} shrank while it was being backed up; try again`);
    const chunk = buffer.subarray(0, bytesRead);
    hasher.update(chunk);
    position += bytesRead;
    yield chunk;
  }
}

/**
 * Streams `sources` into a gzipped tar at `target`, then one more entry, `lastName`, whose
 * bytes `last` makes from what was archived (the manifest). Returns the archived files.
 */
export async function writeArchive(
  target: string,
  sources: ArchiveSource[],
  lastName: string,
  last: (files: ArchivedFile[]) => string,
  onFile: (done: number, bytes: number) => void = () => {},
): Promise<ArchivedFile[]> {
  // portable: no user names, uids or host details in the archive.
  const pack = new Pack({ gzip: true, portable: true, strict: true });
  const out = createWriteStream(target, { flags: "wx", highWaterMark: 1024 * 1024 }); // fewer pause/resume turns than 16 KiB
  const failed = new Promise<never>((_, reject) => {
    pack.on("error", reject);
    out.on("error", reject);
  });
  failed.catch(() => {}); // raced below; no unhandled rejection once the race is over
  const written = new Promise<void>((resolve) => out.on("close", resolve));
  pack.pipe(out);
  const files: ArchivedFile[] = [];
  let bytes = 0;
  const work = (async () => {
    for (const source of sources) {
      let handle: FileHandle;
      try {
        // O_NOFOLLOW | O_NONBLOCK: a file swapped for a link or a FIFO since it was listed is never followed or waited on.
        handle = await open(source.from, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      } catch (error) {
        if (source.mayVanish && (error as { code?: string }).code === "ENOENT") continue; // deleted since listed
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) continue;
        const hasher = new Bun.CryptoHasher("sha256");
        await addEntry(pack, source.name, stat.size, stat.mtime, fileChunks(handle, stat.size, source.name, hasher));
        files.push({ path: source.name, size: stat.size, sha256: sha256Hex(hasher) });
        bytes += stat.size;
        onFile(files.length, bytes);
      } finally {
        await handle.close();
      }
    }
    const text = Buffer.from(last(files));
    await addEntry(pack, lastName, text.length, new Date(), [text]);
    pack.end();
    await written;
  })();
  try {
    await Promise.race([work, failed]);
  } catch (error) {
    work.catch(() => {});
    out.destroy(); // closes the file so the caller can delete it
    throw error;
  }
  return files;
}

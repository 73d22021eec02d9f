/**
 * The archive container, kept behind two functions so it can change without touching the
 * commands: a tar.gz written and read by the `tar` package as streams, so memory stays a few
 * chunks deep however large the media is (Bun.Archive held every file, and the whole archive,
 * in memory). Each file's SHA-256 is computed from the very bytes that go into, or come out
 * of, the archive, so a file changed during a backup can never make the archive disagree
 * with its own manifest.
 */
import { once } from "node:events";
import { closeSync, constants, createWriteStream, futimesSync, mkdirSync, openSync, writeSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Header, Pack, Parser, ReadEntry } from "tar";

const GZIP = [0x1f, 0x8b];
const SQLITE = "SQLite format 3\0";
/** Bytes of a file read at a time while backing up. */
const FILE_CHUNK = 256 * 1024;
/** Bytes of an archive read at a time while restoring; smaller, because gunzip inflates a
 * whole read at once (up to ~1000× for data that is all zeros). */
const ARCHIVE_CHUNK = 64 * 1024;
/** manifest.json is held in memory; a real one is ~150 bytes per file. */
const MAX_MANIFEST = 64 * 1024 * 1024;

/** What a file to restore looks like from its first bytes. */
export async function sniff(file: string): Promise<"archive" | "sqlite" | "other"> {
  const head = new Uint8Array(await Bun.file(file).slice(0, 512).arrayBuffer());
  if (head[0] === GZIP[0] && head[1] === GZIP[1]) return "archive";
  if (new TextDecoder().decode(head.slice(0, 16)) === SQLITE) return "sqlite";
  if (new TextDecoder().decode(head.slice(257, 262)) === "ustar") return "archive";
  return "other";
}

export class ArchiveError extends Error {}

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

/** Relative, forward slashes, no empty, "." or ".." segment: the only paths we write into. */
function checkPath(path: string): void {
  const segments = path.split("/");
  if (path.startsWith("/") || segments.includes(".."))
    throw new ArchiveError(`it holds a path outside the data directory (${path})`);
  if (path.includes("\\") || segments.some((s) => s === "" || s === "."))
    throw new ArchiveError(`it holds an unusual path (${path})`);
}

export type ExtractedArchive = { manifest: string | null; files: Map<string, { size: number; sha256: string }> };

/**
 * Streams `file` into `dir`, refusing before it is written any entry that is not a regular
 * file or directory (links, devices, unknown types) or whose name leaves `dir` (../,
 * absolute), and any name seen twice. Returns the manifest text (kept in memory, never
 * written) and the size and SHA-256 of every file written, computed while streaming.
 */
export async function extractArchive(
  file: string,
  dir: string,
  manifestName: string,
  onProgress: (read: number, total: number) => void = () => {},
): Promise<ExtractedArchive> {
  const files: ExtractedArchive["files"] = new Map();
  let manifest: Buffer[] | null = null;
  let manifestSize = 0;
  const state: { failure: Error | null; fd: number | null } = { failure: null, fd: null }; // set from stream callbacks
  // strict: every warning (a bad header checksum, a truncated entry, an unreadable archive) is an error.
  const parser = new Parser({ strict: true });
  const fail = (error: Error) => {
    if (state.failure) return;
    state.failure = error;
    parser.abort(error);
  };
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("error", (error: Error) => {
      state.failure ??= new ArchiveError(`it is damaged or truncated (${error.message})`);
      resolve();
    });
  });
  // An entry the parser would skip (unknown type, oversized header) is refused, never ignored.
  parser.on("ignoredEntry", (entry: ReadEntry) =>
    fail(new ArchiveError(`it holds an entry of a kind we never write (${entry.path}, ${entry.type})`)),
  );
  parser.on("entry", (entry: ReadEntry) => {
    if (state.failure) return void entry.resume();
    try {
      const path = entry.type === "Directory" ? entry.path.replace(/\/+$/, "") : entry.path;
      checkPath(path);
      if (entry.type === "Directory") return void entry.resume(); // folders are made as files need them
      if (entry.type !== "File" && entry.type !== "OldFile" && entry.type !== "ContiguousFile")
        throw new ArchiveError(`it holds a link or special file (${path})`);
      if (files.has(path) || (path === manifestName && manifest)) throw new ArchiveError(`it holds ${path} twice`);
      if (path === manifestName) {
        const parts: Buffer[] = [];
        manifest = parts;
        entry.on("data", (chunk: Buffer) => {
          manifestSize += chunk.length;
          if (manifestSize > MAX_MANIFEST) fail(new ArchiveError(`its ${manifestName} is too large`));
          else parts.push(chunk);
        });
        return;
      }
      const target = join(dir, path);
      let fd: number;
      try {
        mkdirSync(dirname(target), { recursive: true });
        fd = state.fd = openSync(target, "wx");
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "EEXIST" || code === "ENOTDIR" || code === "EISDIR")
          throw new ArchiveError(`it holds conflicting paths (${path})`);
        throw error;
      }
      const hasher = new Bun.CryptoHasher("sha256");
      let size = 0;
      // 'end' before 'data': an empty entry ends as soon as it starts flowing.
      entry.on("end", () => {
        try {
          if (entry.mtime) futimesSync(fd, entry.mtime, entry.mtime); // media keeps its Last-Modified
          state.fd = null;
          closeSync(fd);
          files.set(path, { size, sha256: sha256Hex(hasher) });
        } catch (error) {
          fail(error as Error);
        }
      });
      // Synchronous writes: nothing piles up in memory behind a slow disk.
      entry.on("data", (chunk: Buffer) => {
        if (state.failure) return;
        try {
          hasher.update(chunk);
          for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at);
          size += chunk.length;
        } catch (error) {
          fail(error as Error);
        }
      });
    } catch (error) {
      entry.resume();
      fail(error as Error);
    }
  });

  const handle = await open(file, "r");
  try {
    const total = (await handle.stat()).size;
    let read = 0;
    while (!state.failure) {
      const buffer = Buffer.allocUnsafe(ARCHIVE_CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, ARCHIVE_CHUNK, read);
      if (bytesRead === 0) break;
      read += bytesRead;
      if (!parser.write(buffer.subarray(0, bytesRead)) && !state.failure) await once(parser, "drain");
      onProgress(read, total);
    }
    if (!state.failure) {
      parser.end();
      await ended;
    }
  } finally {
    await handle.close();
    if (state.fd !== null) closeSync(state.fd); // a file cut short by a refusal
  }
  if (state.failure) throw state.failure;
  return { manifest: manifest ? Buffer.concat(manifest).toString("utf8") : null, files };
}

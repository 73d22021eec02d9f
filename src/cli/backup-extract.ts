/**
 * Reading backup archives (the other half of backup-archive.ts): the manifest alone, then
 * every entry streamed into a folder, refusing anything we never write before it reaches
 * the disk. Each file's SHA-256 is computed from the very bytes that come out of the archive.
 */
import { once } from "node:events";
import { closeSync, futimesSync, mkdirSync, openSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Parser, type ReadEntry } from "tar";

const GZIP = [0x1f, 0x8b];
const SQLITE = "SQLite format 3\0";
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

/** The longest file or folder name most file systems take, in bytes. */
const MAX_NAME_BYTES = 255;

/** Relative, forward slashes, no empty, "." or ".." segment, no name too long to create: the only paths we write into. */
function checkPath(path: string): void {
  const segments = path.split("/");
  if (path.startsWith("/") || segments.includes(".."))
    throw new ArchiveError(`it holds a path outside the data directory (${path})`);
  if (path.includes("\\") || segments.some((s) => s === "" || s === "."))
    throw new ArchiveError(`it holds an unusual path (${path})`);
  const long = segments.find((s) => Buffer.byteLength(s) > MAX_NAME_BYTES);
  if (long)
    throw new ArchiveError(
      `it holds a name too long for a file system (${Buffer.byteLength(long)} bytes: ${path.slice(0, 60)}…)`,
    );
}

export type ExtractedArchive = { manifest: string | null; files: Map<string, { size: number; sha256: string }> };

/** Feeds `file` to `parser` a chunk at a time until the end, or until `stop()` holds. */
async function feed(
  file: string,
  parser: Parser,
  stop: () => boolean,
  onProgress: (read: number, total: number) => void,
): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const total = (await handle.stat()).size;
    let read = 0;
    while (!stop()) {
      const buffer = Buffer.allocUnsafe(ARCHIVE_CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, ARCHIVE_CHUNK, read);
      if (bytesRead === 0) return true;
      read += bytesRead;
      if (!parser.write(buffer.subarray(0, bytesRead)) && !stop()) await once(parser, "drain");
      onProgress(read, total);
    }
    return false;
  } finally {
    await handle.close();
  }
}

/**
 * Reads only the manifest's text out of `file` (null when it has none), writing nothing:
 * restore sizes an archive up from it before extracting a byte. Stops as soon as the
 * manifest has been read (older archives have it first; ours, last).
 */
export async function readManifest(file: string, manifestName: string): Promise<string | null> {
  const parser = new Parser({ strict: true });
  const state: { failure: Error | null; text: string | null } = { failure: null, text: null };
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("error", (error: Error) => {
      state.failure ??= new ArchiveError(`it is damaged or truncated (${error.message})`);
      resolve();
    });
  });
  parser.on("entry", (entry: ReadEntry) => {
    if (entry.path !== manifestName || state.text !== null) return void entry.resume();
    if (entry.size > MAX_MANIFEST) {
      state.failure = new ArchiveError(`its ${manifestName} is too large`);
      return void entry.resume();
    }
    const parts: Buffer[] = [];
    entry.on("data", (chunk: Buffer) => parts.push(chunk));
    entry.on("end", () => {
      state.text = Buffer.concat(parts).toString("utf8");
    });
  });
  const whole = await feed(
    file,
    parser,
    () => state.failure !== null || state.text !== null,
    () => {},
  );
  if (whole && !state.failure) {
    parser.end();
    await ended;
  }
  if (state.failure) throw state.failure;
  return state.text;
}

/**
 * Streams `file` into `dir`, refusing before it is written any entry that is not a regular
 * file or directory (links, devices, unknown types) or whose name leaves `dir` (../,
 * absolute), and any name seen twice. With `listed` (each file's size, from the manifest),
 * an entry not listed is refused before it is written, and one larger than listed before
 * its bytes go past that size. Returns the manifest text (kept in memory, never
 * written) and the size and SHA-256 of every file written, computed while streaming.
 */
export async function extractArchive(
  file: string,
  dir: string,
  manifestName: string,
  listed: Map<string, number> | null = null,
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
      const limit = path === manifestName ? MAX_MANIFEST : (listed?.get(path) ?? Number.POSITIVE_INFINITY);
      if (listed && path !== manifestName && !listed.has(path))
        throw new ArchiveError(`it holds a file its manifest does not list (${path})`);
      const tooLarge = () => new ArchiveError(`${path} holds more bytes than its manifest lists (${limit})`);
      if (listed && entry.size > limit) throw tooLarge();
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
          files.set(path, { size, sha256: hasher.digest("hex") });
        } catch (error) {
          fail(error as Error);
        }
      });
      // Synchronous writes: nothing piles up in memory behind a slow disk.
      entry.on("data", (chunk: Buffer) => {
        if (state.failure) return;
        if (size + chunk.length > limit) return fail(tooLarge());
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

  try {
    await feed(file, parser, () => state.failure !== null, onProgress);
    if (!state.failure) {
      parser.end();
      await ended;
    }
  } finally {
    if (state.fd !== null) closeSync(state.fd); // a file cut short by a refusal
  }
  if (state.failure) throw state.failure;
  return { manifest: manifest ? Buffer.concat(manifest).toString("utf8") : null, files };
}

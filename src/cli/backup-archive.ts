/**
 * The archive container, kept behind two functions so it can change without touching the
 * commands. It is a tar.gz written and read by Bun.Archive (Bun's libarchive binding),
 * which needs every entry in memory: a Bun.file() given as an entry is silently written
 * EMPTY (Bun 1.4.4), so entries are always bytes and the manifest's checksums are checked
 * after extraction.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const GZIP = [0x1f, 0x8b];
const SQLITE = "SQLite format 3\0";

/** What a file to restore looks like from its first bytes. */
export async function sniff(file: string): Promise<"archive" | "sqlite" | "other"> {
  const head = new Uint8Array(await Bun.file(file).slice(0, 512).arrayBuffer());
  if (head[0] === GZIP[0] && head[1] === GZIP[1]) return "archive";
  if (new TextDecoder().decode(head.slice(0, 16)) === SQLITE) return "sqlite";
  if (new TextDecoder().decode(head.slice(257, 262)) === "ustar") return "archive";
  return "other";
}

/** Writes a gzipped tar of `entries` (archive path → bytes) to `target`. */
export async function writeArchive(target: string, entries: Record<string, Uint8Array>): Promise<void> {
  await Bun.Archive.write(target, entries, { compress: "gzip" });
}

export class ArchiveError extends Error {}

/**
 * Extracts `file` into `dir` after refusing entries whose names leave it (../, absolute).
 * Returns the manifest text read from the archive (null when it has none).
 */
export async function extractArchive(file: string, dir: string, manifestName: string): Promise<string | null> {
  let archive: Bun.Archive;
  try {
    archive = new Bun.Archive(await Bun.file(file).bytes());
    const unsafe = [...(await archive.files(["/**", "../**", "**/../**", "**/.."])).keys()];
    if (unsafe.length) throw new ArchiveError(`it holds a path outside the data directory (${unsafe[0]})`);
    const manifest = (await archive.files(manifestName)).get(manifestName);
    if (!manifest) return null;
    const text = await manifest.text();
    await archive.extract(dir);
    return text;
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`it is damaged or truncated (${(error as Error).message})`);
  }
}

/** Every regular file under `dir` as archive paths; throws on a symlink or other special file. */
export function listRegularFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      const st = lstatSync(path);
      if (st.isDirectory()) walk(path);
      else if (st.isFile()) found.push(relative(dir, path).split(sep).join("/"));
      else throw new ArchiveError(`it holds a link or special file (${relative(dir, path)})`);
    }
  };
  walk(dir);
  return found.sort();
}

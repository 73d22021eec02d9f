/**
 * The streaming archive: what writeArchive puts in (every byte, checksums of those bytes,
 * the manifest last) and what extractArchive refuses before writing it. Links, devices and
 * names seen twice are refused with a reason, never skipped.
 */
import { afterAll, describe, expect, test } from "bun:test";
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeArchive } from "./backup-archive.ts";
import { ArchiveError, extractArchive } from "./backup-extract.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-archive-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

/** A tar.gz made by GNU tar from the files under `dir` (the kinds of entry Bun.Archive cannot write). */
function gnuTar(name: string, dir: string, ...paths: string[]): string {
  const file = join(root, name);
  const r = Bun.spawnSync(["tar", "-czf", file, "-C", dir, ...paths]);
  expect(r.exitCode).toBe(0);
  return file;
}

async function refusal(file: string): Promise<string> {
  const into = mkdtempSync(join(root, "into-"));
  const error = await extractArchive(file, into, "manifest.json").then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return (error as Error).message;
}

describe("writeArchive and extractArchive", () => {
  test("round trip: every byte, the checksums of those bytes, the manifest as the last entry", async () => {
    const arabic = `media/عروض/${"كتالوج-".repeat(12)}.pdf`; // over tar's 100-byte name field: a PAX header
    const src = join(root, "src");
    mkdirSync(join(src, "media", "a"), { recursive: true });
    const big = new Uint8Array(1_000_003).map((_, i) => (i * 7919) % 251); // several chunks, not a multiple of 512
    writeFileSync(join(src, "media", "a", "big.bin"), big);
    writeFileSync(join(src, "media", "empty.txt"), "");
    writeFileSync(join(src, "db"), "database bytes");
    const sources = [
      { name: "uae-deals.db", from: join(src, "db") },
      { name: "media/a/big.bin", from: join(src, "media", "a", "big.bin") },
      { name: arabic, from: join(src, "media", "empty.txt") },
      { name: "media/gone.txt", from: join(src, "media", "gone.txt"), mayVanish: true },
    ];
    const file = join(root, "round.tar.gz");
    const files = await writeArchive(file, sources, "manifest.json", (written) => JSON.stringify(written));
    expect(files).toEqual([
      { path: "uae-deals.db", size: 14, sha256: sha256(new TextEncoder().encode("database bytes")) },
      { path: "media/a/big.bin", size: big.length, sha256: sha256(big) },
      { path: arabic, size: 0, sha256: sha256(new Uint8Array()) },
    ]);
    const listing = Bun.spawnSync(["tar", "-tzf", file]).stdout.toString().trim().split("\n");
    expect(listing).toEqual(["uae-deals.db", "media/a/big.bin", arabic, "manifest.json"]);

    const into = join(root, "round-out");
    const extracted = await extractArchive(file, into, "manifest.json");
    expect(JSON.parse(extracted.manifest!)).toEqual(files);
    expect(Object.fromEntries(extracted.files)).toEqual(
      Object.fromEntries(files.map(({ path, ...rest }) => [path, rest])),
    );
    expect(new Uint8Array(readFileSync(join(into, "media", "a", "big.bin")))).toEqual(big);
    expect(readdirSync(into).sort()).toEqual(["media", "uae-deals.db"]); // the manifest stays in memory
  });

  test("a file that cannot be read fails the backup instead of being left out", async () => {
    const file = join(root, "missing.tar.gz");
    await expect(
      writeArchive(file, [{ name: "uae-deals.db", from: join(root, "no-such.db") }], "manifest.json", () => "{}"),
    ).rejects.toThrow("ENOENT");
  });

  test("a hard link, a symlink, a FIFO and a name seen twice are refused, not skipped", async () => {
    const dir = join(root, "special");
    mkdirSync(join(dir, "media"), { recursive: true });
    writeFileSync(join(dir, "manifest.json"), "{}");
    writeFileSync(join(dir, "media", "a.pdf"), "%PDF");
    writeFileSync(join(dir, "media", "b.pdf"), "%PDF");
    linkSync(join(dir, "media", "a.pdf"), join(dir, "media", "hard.pdf"));
    symlinkSync("/etc/passwd", join(dir, "media", "soft.pdf"));
    Bun.spawnSync(["mkfifo", join(dir, "media", "pipe")]);
    expect(await refusal(gnuTar("hard.tar.gz", dir, "manifest.json", "media/a.pdf", "media/hard.pdf"))).toBe(
      "it holds a link or special file (media/hard.pdf)",
    );
    expect(await refusal(gnuTar("soft.tar.gz", dir, "manifest.json", "media/soft.pdf"))).toBe(
      "it holds a link or special file (media/soft.pdf)",
    );
    expect(await refusal(gnuTar("fifo.tar.gz", dir, "media/pipe"))).toBe(
      "it holds a link or special file (media/pipe)",
    );
    expect(await refusal(gnuTar("twice.tar.gz", dir, "--hard-dereference", "media/b.pdf", "media/b.pdf"))).toBe(
      "it holds media/b.pdf twice",
    );
    expect(await refusal(gnuTar("dot.tar.gz", dir, "./media/b.pdf"))).toBe("it holds an unusual path (./media/b.pdf)");
  });
});

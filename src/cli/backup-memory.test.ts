/**
 * Backup and restore stream their files: memory does not grow with the media. Real `backup`
 * and `restore` processes run on a data directory with and without one 128 MiB media file,
 * and the kernel's peak RSS for each (resourceUsage of the child) may grow by at most half
 * that file. Holding the file in memory even once adds 128 MiB (Bun.Archive added ~385 MiB
 * to backup and ~250 MiB to restore); streaming adds ~30-45 MiB of chunks not yet garbage
 * collected, whatever the size.
 */
import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "#tests/helpers/cli.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-backup-memory-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MiB = 1024 * 1024;
const BIG = 128 * MiB;

/** Runs the CLI on `dataDir`; returns its peak resident memory in MiB. */
function peakMiB(dataDir: string, ...args: string[]): number {
  const r = cli(dataDir, ...args);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return r.peakMiB;
}

/**
 * A migrated data directory with one small upload, plus `extra` bytes of random (incompressible)
 * media; a store names both, as backups leave out uploads no record names.
 */
function dataDir(name: string, extra: number): string {
  const dir = join(root, name);
  peakMiB(dir, "migrate");
  const db = new Database(join(dir, "uae-deals.db"));
  db.run("INSERT INTO categories (name, slug) VALUES ('Files', 'files')");
  db.run(
    "INSERT INTO stores (name, slug, category_id, logo, image) VALUES ('Big', 'big', 1, '/media/uploads/small.pdf', '/media/uploads/big.bin')",
  );
  db.close();
  mkdirSync(join(dir, "media", "uploads"), { recursive: true });
  writeFileSync(join(dir, "media", "uploads", "small.pdf"), "%PDF-1.4 small");
  if (extra) {
    const fd = openSync(join(dir, "media", "uploads", "big.bin"), "w");
    for (let written = 0; written < extra; written += 4 * MiB) writeSync(fd, randomBytes(4 * MiB));
    closeSync(fd);
  }
  return dir;
}

const sha256 = async (file: string) => {
  const hasher = new Bun.CryptoHasher("sha256");
  for await (const chunk of Bun.file(file).stream()) hasher.update(chunk);
  return hasher.digest("hex");
};

test("backup and restore of a 128 MiB media file stay within 64 MiB of the memory without it", async () => {
  const small = dataDir("small", 0);
  const big = dataDir("big", BIG);
  const base = {
    backup: peakMiB(small, "backup", join(root, "small.tar.gz")),
    restore: peakMiB(join(root, "small-restored"), "restore", join(root, "small.tar.gz")),
  };
  const peak = {
    backup: peakMiB(big, "backup", join(root, "big.tar.gz")),
    restore: peakMiB(join(root, "big-restored"), "restore", join(root, "big.tar.gz")),
  };
  const restored = join(root, "big-restored", "media", "uploads", "big.bin");
  expect(Bun.file(restored).size).toBe(BIG);
  expect(await sha256(restored)).toBe(await sha256(join(big, "media", "uploads", "big.bin")));
  // Printed so a regression shows how far off it is.
  console.log(
    `peak RSS MiB, without / with the file: backup ${base.backup.toFixed(0)} / ${peak.backup.toFixed(0)}, restore ${base.restore.toFixed(0)} / ${peak.restore.toFixed(0)}`,
  );
  expect(peak.backup - base.backup).toBeLessThan(BIG / MiB / 2);
  expect(peak.restore - base.restore).toBeLessThan(BIG / MiB / 2);
}, 120_000);

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "#tests/helpers/cli.ts";
import { plantTrigger, snapshot } from "#tests/helpers/restore.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-restore-limits-"));
const source = join(root, "source");
const target = join(root, "target");
const good = join(root, "good.tar.gz");

type ManifestJson = { files: { path: string; size: number; sha256: string }[]; migration: { hash: string } | null };
const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

/** The good archive's entries, changed by `edit`, written as a new archive (manifest last, as `backup` writes it). */
async function tampered(
  name: string,
  edit: (entries: Record<string, Uint8Array>, manifest: ManifestJson) => void,
): Promise<string> {
  const files = await new Bun.Archive(await Bun.file(good).bytes()).files();
  const entries: Record<string, Uint8Array> = {};
  for (const [path, file] of files) if (path !== "manifest.json") entries[path] = await file.bytes();
  const manifest = JSON.parse(await files.get("manifest.json")!.text()) as ManifestJson;
  edit(entries, manifest);
  entries["manifest.json"] = new TextEncoder().encode(JSON.stringify(manifest));
  const file = join(root, name);
  await Bun.Archive.write(file, entries, { compress: "gzip" });
  return file;
}

/** Runs the real CLI's restore into `target` and expects one refusal line, exit 2, and `target` unchanged. */
function expectRefused(file: string, reason: string) {
  const before = snapshot(target);
  const r = cli(target, "restore", file);
  expect(r.out).not.toContain("    at "); // no stack trace
  expect(r.code).toBe(2);
  const lines = r.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toStartWith(`Refusing to restore ${file}: `);
  expect(lines[0]).toContain(reason);
  expect(snapshot(target)).toEqual(before);
  expect(readdirSync(target).filter((n) => n.startsWith(".restore-"))).toEqual([]);
}

beforeAll(async () => {
  expect(cli(source, "seed", "--demo").code).toBe(0);
  expect(cli(source, "backup", good).code).toBe(0);
  expect(cli(target, "migrate").code).toBe(0);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("restore edge cases are refused in one line", () => {
  test("a database that claims an older migration and plants a trigger under a newer migration's name", async () => {
    const file = await tampered("planted.tar.gz", (entries, manifest) => {
      const { bytes, migrationHash } = plantTrigger(entries["uae-deals.db"]!, join(root, "planted.db"));
      entries["uae-deals.db"] = bytes;
      const entry = manifest.files.find((f) => f.path === "uae-deals.db")!;
      entry.size = bytes.length;
      entry.sha256 = sha256(bytes);
      manifest.migration = { ...manifest.migration!, hash: migrationHash };
    });
    expectRefused(file, "could not be brought up to date");
  });

  test("a 300-character entry name, listed in the manifest", async () => {
    const name = `media/${"a".repeat(300)}.txt`;
    const file = await tampered("long-name.tar.gz", (entries, manifest) => {
      entries[name] = new Uint8Array([1]);
      manifest.files.push({ path: name, size: 1, sha256: sha256(new Uint8Array([1])) });
    });
    expectRefused(file, "a name too long");
  });

  test("an entry larger than its listed size is refused before it is written (a gzip bomb)", async () => {
    const bomb = new Uint8Array(64 * 1024 * 1024); // zeros: 64 MiB in about 64 KiB of gzip
    const file = await tampered("bomb.tar.gz", (entries, manifest) => {
      entries["media/bomb.bin"] = bomb;
      manifest.files.push({ path: "media/bomb.bin", size: 10, sha256: sha256(bomb) });
    });
    expect(Bun.file(file).size).toBeLessThan(2 * 1024 * 1024);
    expectRefused(file, "media/bomb.bin holds more bytes than its manifest lists (10)");
  });

  test("an entry the manifest does not list is refused before anything is extracted", async () => {
    // Manifest first (as older archives have it), then the unlisted entry, then a cut: refusing the entry
    // as it starts means the damage after it is never reached.
    const files = await new Bun.Archive(await Bun.file(good).bytes()).files();
    const entries: Record<string, Uint8Array> = { "manifest.json": await files.get("manifest.json")!.bytes() };
    entries["media/unlisted.bin"] = new Uint8Array(1024);
    for (const [path, f] of files) if (path !== "manifest.json") entries[path] = await f.bytes();
    const whole = join(root, "unlisted-whole.tar.gz");
    await Bun.Archive.write(whole, entries, { compress: "gzip" });
    const bytes = readFileSync(whole);
    const file = join(root, "unlisted.tar.gz");
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    expectRefused(file, "it holds a file its manifest does not list (media/unlisted.bin)");
  });

  test("an archive whose listed files need more space than is free", async () => {
    const file = await tampered("huge.tar.gz", (entries, manifest) => {
      entries["media/huge.bin"] = new Uint8Array(1);
      manifest.files.push({ path: "media/huge.bin", size: 2 ** 50, sha256: "0".repeat(64) }); // a pebibyte
    });
    expectRefused(file, "more than the free space");
  });
});

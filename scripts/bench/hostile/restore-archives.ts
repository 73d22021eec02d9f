import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { plantTrigger } from "#tests/helpers/restore.ts";
import { writeTarGz } from "./gzip-tar.ts";
import { cli, envFor, freshDataDir } from "./server.ts";

type Manifest = { files: { path: string; size: number; sha256: string }[]; migration: { hash: string } | null };
const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
const GiB = 2 ** 30;

/** Bytes under `dir`, following no links. */
function treeBytes(dir: string): number {
  let sum = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) sum += statSync(join(e.parentPath, e.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return sum;
}

async function goodEntries(archive: string) {
  const files = await new Bun.Archive(await Bun.file(archive).bytes()).files();
  const entries: Record<string, Uint8Array> = {};
  for (const [path, file] of files) if (path !== "manifest.json") entries[path] = await file.bytes();
  const manifest = JSON.parse(await files.get("manifest.json")!.text()) as Manifest;
  return { entries, manifest };
}

const manifestBytes = (m: Manifest) => new TextEncoder().encode(JSON.stringify(m));

async function buildArchives(good: string, root: string) {
  const bomb = join(root, "bomb.tar.gz");
  {
    const { entries, manifest } = await goodEntries(good);
    manifest.files.push({ path: "media/bomb.bin", size: 10, sha256: "0".repeat(64) });
    const list = Object.entries(entries).map(([name, bytes]) => ({ name, bytes }));
    await writeTarGz(bomb, [
      ...list,
      { name: "media/bomb.bin", filler: GiB },
      { name: "manifest.json", bytes: manifestBytes(manifest) },
    ]);
  }
  const longName = join(root, "long-name.tar.gz");
  {
    const { entries, manifest } = await goodEntries(good);
    const name = `media/${"a".repeat(300)}.txt`;
    entries[name] = new Uint8Array([1]);
    manifest.files.push({ path: name, size: 1, sha256: sha256(new Uint8Array([1])) });
    await Bun.Archive.write(longName, { ...entries, "manifest.json": manifestBytes(manifest) }, { compress: "gzip" });
  }
  const planted = join(root, "planted.tar.gz");
  {
    const { entries, manifest } = await goodEntries(good);
    const { bytes, migrationHash } = plantTrigger(entries["uae-deals.db"]!, join(root, "planted.db"));
    entries["uae-deals.db"] = bytes;
    const entry = manifest.files.find((f) => f.path === "uae-deals.db")!;
    Object.assign(entry, { size: bytes.length, sha256: sha256(bytes) });
    manifest.migration = { ...manifest.migration!, hash: migrationHash };
    await Bun.Archive.write(planted, { ...entries, "manifest.json": manifestBytes(manifest) }, { compress: "gzip" });
  }
  return { "gzip bomb": bomb, "300-char name": longName, "planted trigger": planted };
}

async function restoreInto(source: string, target: string, archive: string) {
  const base = treeBytes(target);
  const proc = Bun.spawn([process.execPath, join(source, "src", "cli", "main.ts"), "restore", archive], {
    env: envFor(target),
    stdout: "pipe",
    stderr: "pipe",
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeBytes(target) - base)), 50);
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  clearInterval(sampler);
  const lines = (err.trim() || out.trim()).split("\n");
  const first = lines[0]!.replaceAll(archive, "FILE");
  const shown = first.length > 160 ? `${first.slice(0, 160)}…` : first;
  const rss = (proc.resourceUsage()?.maxRSS ?? 0) / 2 ** 20;
  // A stack trace's first line is source; its error line says what went wrong.
  const error = lines.find((l) => /^\w*Error\b|^error:|\bE[A-Z]{4,}\b/i.test(l))?.slice(0, 120);
  const trace = /\n\s+at /.test(out + err) ? ` (a stack trace: "${error ?? "?"}")` : "";
  return `exit ${code}, ${lines.length} line(s)${trace}, the first "${shown}"; peak ${(peak / 2 ** 20).toFixed(0)} MiB written into DATA_DIR, peak RSS ${rss.toFixed(0)} MiB`;
}

export async function restoreArchives(source: string): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), "hostile-restore-"));
  const sourceDir = freshDataDir(source, "restore-source");
  try {
    const good = join(root, "good.tar.gz");
    cli(source, sourceDir, "backup", good);
    const archives = await buildArchives(good, root);
    const rows: string[] = [];
    for (const [label, archive] of Object.entries(archives)) {
      const target = join(root, `target-${label.replaceAll(/\W/g, "-")}`);
      cli(source, target, "migrate");
      const size = statSync(archive).size;
      const shown = size < 2 ** 20 ? `${(size / 1024).toFixed(0)} KiB` : `${(size / 2 ** 20).toFixed(1)} MiB`;
      rows.push(`${label} (${shown} archive): ${await restoreInto(source, target, archive)}`);
      rmSync(target, { recursive: true, force: true });
    }
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(sourceDir, { recursive: true, force: true });
  }
}

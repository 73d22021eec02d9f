/**
 * `uae-deals backup [FILE]`: one tar.gz holding manifest.json, a consistent snapshot of the
 * database (VACUUM INTO, safe while the server writes) and every file under DATA_DIR/media.
 * The archive is written under a temporary name and renamed when complete, so a file with
 * the final name is always whole.
 */
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { appliedMigrations, hasTable, vacuumInto } from "../../db/queries/backup.ts";
import { version } from "../../package.json";
import type { Config } from "../server/config.ts";
import { writeArchive } from "./backup-archive.ts";
import { timestampedArchivePath } from "./backup-file.ts";
import {
  DATABASE_NAME,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  type ManifestFile,
  migrationOf,
} from "./backup-manifest.ts";
import { mib, type Progress, silentProgress, terminalProgress } from "./backup-progress.ts";
import { Refusal } from "./errors.ts";

export type BackupSummary = { file: string; files: number; bytes: number; seconds: number };

export const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

/** Media files as archive paths ("media/..."), skipping anything that is not a regular file. */
function mediaFiles(mediaDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  return (readdirSync(mediaDir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((d) => d.isFile())
    .map((d) => "media/" + relative(mediaDir, join(d.parentPath, d.name)).split(sep).join("/"))
    .sort();
}

/** Writes a backup archive of `config`'s DATA_DIR to `target` (which must not exist). */
export async function createBackup(
  config: Config,
  target: string,
  progress: Progress = silentProgress,
): Promise<BackupSummary> {
  const started = performance.now();
  if (existsSync(target)) throw new Refusal(`${target} already exists; choose another file name`);
  if (!existsSync(config.dbFile)) throw new Refusal(`There is no database at ${config.dbFile} to back up`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  const snapshot = `${partial}.db`;
  try {
    progress.update("Snapshotting the database …");
    rmSync(snapshot, { force: true }); // left by a crashed run; VACUUM INTO refuses to overwrite
    const live = new Database(config.dbFile);
    try {
      live.run("PRAGMA busy_timeout = 5000");
      vacuumInto(live, snapshot);
    } finally {
      live.close();
    }
    const snap = new Database(snapshot, { readonly: true });
    const migration = hasTable(snap, "__drizzle_migrations")
      ? migrationOf(appliedMigrations(snap).map((m) => m.hash))
      : null;
    snap.close();

    const entries: Record<string, Uint8Array> = { [DATABASE_NAME]: await Bun.file(snapshot).bytes() };
    let bytes = entries[DATABASE_NAME]!.length;
    const names = mediaFiles(join(config.dataDir, "media"));
    for (const [i, name] of names.entries()) {
      try {
        entries[name] = await Bun.file(join(config.dataDir, name)).bytes();
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") continue; // deleted since listed
        throw error;
      }
      bytes += entries[name]!.length;
      progress.update(`Reading media ${i + 1}/${names.length} (${mib(bytes)})`);
    }
    const files: ManifestFile[] = Object.entries(entries).map(([path, data]) => ({
      path,
      size: data.length,
      sha256: sha256(data),
    }));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: version,
      createdAt: new Date().toISOString(),
      migration,
      files,
    };
    progress.update(`Writing ${files.length} files (${mib(bytes)}) …`);
    await writeArchive(partial, {
      [MANIFEST_NAME]: new TextEncoder().encode(JSON.stringify(manifest, null, 2)),
      ...entries,
    });
    renameSync(partial, target);
    return { file: target, files: files.length, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    progress.done();
    rmSync(snapshot, { force: true });
    rmSync(partial, { force: true });
  }
}

export const summaryLine = (s: BackupSummary) =>
  `Backed up ${s.files} files (${mib(s.bytes)}) to ${s.file} in ${s.seconds.toFixed(1)} s`;

export async function backupCommand(config: Config, file: string | undefined): Promise<number> {
  const target = resolve(file ?? timestampedArchivePath(config.dataDir));
  console.log(summaryLine(await createBackup(config, target, terminalProgress())));
  return 0;
}

/**
 * `uae-deals backup [FILE]`: one tar.gz holding manifest.json, a consistent snapshot of the
 * database (VACUUM INTO, safe while the server writes) and every file under DATA_DIR/media
 * except uploads no record of that snapshot names (forms never saved, files of deleted
 * records not swept yet: src/server/media-files.ts).
 * Every file is streamed from disk into the archive (memory stays small however large the
 * media is). The archive is written under a temporary name, flushed to disk and renamed
 * when complete, so a file with the final name is always whole.
 */
import { Database } from "bun:sqlite";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { latestMigration } from "#db/migrate.ts";
import { appliedMigrations, hasTable, vacuumInto } from "#db/queries/backup.ts";
import { timestampedArchivePath } from "#jobs/backup-names.ts";
import { RemoteBackupError, uploadArchive } from "#jobs/remote-backups.ts";
import type { Config } from "#server/config.ts";
import { mediaFilesInUse, RECORD_FILE_DIRS } from "#server/media-files.ts";
import { version } from "../../package.json";
import { type ArchiveSource, writeArchive } from "./backup-archive.ts";
import {
  DATABASE_NAME,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  type ManifestFile,
} from "./backup-manifest.ts";
import { mib, type Progress, silentProgress, terminalProgress } from "./backup-progress.ts";
import { Refusal } from "./errors.ts";

const PAGE_IMAGES = "media/pages/";

export type BackupSummary = { file: string; files: number; bytes: number; seconds: number };

/** Flushes `file` to disk, so the archive renamed into place survives a power cut. */
function syncFile(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Whether `name` (an archive path, "media/uploads/x.pdf") is a record-kept file no record names. */
function unusedRecordFile(name: string, inUse: Set<string>): boolean {
  const rel = name.slice("media/".length);
  return RECORD_FILE_DIRS.some((dir) => rel.startsWith(`${dir}/`)) && !inUse.has(rel);
}

/** Media files as archive paths ("media/..."), skipping anything that is not a regular file. */
function mediaFiles(mediaDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  return (readdirSync(mediaDir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((d) => d.isFile())
    .map((d) => `media/${relative(mediaDir, join(d.parentPath, d.name)).split(sep).join("/")}`)
    .sort();
}

/** Writes a backup archive of `config`'s DATA_DIR to `target` (which must not exist). */
export async function createBackup(
  config: Config,
  target: string,
  progress: Progress = silentProgress,
  { withoutPageImages = false } = {},
): Promise<BackupSummary> {
  const started = performance.now();
  if (existsSync(target)) throw new Refusal(`${target} already exists; choose another file name`);
  if (!existsSync(config.dbFile)) throw new Refusal(`There is no database at ${config.dbFile} to back up`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  const snapshot = `${partial}.db`;
  try {
    progress.update("Snapshotting the database …");
    // Left by a crashed run: VACUUM INTO refuses to overwrite, and the archive is created exclusively.
    removeSnapshot(snapshot);
    rmSync(partial, { force: true });
    const live = new Database(config.dbFile);
    try {
      live.run("PRAGMA busy_timeout = 5000");
      vacuumInto(live, snapshot);
    } finally {
      live.close();
    }
    const snap = new Database(snapshot, { readonly: true });
    const migration = hasTable(snap, "__drizzle_migrations")
      ? latestMigration(appliedMigrations(snap).map((m) => m.hash))
      : null;
    const inUse = mediaFilesInUse(snap);
    snap.close();

    // Page images are rebuilt from the PDFs: an archive may leave them out (restore queues them again).
    // Uploads the snapshot's records do not name are nobody's data: left out.
    const names = mediaFiles(join(config.dataDir, "media")).filter(
      (n) => !(withoutPageImages && n.startsWith(PAGE_IMAGES)) && !unusedRecordFile(n, inUse),
    );
    const sources: ArchiveSource[] = [
      { name: DATABASE_NAME, from: snapshot },
      ...names.map((name) => ({ name, from: join(config.dataDir, name), mayVanish: true })),
    ];
    const manifestOf = (files: ManifestFile[]): string =>
      JSON.stringify(
        {
          format: FORMAT,
          formatVersion: FORMAT_VERSION,
          appVersion: version,
          createdAt: new Date().toISOString(),
          migration,
          ...(withoutPageImages ? { withoutPageImages } : {}),
          files,
        } satisfies Manifest,
        null,
        2,
      );
    const files = await writeArchive(partial, sources, MANIFEST_NAME, manifestOf, (done, bytes) =>
      progress.update(`Writing ${done}/${sources.length} files (${mib(bytes)}) …`),
    );
    syncFile(partial);
    renameSync(partial, target);
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    return { file: target, files: files.length, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    progress.done();
    removeSnapshot(snapshot);
    rmSync(partial, { force: true });
  }
}

/** The snapshot and what SQLite may leave beside it when VACUUM INTO is cut short (a full disk). */
function removeSnapshot(snapshot: string) {
  for (const suffix of ["", "-journal", "-wal"]) rmSync(`${snapshot}${suffix}`, { force: true });
}

const summaryLine = (s: BackupSummary) =>
  `Backed up ${s.files} files (${mib(s.bytes)}) to ${s.file} in ${s.seconds.toFixed(1)} s`;

/**
 * `uae-deals backup [FILE] [--without-page-images | --with-page-images]`: with BACKUP_S3_URL
 * set, the archive is also uploaded and read back, and leaves page images out unless told.
 * A failed upload is one line on stderr (exit 1); the local archive is kept.
 */
export async function backupCommand(
  config: Config,
  file: string | undefined,
  { pageImages }: { pageImages?: boolean } = {},
): Promise<number> {
  const target = resolve(file ?? timestampedArchivePath(config.dataDir));
  const remote = config.backupS3;
  const withoutPageImages = !(pageImages ?? !remote);
  console.log(summaryLine(await createBackup(config, target, terminalProgress(), { withoutPageImages })));
  if (!remote) return 0;
  try {
    console.log(`Backup ${await uploadArchive(remote, target, (line) => console.error(line))}`);
    return 0;
  } catch (error) {
    if (!(error instanceof RemoteBackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

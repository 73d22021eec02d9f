/**
 * `uae-deals restore FILE`: puts a backup archive (or an old plain .db backup) in place of
 * DATA_DIR's database and media. Everything is checked in a staging folder first (archive
 * paths, the manifest, every checksum, the database and its schema); only then do renames
 * keep the current data aside in DATA_DIR/before-restore-<stamp>/ and move the backup in.
 * A refused restore leaves DATA_DIR as it was.
 */
import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statfsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { openDatabase } from "#db/client.ts";
import { latestMigration, runMigrations, unknownMigrations } from "#db/migrate.ts";
import {
  appliedMigrations,
  checkpointTruncate,
  countStores,
  dropLitestreamTables,
  foreignKeyProblemCount,
  hasTable,
  integrityCheck,
  isLitestreamTable,
  type SchemaObject,
  schemaObjects,
  vacuumInto,
} from "#db/queries/backup.ts";
import { requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import { stampOf } from "#jobs/backup-names.ts";
import type { Config } from "#server/config.ts";
import { ArchiveError, type ExtractedArchive, extractArchive, readManifest, sniff } from "./backup-extract.ts";
import { checkExtracted, DATABASE_NAME, MANIFEST_NAME, type Manifest, parseManifest } from "./backup-manifest.ts";
import { mib, terminalProgress } from "./backup-progress.ts";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.ts";
import { Refusal, UsageError } from "./errors.ts";

const describe = (o: SchemaObject) => `${o.type} ${o.name}`;

/** The schema our migrations create, from a fresh in-memory database. */
function expectedSchema(): SchemaObject[] {
  const db = openDatabase(":memory:");
  runMigrations(db);
  const objects = schemaObjects(db.$client);
  db.$client.close();
  return objects;
}

/**
 * Checks the database copy at `candidate` (ours to change) and writes a clean, migrated
 * copy to `out`. F4: only the schema our migrations create is accepted; an extra trigger,
 * view, table or index is refused before any migration could fire it.
 */
function verifyDatabase(candidate: string, out: string, manifest: Manifest | null): number {
  let db: Database;
  try {
    db = new Database(candidate);
    db.run("PRAGMA journal_mode = DELETE"); // also fails fast on a file that is not SQLite
  } catch (error) {
    throw new Refusal(`its database is not a SQLite database (${(error as Error).message})`);
  }
  try {
    let integrity: string[];
    try {
      integrity = integrityCheck(db);
    } catch (error) {
      throw new Refusal(`its database could not be read (${(error as Error).message})`);
    }
    if (integrity.length !== 1 || integrity[0] !== "ok")
      throw new Refusal(`its database fails integrity_check (${integrity.slice(0, 3).join("; ")})`);
    const missing = ["stores", "branches", "catalogs", "blog_posts", "__drizzle_migrations"].filter(
      (t) => !hasTable(db, t),
    );
    if (missing.length) throw new Refusal(`not a uae-deals database (missing ${missing.join(", ")})`);
    const applied = appliedMigrations(db).map((m) => m.hash);
    const unknown = unknownMigrations(applied);
    if (unknown.length)
      throw new Refusal(
        `its database has a newer schema (migration ${unknown[0]!.slice(0, 12)} is unknown to this uae-deals); upgrade the binary first`,
      );
    if (manifest && manifest.migration?.hash !== latestMigration(applied)?.hash)
      throw new Refusal("its manifest and its database name different migrations");

    const expected = expectedSchema();
    const names = new Set(expected.map(describe));
    // Litestream's own tables (a backup taken while it replicates) are not ours; anything on them (a trigger) still is refused.
    const extras = schemaObjects(db).filter((o) => !names.has(describe(o)) && !isLitestreamTable(o));
    if (extras.length)
      throw new Refusal(`its database has objects our migrations do not create (${extras.map(describe).join(", ")})`);
    dropLitestreamTables(db);
    db.close();
    const migrated = openDatabase(candidate);
    db = migrated.$client;
    try {
      runMigrations(migrated);
    } catch (error) {
      // e.g. it claims an older migration but already holds what a newer one creates.
      const cause = (error as Error).cause;
      const why = cause instanceof Error ? cause.message : (error as Error).message.split("\n")[0];
      throw new Refusal(`its database could not be brought up to date (${why})`);
    }
    const actual = new Map(schemaObjects(db).map((o) => [describe(o), o]));
    const differs = expected.find((o) => {
      const a = actual.get(describe(o));
      return !a || a.sql !== o.sql || a.tbl_name !== o.tbl_name;
    });
    if (differs) throw new Refusal(`its database schema differs from ours (${describe(differs)})`);
    const broken = foreignKeyProblemCount(db);
    if (broken) throw new Refusal(`its database has ${broken} broken reference(s) (foreign_key_check)`);
    // Its clock counts on from the backup's version, over other edits than the ones undone: a new
    // epoch, so no page kept on disk from those is served (src/server/page-store.ts).
    db.run("UPDATE content_clock SET epoch = lower(hex(randomblob(8)))");
    const stores = countStores(db);
    vacuumInto(db, out);
    return stores;
  } finally {
    db.close();
  }
}

/** Queues every catalogue in the database at `file` for processing afresh; returns how many. */
function requeueAll(file: string): number {
  const db = openDatabase(file);
  try {
    return requeueCatalogJobs(db, "all");
  } finally {
    db.$client.close();
  }
}

/** Moves `from` to `to` when it exists. */
function moveIfPresent(from: string, to: string): boolean {
  if (!existsSync(from)) return false;
  mkdirSync(dirname(to), { recursive: true });
  renameSync(from, to);
  return true;
}

/** Restores `file`; `shownAs` names it in what is printed (a remote archive downloaded to `file`). */
export async function restoreCommand(config: Config, file: string | undefined, shownAs?: string): Promise<number> {
  if (!file) throw new UsageError("restore needs the backup file: uae-deals restore FILE");
  const path = resolve(file);
  const source = shownAs ?? path;
  const refuse = (reason: string) => new Refusal(`Refusing to restore ${source}: ${reason}`);
  if (!existsSync(path)) throw refuse("the file does not exist");
  const kind = await sniff(path);
  if (kind === "other") throw refuse("it is not a uae-deals backup (neither a .tar.gz archive nor a SQLite database)");

  const fresh = !existsSync(config.dataDir);
  const lock: DataDirLock | null = fresh ? null : acquireDataDirLock(config.dataDir, "restore");
  // Staging on DATA_DIR's own filesystem makes the final moves renames: inside DATA_DIR when
  // it exists (even if it is a mount point), else beside it.
  const parent = dirname(config.dataDir);
  if (fresh) mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(
    fresh ? join(parent, `.${basename(config.dataDir)}-restore-`) : join(config.dataDir, ".restore-"),
  );
  try {
    console.log(`Checking ${source} …`);
    const extracted = join(staging, "extracted");
    let manifest: Manifest | null = null;
    let candidate: string;
    if (kind === "archive") {
      let contents: ExtractedArchive;
      const progress = terminalProgress();
      try {
        // Sized up from the manifest before a byte is extracted (finding 9).
        manifest = parseManifest(await readManifest(path, MANIFEST_NAME));
        // Every file extracted, and the database once more for its clean copy.
        const needed = manifest.files.reduce((sum, f) => sum + f.size * (f.path === DATABASE_NAME ? 2 : 1), 0);
        const { bavail, bsize } = statfsSync(staging);
        if (needed > bavail * bsize)
          throw new Refusal(
            `it needs ${mib(needed)}, more than the free space in ${dirname(staging)} (${mib(bavail * bsize)})`,
          );
        const listed = new Map(manifest.files.map((f) => [f.path, f.size]));
        contents = await extractArchive(path, extracted, MANIFEST_NAME, listed, (read, total) =>
          progress.update(`Checking ${mib(read)} of ${mib(total)} (${Math.floor((read / total) * 100)}%)`),
        );
        checkExtracted(manifest, contents.files);
      } catch (error) {
        if (error instanceof ArchiveError || error instanceof Refusal) throw refuse(error.message);
        throw error;
      } finally {
        progress.done();
      }
      candidate = join(extracted, DATABASE_NAME);
    } else {
      candidate = join(staging, "candidate.db");
      copyFileSync(path, candidate);
    }
    const staged = join(staging, DATABASE_NAME);
    let stores: number;
    try {
      stores = verifyDatabase(candidate, staged, manifest);
    } catch (error) {
      if (error instanceof Refusal) throw refuse(error.message);
      throw error;
    }
    // An archive without page images: every catalogue is queued to be processed again from its PDF.
    const requeued = manifest?.withoutPageImages ? requeueAll(staged) : 0;
    const stagedMedia = join(staging, "media");
    if (manifest) moveIfPresent(join(extracted, "media"), stagedMedia);
    mkdirSync(stagedMedia, { recursive: true });
    rmSync(extracted, { recursive: true, force: true });
    rmSync(candidate, { force: true });
    const mediaCount = manifest ? manifest.files.length - 1 : 0;
    const what = manifest
      ? `${stores} stores and ${mediaCount} media files${requeued ? ` (page images left out: ${requeued} catalogue(s) queued for processing, which serve or catalogs process does)` : ""}`
      : `${stores} stores (database only; media left as it was)`;

    if (fresh) {
      renameSync(staging, config.dataDir);
      console.log(`Restored ${what} from ${source} into ${config.dataDir}`);
      return 0;
    }
    // Two restores in one second must not share (and overwrite) a folder kept aside.
    const base = join(config.dataDir, `before-restore-${stampOf(new Date())}`);
    let aside = base;
    for (let n = 2; existsSync(aside); n++) aside = `${base}-${n}`;
    const liveMedia = join(config.dataDir, "media");
    const hadMedia =
      existsSync(liveMedia) &&
      readdirSync(liveMedia, { recursive: true, withFileTypes: true }).some((d) => !d.isDirectory());
    const hadData = existsSync(config.dbFile) || (!!manifest && hadMedia);
    if (existsSync(config.dbFile)) {
      try {
        const current = new Database(config.dbFile);
        checkpointTruncate(current); // so the copy kept aside is complete on its own
        current.close();
      } catch {} // a damaged database is kept aside as it is, WAL included
    }
    for (const suffix of ["", "-wal", "-shm"])
      moveIfPresent(config.dbFile + suffix, join(aside, basename(config.dbFile) + suffix));
    if (manifest && hadMedia) moveIfPresent(liveMedia, join(aside, "media"));
    else if (manifest) rmSync(liveMedia, { recursive: true, force: true }); // empty folders only
    renameSync(staged, config.dbFile);
    if (manifest || !existsSync(join(config.dataDir, "media"))) renameSync(stagedMedia, join(config.dataDir, "media"));
    console.log(
      `Restored ${what} from ${source}${hadData ? `; the previous database${manifest ? " and media are" : " is"} kept in ${aside}` : ` into ${config.dataDir}`}`,
    );
    return 0;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock?.release();
  }
}

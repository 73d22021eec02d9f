/**
 * The full backup archives in DATA_DIR/backups, read from their names
 * (uae-deals-<label>-YYYYMMDD-HHMMSS.tar.gz, written by src/jobs/backup-names.ts): when the
 * schedule is due (src/jobs/scheduled-backup.ts) and the dashboard's "last backup".
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** A full archive's name (the database and media): uae-deals-<label>-YYYYMMDD-HHMMSS.tar.gz. */
const ARCHIVE = /^uae-deals-(backup|scheduled)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

export type ArchiveKind = "backup" | "scheduled";

/** The full archives in DATA_DIR/backups, each with its kind and the UTC time its name says; none when there is no folder. */
export function listArchives(dataDir: string): { name: string; kind: ArchiveKind; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, "backups"));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const m = ARCHIVE.exec(name);
    if (!m) return [];
    const [, kind, y, mo, d, h, mi, sec] = m;
    return [{ name, kind: kind as ArchiveKind, at: new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}Z`) }];
  });
}

/**
 * The newest full archive in DATA_DIR/backups (scheduled, or made with `uae-deals backup`), or
 * null. A pre-migrate copy holds the database alone and does not count; nor does a partial one.
 */
export function lastBackup(dataDir: string): { at: Date; kind: ArchiveKind } | null {
  const newest = listArchives(dataDir).sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  return newest ? { at: newest.at, kind: newest.kind } : null;
}

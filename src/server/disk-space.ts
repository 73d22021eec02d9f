/**
 * How much room DATA_DIR's disk has (the database, media, backups all live there), for the
 * admin dashboard: free space as an unprivileged process sees it (statfs bavail), and whether
 * it is low: under 1 GiB, or under 5 % of the disk. A full disk stops uploads, processing,
 * backups and, finally, every write to the database.
 */
import { statfsSync } from "node:fs";

export type DiskSpace = { free: number; total: number; low: boolean };

const LOW_BYTES = 1024 ** 3;
const LOW_SHARE = 0.05;

export function isLow(free: number, total: number): boolean {
  return free < LOW_BYTES || free < total * LOW_SHARE;
}

/** The space of `dir`'s file system; null when it cannot be read (the dashboard then shows none). */
export function diskSpace(dir: string): DiskSpace | null {
  try {
    const s = statfsSync(dir);
    const free = s.bavail * s.bsize;
    const total = s.blocks * s.bsize;
    return { free, total, low: isLow(free, total) };
  } catch {
    return null;
  }
}

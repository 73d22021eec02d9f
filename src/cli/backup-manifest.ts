/**
 * manifest.json, the last entry of every backup archive: what the archive must hold (each
 * file with its size and SHA-256) and which schema its database has. It comes last because
 * the checksums are taken while the files stream in; earlier archives (Bun.Archive) have it
 * first, and restore takes either.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { migrationFiles, migrationJournal } from "../../db/migrations/embedded.ts";

export const MANIFEST_NAME = "manifest.json";
export const DATABASE_NAME = "uae-deals.db";
export const FORMAT = "uae-deals-backup";
export const FORMAT_VERSION = 1;

/** Archive paths: relative, forward slashes, no empty, "." or ".." segment. */
const SafePath = z
  .string()
  .min(1)
  .refine(
    (p) => !p.startsWith("/") && !p.includes("\\") && p.split("/").every((s) => s !== "" && s !== "." && s !== ".."),
    "unsafe path",
  );

export const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  migration: z.object({ tag: z.string(), hash: z.string() }).nullable(),
  files: z.array(
    z.object({ path: SafePath, size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest["files"][number];

/** Our migrations in order, with the hash drizzle's migrator stores for each. */
function knownMigrations(): { tag: string; when: number; hash: string }[] {
  return migrationJournal.entries.map((e) => ({
    tag: e.tag,
    when: e.when,
    hash: createHash("sha256")
      .update(migrationFiles[e.tag] ?? "")
      .digest("hex"),
  }));
}

/** The migration a database is at, from its applied hashes (null for an empty database). */
export function migrationOf(appliedHashes: string[]): { tag: string; hash: string } | null {
  const last = appliedHashes.at(-1);
  if (!last) return null;
  const known = knownMigrations().find((m) => m.hash === last);
  return { tag: known?.tag ?? "unknown", hash: last };
}

/** Hashes that none of our migrations has: the database comes from a newer (or foreign) build. */
export function unknownMigrations(appliedHashes: string[]): string[] {
  const known = new Set(knownMigrations().map((m) => m.hash));
  return appliedHashes.filter((h) => !known.has(h));
}

/**
 * manifest.json, the last entry of every backup archive: what the archive must hold (each
 * file with its size and SHA-256) and which schema its database has. It comes last because
 * the checksums are taken while the files stream in; earlier archives (Bun.Archive) have it
 * first, and restore takes either.
 */
import { z } from "zod";

export const MANIFEST_NAME = "manifest.json";
export const DATABASE_NAME = "uae-deals.db";
export const FORMAT = "uae-deals-backup";
export const FORMAT_VERSION = 1;

export const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  migration: z.object({ tag: z.string(), hash: z.string() }).nullable(),
  // Paths need no rule of their own: each must name a file extracted, and extraction refuses unsafe names.
  files: z.array(
    z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest["files"][number];

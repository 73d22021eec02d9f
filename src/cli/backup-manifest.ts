/**
 * manifest.json, the last entry of every backup archive: what the archive must hold (each
 * file with its size and SHA-256) and which schema its database has. It comes last because
 * the checksums are taken while the files stream in; earlier archives (Bun.Archive) have it
 * first, and restore takes either.
 */
import { z } from "zod";
import { Refusal } from "./errors.ts";

export const MANIFEST_NAME = "manifest.json";
export const DATABASE_NAME = "uae-deals.db";
export const FORMAT = "uae-deals-backup";
export const FORMAT_VERSION = 1;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  migration: z.object({ tag: z.string(), hash: z.string() }).nullable(),
  /** True when media/pages/ (page images, rebuilt from the PDFs) was left out; restore queues them again. */
  withoutPageImages: z.boolean().optional(),
  // Paths need no rule of their own: each must name a file extracted, and extraction refuses unsafe names.
  files: z.array(
    z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest["files"][number];

/** Parses manifest.json's text (null: the archive has none) and checks what it lists; refuses what is not ours. */
export function parseManifest(text: string | null): Manifest {
  if (text === null) throw new Refusal("it has no manifest.json, so it is not a uae-deals backup");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Refusal("its manifest.json is not valid JSON");
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new Refusal("its manifest.json is not a uae-deals backup manifest");
  if (typeof format.formatVersion === "number" && format.formatVersion > FORMAT_VERSION) {
    throw new Refusal(
      `it was made by a newer uae-deals (backup format ${format.formatVersion}); upgrade this binary first`,
    );
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Refusal(
      `its manifest.json is malformed (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message})`,
    );
  const manifest = parsed.data;
  if (!manifest.files.some((f) => f.path === DATABASE_NAME)) throw new Refusal("its manifest lists no database");
  const strange = manifest.files.find((f) => f.path !== DATABASE_NAME && !f.path.startsWith("media/"));
  if (strange) throw new Refusal(`its manifest lists a file outside media/ (${strange.path})`);
  return manifest;
}

/** Checks the files extracted (sizes and checksums taken while streaming) against `manifest`. */
export function checkExtracted(manifest: Manifest, files: Map<string, { size: number; sha256: string }>): void {
  const listed = new Set(manifest.files.map((f) => f.path));
  const extra = [...files.keys()].sort().find((p) => !listed.has(p));
  if (extra) throw new Refusal(`it holds a file its manifest does not list (${extra})`);
  for (const f of manifest.files) {
    const found = files.get(f.path);
    if (!found) throw new Refusal(`${f.path} is listed in its manifest but missing`);
    if (found.size !== f.size) throw new Refusal(`${f.path} has ${found.size} bytes, its manifest says ${f.size}`);
    if (found.sha256 !== f.sha256) throw new Refusal(`checksum mismatch for ${f.path}`);
  }
}

/** The sweep after a queue is drained: page-image folders of PDFs no catalogue serves or renders any more. */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "#db/client.ts";
import { referencedPdfHashes } from "#db/queries/catalog-jobs.ts";
import type { Config } from "#server/config.ts";

/** Deletes page-image folders no job renders or serves any more (a replaced or deleted catalogue's PDF). */
export function sweepPageImages(db: Db, config: Config): number {
  const keep = referencedPdfHashes(db);
  const root = join(config.dataDir, "media", "pages");
  let removed = 0;
  let names: string[] = [];
  try {
    names = readdirSync(root);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (keep.has(name)) continue;
    rmSync(join(root, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * The media files records alone keep alive: uploads (DATA_DIR/media/uploads, from the admin's
 * forms) and the copies processing keeps of catalogue PDFs on other sites (media/remote). One
 * no record names (db/queries/media-references.ts) is unused: deleted with the record that
 * named it, swept a day after it was written (src/jobs/upload-sweep.ts), and left out of backups.
 * Files the site ships or draws itself (demo media, page images) are never counted here.
 */
import type { Database } from "bun:sqlite";
import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "#db/client.ts";
import { mediaReferences } from "#db/queries/media-references.ts";
import type { Config } from "./config.ts";

/** The folders under DATA_DIR/media whose files only records keep. */
export const RECORD_FILE_DIRS = ["uploads", "remote"] as const;

/** The name of the copy kept under media/remote of the catalogue PDF at `url` (another site's). */
export const remoteCopyName = (url: string) => `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.pdf`;

const UPLOAD = /\/media\/uploads\/([A-Za-z0-9._-]+)/g;
const WHOLE_URL = /^https?:\/\/\S+$/i;

/** The record-kept files `texts` name, as paths under DATA_DIR/media ("uploads/x.pdf", "remote/<hash>.pdf"). */
function mediaFilesNamedIn(texts: Iterable<string | null | undefined>): Set<string> {
  const files = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const m of text.matchAll(UPLOAD)) files.add(`uploads/${m[1]}`);
    if (WHOLE_URL.test(text)) files.add(`remote/${remoteCopyName(text)}`);
  }
  return files;
}

/** Every record-kept file some record of `client`'s database names. */
export function mediaFilesInUse(client: Database): Set<string> {
  return mediaFilesNamedIn(mediaReferences(client));
}

/**
 * Deletes the record-kept files `texts` named (a record just deleted) that no record names any
 * more, so they stop being served at once; returns how many went.
 */
export function deleteUnusedFilesOf(db: Db, config: Pick<Config, "dataDir">, texts: (string | null)[]): number {
  const named = mediaFilesNamedIn(texts);
  if (named.size === 0) return 0;
  const inUse = mediaFilesInUse(db.$client);
  let removed = 0;
  for (const file of named) {
    const path = join(config.dataDir, "media", file);
    if (inUse.has(file) || !existsSync(path)) continue;
    rmSync(path, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Which files under /media shoppers may not fetch yet: those of catalogues scheduled for a later
 * Dubai day (issue 27) — the PDF, the cover and the page images (media/pages/<pdf hash>/) — unless
 * a catalogue that is not scheduled uses the same file, or another record shows it (a store's logo
 * that is also the cover, a post that links the PDF). Worked out once per content change or
 * Dubai day (db/data-memo.ts), so a request costs two set lookups; at 00:00 in Dubai the new day's
 * sets come with the first request, with nothing run.
 */
import type { Db } from "#db/client.ts";
import { memoByData } from "#db/data-memo.ts";
import { catalogFilesByStart, nonCatalogueMediaMentions } from "#db/queries/media-references.ts";
import { localMediaPath } from "#lib/media-path.ts";
import { remoteCopyName } from "./media-files.ts";

type Hidden = { files: Set<string>; pageHashes: Set<string> };

/**
 * The file under DATA_DIR/media a catalogue's file or cover names ("uploads/x.pdf", also when
 * written as a full address on this site, as processing reads it; "remote/<hash>.pdf" for
 * another site's).
 */
function mediaFileOf(text: string | null, publicOrigin: string): string | null {
  if (!text) return null;
  const local = localMediaPath(text.split(/[?#]/)[0] ?? "", publicOrigin);
  if (local) return local.slice("/media/".length);
  return /^https?:\/\//i.test(text) ? `remote/${remoteCopyName(text)}` : null;
}

function hiddenMedia(db: Db, today: string, publicOrigin: string): Hidden {
  const scheduled: Hidden = { files: new Set(), pageHashes: new Set() };
  const shown: Hidden = { files: new Set(), pageHashes: new Set() };
  for (const row of catalogFilesByStart(db, today)) {
    const into = row.scheduled ? scheduled : shown;
    for (const text of [row.file, row.cover]) {
      const file = mediaFileOf(text, publicOrigin);
      if (file) into.files.add(file);
    }
    for (const hash of [row.pdfHash, row.liveHash]) if (hash) into.pageHashes.add(hash);
  }
  const scheduledOnly = [...scheduled.files].filter((f) => !shown.files.has(f));
  const mentions = scheduledOnly.length ? nonCatalogueMediaMentions(db) : [];
  return {
    files: new Set(scheduledOnly.filter((f) => !mentions.some((text) => text.includes(`/media/${f}`)))),
    pageHashes: new Set([...scheduled.pageHashes].filter((h) => !shown.pageHashes.has(h))),
  };
}

/** Whether `rel` (a path under /media/) belongs only to catalogues not live yet. */
export function mediaNotPublishedYet(db: Db, rel: string, publicOrigin: string): boolean {
  const hidden = memoByData(db, "media-gate", (today) => hiddenMedia(db, today, publicOrigin));
  if (hidden.files.size === 0 && hidden.pageHashes.size === 0) return false;
  if (hidden.files.has(rel)) return true;
  const page = /^pages\/([^/]+)\//.exec(rel);
  return !!page && hidden.pageHashes.has(page[1]!);
}

/**
 * GET /media/*: files under DATA_DIR/media. A file of a catalogue scheduled for a later day is
 * answered as an unknown file (src/server/media-gate.ts) except to a signed-in admin, who
 * previews it with `private, no-store` so no shared cache hands it to shoppers early. Every
 * 404 here is no-store: a CDN must not keep "not found" past the catalogue's start.
 */
import { relative, sep } from "node:path";
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { standInPageImage } from "#lib/catalog-processing.ts";
import { readSessionCookie } from "./auth/cookie.ts";
import { validateSession } from "./auth/session.ts";
import type { Config } from "./config.ts";
import { mediaNotPublishedYet } from "./media-gate.ts";
import { resolveMediaPath, serveMedia } from "./static-files.ts";

/**
 * The file asked for (`rel` as the address spells it, `path` as resolved), or for a page image
 * processing did not make (standInPageImage) the one that shows the page.
 */
async function serveFileOrStandIn(mediaDir: string, rel: string, path: string): Promise<Response | null> {
  const res = await serveMedia(mediaDir, rel);
  if (res) return res;
  const standIn = standInPageImage(path);
  return standIn ? serveMedia(mediaDir, standIn) : null;
}

export function mediaHandler(config: Config, mediaDir: string, prefix: string) {
  return async (c: Context) => {
    const rel = c.req.path.slice(prefix.length);
    const db = getDb();
    // Asked about by the file it reads, however the address spells it (%2F, %2E, doubled slashes).
    const file = resolveMediaPath(mediaDir, rel);
    const path = file ? relative(mediaDir, file).split(sep).join("/") : null;
    const hidden = !!path && mediaNotPublishedYet(db, path, config.publicOrigin);
    const preview = hidden && !!validateSession(db, readSessionCookie(c, config.secureCookies));
    const res = path && (!hidden || preview) ? await serveFileOrStandIn(mediaDir, rel, path) : null;
    if (!res) {
      const notFound = await c.notFound();
      notFound.headers.set("Cache-Control", "no-store");
      return notFound;
    }
    if (preview) res.headers.set("Cache-Control", "private, no-store");
    return res;
  };
}

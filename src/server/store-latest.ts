/**
 * /store/{slug}/latest (and /ar/...): a stable address for "this store's current catalogue"
 * that retailers put on their own site and in their app (issue 27). It answers a 302 to the
 * first page of the store's newest live catalogue, in the address's language; a store renamed
 * since leads on to its new slug; a store with no live catalogue (or none at all) gets the
 * site's 404 page (the request goes on to the page handler, which has no such page).
 * The answer changes when a catalogue starts or ends at Dubai midnight, so shared caches may
 * keep it for a minute only, and browsers not at all.
 */
import type { Context, Next } from "hono";
import { getDb } from "#db/client.ts";
import { newestLiveCatalogOfStore } from "#db/queries/catalogs.ts";
import { storeSlugNow } from "#db/queries/slug-redirects.ts";
import { localizedPath, splitLangPrefix } from "#i18n/languages.ts";
import { dubaiToday } from "#lib/dates.ts";
import { redirectLocal } from "./safe-redirect.ts";

const LATEST_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

export async function storeLatestHandler(c: Context, next: Next) {
  const { lang } = splitLangPrefix(c.req.path);
  const slug = c.req.param("slug") ?? "";
  const db = getDb();
  const id = newestLiveCatalogOfStore(db, slug, dubaiToday());
  if (id !== undefined) {
    c.header("Cache-Control", LATEST_CACHE_CONTROL);
    return redirectLocal(c, localizedPath(lang, `/catalogs/${id}/page/1`), 302);
  }
  const renamed = storeSlugNow(db, slug);
  if (renamed && renamed !== slug) {
    c.header("Cache-Control", LATEST_CACHE_CONTROL);
    return redirectLocal(c, localizedPath(lang, `/store/${encodeURIComponent(renamed)}/latest`), 301);
  }
  return next();
}

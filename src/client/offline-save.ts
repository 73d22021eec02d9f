/**
 * Saving a catalogue for offline reading, loaded only when "Save for offline" is pressed
 * (src/client/save-offline.tsx): every URL src/lib/offline-saved.ts lists, and the build files the
 * page itself loads, fetched a few at a time into the catalogue's own cache, where the offline
 * worker finds them once the network is gone. Written from the page (the Cache API is shared
 * with the worker), so saving needs no messages to the worker; a failed save leaves nothing behind.
 * Text files are kept gzipped (src/lib/offline-packing.ts); `bytes` is what the cache holds.
 */
import { isSavedCatalogCache, SAVED_INFO_PATH, savedCatalogCache } from "#lib/offline-caches.ts";
import { packResponse } from "#lib/offline-packing.ts";
import { type SavedCatalog, type SavedInfo, savedCatalogUrls, shellUrls } from "#lib/offline-saved.ts";

const AT_ONCE = 4;

/**
 * The build files this page loads: from its own tags, and the scripts it loaded on demand
 * (the browser lists every file it fetched), which its tags do not name.
 */
async function pageShell(): Promise<string[]> {
  // A saved page's offers open their sheets with code loaded on demand: loaded now, it is saved too.
  await import("./offer-sheet-view.tsx");
  const tags = [...document.querySelectorAll("link[href], script[src]")].map((el) => ({
    rel: el.getAttribute("rel") ?? undefined,
    href: el.getAttribute("href") ?? undefined,
    src: el.getAttribute("src") ?? undefined,
  }));
  const loaded = performance
    .getEntriesByType("resource")
    .filter((e) => e.name.endsWith(".js"))
    .map((e) => ({ src: e.name }));
  return shellUrls([...tags, ...loaded], location.origin);
}

export async function saveCatalog(catalog: SavedCatalog, progress: (done: number, total: number) => void) {
  // The worker is what answers offline: make sure it is there (registering again is a no-op).
  const registration = navigator.serviceWorker.register("/sw.js");
  // Before the cache is made: a failure here leaves nothing behind either.
  const urls = [...savedCatalogUrls(catalog), ...(await pageShell())];
  const name = savedCatalogCache(catalog.id);
  await caches.delete(name);
  const cache = await caches.open(name);
  let done = 0;
  let bytes = 0;
  const queue = [...urls];
  const fetchOne = async (url: string) => {
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const kept = await packResponse(res);
    bytes += (await kept.clone().arrayBuffer()).byteLength;
    await cache.put(url, kept);
    progress(++done, urls.length);
  };
  try {
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) await fetchOne(url);
      }),
    );
    const info: SavedInfo = { ...catalog, savedAt: new Date().toISOString(), bytes };
    await cache.put(SAVED_INFO_PATH, Response.json(info));
    await registration;
    await navigator.serviceWorker.ready;
    return info;
  } catch (error) {
    queue.length = 0;
    await caches.delete(name);
    throw error;
  }
}

export async function removeCatalog(id: number): Promise<void> {
  await caches.delete(savedCatalogCache(id));
}

/** Every catalogue saved on this device, the latest first. */
export async function savedCatalogs(): Promise<SavedInfo[]> {
  const found: SavedInfo[] = [];
  for (const name of (await caches.keys()).filter(isSavedCatalogCache)) {
    const info = await (await caches.open(name)).match(SAVED_INFO_PATH);
    if (info) found.push((await info.json()) as SavedInfo);
  }
  return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** What one saved catalogue says about itself, or null when it is not saved (or only half). */
export async function savedCatalog(id: number): Promise<SavedInfo | null> {
  if (!(await caches.has(savedCatalogCache(id)))) return null;
  const info = await (await caches.open(savedCatalogCache(id))).match(SAVED_INFO_PATH);
  return info ? ((await info.json()) as SavedInfo) : null;
}

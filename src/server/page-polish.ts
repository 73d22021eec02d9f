/**
 * The most read pages sent smaller: a page is rendered with a quick brotli (page-encoding.ts),
 * and one read POLISH_AFTER_READS times since it was made has its brotli made again at the best
 * quality, about a tenth smaller, for every later reader. One page at a time, compressed on
 * zlib's own thread, so no answer waits on it; kept in memory and on disk (page-cache.ts,
 * keepPolished), so other processes and a restart have it too. A page the cache dropped or
 * replaced meanwhile (an edit, a refresh) is left as it is: its new version starts its own count.
 */
import { logRequestError } from "#lib/log.ts";
import { type CachedPage, keepPolished } from "./page-cache.ts";
import { pageHtml, polishedBrotli } from "./page-encoding.ts";

/**
 * Reads of one version of a page before it is polished: a polish costs 30-60 ms of a core, and
 * pays back ~1 KB on each read after it; most pages (a store's tab, a search) are read a few times.
 */
export const POLISH_AFTER_READS = 8;
/** Pages waiting at most; past it, one more is left unpolished (it is asked again next version). */
const MAX_WAITING = 64;

type Pause = (ms: number) => Promise<unknown>;
const idleFor: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const KEY = Symbol.for("uae-deals.page-polish");
const g = globalThis as {
  [KEY]?: { waiting: Set<CachedPage>; asked: WeakSet<CachedPage>; running: Promise<void> | null; pause: Pause };
};
g[KEY] ??= { waiting: new Set(), asked: new WeakSet(), running: null, pause: idleFor };
const state = g[KEY];

/**
 * Called for each answer from the cache: a page read POLISH_AFTER_READS times or more queues its
 * polish, once; when it has a brotli to polish (its first readers may all have taken gzip).
 */
export function polishWhenRead(page: CachedPage): void {
  if (page.readsSinceMade < POLISH_AFTER_READS || page.polished || !page.br || page.status !== 200) return;
  if (state.asked.has(page) || state.waiting.size >= MAX_WAITING) return;
  state.asked.add(page); // a polish that failed is not tried again for this version of the page
  state.waiting.add(page);
  state.running ??= polishWaiting().finally(() => {
    state.running = null;
  });
}

async function polishWaiting(): Promise<void> {
  for (const page of state.waiting) {
    state.waiting.delete(page);
    const began = performance.now();
    try {
      keepPolished(page, await polishedBrotli(pageHtml(page)));
    } catch (error) {
      logRequestError("page-polish", error, { path: page.key });
    }
    // As long again idle before the next: polishing never takes more than half a core, however
    // many pages cross the mark at once (an edit makes the most read pages new versions together).
    if (state.waiting.size > 0) await state.pause(performance.now() - began);
  }
}

/** Resolves when no page waits to be polished (tests: the moment a polish is kept). */
export function pagePolishIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}

/**
 * How polishing waits between pages (tests hold it, to see the second page wait); undefined puts
 * back the real idle time.
 * @public
 */
export function pacePolishing(pause: Pause | undefined): void {
  state.pause = pause ?? idleFor;
}

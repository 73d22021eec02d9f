/**
 * The background refresh of stale pages (issue 28, stale while revalidate): after an edit,
 * src/server/page-cache.ts keeps serving the pages rendered before, marked stale, and this
 * renders them again, most read first, one at a time, through the same render slots and the
 * same one-render-per-URL as requests (src/server/pages.ts gives the render), in the turns no
 * request wants (render-slots.ts, background): shoppers' renders go first. One at a time:
 * a render is CPU on the one JavaScript thread, so more at once would finish no sooner and only
 * hold back the answers given between them. What the refresh has not reached STALE_MAX_MS after
 * the change is rendered by its next request instead.
 */
import { logRequestError } from "#lib/log.ts";
import { freshOnDisk, stalePagesToRefresh } from "./page-cache.ts";
import { RenderQueueFull } from "./render-slots.ts";

type Refresher = { poke(): void; idle(): Promise<void> };

// One per process: the fast path (no Hono context) pokes the refresher the page handler made.
const KEY = Symbol.for("uae-deals.page-refresh");
const g = globalThis as { [KEY]?: Refresher };

/** Makes this process's refresher; `refresh(key)` renders that URL again and caches the result. */
export function startPageRefresh(refresh: (key: string) => Promise<unknown>): void {
  let running: Promise<void> | null = null;
  const run = async () => {
    // Tried once per run: a page whose render fails stays stale and goes at the bound.
    const tried = new Set<string>();
    for (;;) {
      // Asked again after each render: a request may have rendered a page meanwhile, and a new
      // edit puts the most read pages first again.
      const key = stalePagesToRefresh().find((k) => !tried.has(k));
      if (key === undefined) return;
      tried.add(key);
      if (freshOnDisk(key)) continue; // another process refreshed it (page-store.ts)
      // Let the answers waiting on sockets go first: a render's awaits resolve as microtasks, so
      // renders run back to back would starve the cached answers for the whole refresh.
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        await refresh(key);
      } catch (error) {
        if (error instanceof RenderQueueFull) return; // requests first; the bound covers the rest
        logRequestError("page-refresh", error, { path: key });
      }
    }
  };
  g[KEY] = {
    poke() {
      // Started after the stale answer that noticed it has been handed over.
      running ??= Promise.resolve()
        .then(run)
        .finally(() => {
          running = null;
        });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/** A stale page was served: make sure the refresh is under way. */
export function pokePageRefresh(): void {
  g[KEY]?.poke();
}

/** Resolves when no refresh is running (tests, the bench: the moment the stale pages are fresh). */
export function pageRefreshIdle(): Promise<void> {
  return g[KEY]?.idle() ?? Promise.resolve();
}

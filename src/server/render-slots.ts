import { counters } from "./metrics-counters.ts";

/** Thrown, before any work, when `maxWaiting` renders are already waiting their turn. */
export class RenderQueueFull extends Error {
  constructor() {
    super("too many renders waiting");
  }
}

/**
 * At most `max` page renders at once; the others wait their turn, at most `maxWaiting` of them
 * (past that, RenderQueueFull: the caller answers 503 at once). A render is CPU work on the
 * one JavaScript thread, so more at once finish no sooner: they only hold more memory at the
 * same time (each its queries' rows, React trees and HTML), which is what bounds server memory
 * under a burst of uncached pages; the bound on waiting ones bounds the requests held open.
 *
 * `.background(work)` is a render no one waits on (the refresh of a stale page): it starts only
 * when no other render runs or waits, and a request that waits goes before it. A request that
 * comes while it runs takes the other slot, so it waits behind no more than that one render.
 */
export function renderSlots(max: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const background: (() => void)[] = [];
  const load = counters.renders; // every instance's renders, for GET /metrics
  // A finished render hands its slot to the next waiting request, else (when it was the last
  // render running) to a waiting background render, else frees it.
  const release = () => {
    const next = waiting.shift() ?? (active === 1 ? background.shift() : undefined);
    if (next) next();
    else active--;
  };
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    load.active++;
    try {
      return await work();
    } finally {
      load.active--;
      release();
    }
  };
  const slots = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= max && waiting.length >= maxWaiting) throw new RenderQueueFull();
    if (active < max) active++;
    else {
      load.waiting++;
      await new Promise<void>((resolve) => waiting.push(resolve));
      load.waiting--;
    }
    return run(work);
  };
  slots.background = async <T>(work: () => Promise<T>): Promise<T> => {
    if (active === 0) active++;
    else await new Promise<void>((resolve) => background.push(resolve));
    return run(work);
  };
  return slots;
}

/**
 * One render per URL at a time: a request for a URL that is being rendered waits for that
 * render — unless content changed since the render began (`freshness()`, taken when its work
 * starts, compared by identity), in which case that render's answer is out of date for it and
 * it starts its own.
 */
export function sharedRenders<T, F>(freshness: () => F) {
  type Entry = { done: Promise<T>; since?: F };
  const running = new Map<string, Entry>();
  return (key: string, start: (began: () => F) => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current && (current.since === undefined || current.since === freshness())) return current.done;
    const entry: Entry = { done: Promise.resolve() as Promise<T> };
    entry.done = start(() => {
      entry.since = freshness();
      return entry.since;
    }).finally(() => {
      if (running.get(key) === entry) running.delete(key);
    });
    running.set(key, entry);
    return entry.done;
  };
}

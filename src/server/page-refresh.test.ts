/**
 * The background refresh (src/server/page-refresh.ts): stale pages rendered again one at a time,
 * most read first; a failing render is not retried in a loop; a full render queue stops it.
 */
import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { bumpContentClock, bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { lookupPage, setCachedPage } from "./page-cache.ts";
import { pageRefreshIdle, pokePageRefresh, startPageRefresh } from "./page-refresh.ts";
import { RenderQueueFull } from "./render-slots.ts";

const env = freshDb();
afterAll(() => env.cleanup());
afterEach(() => bumpRemovalClock(env.db));

/** Pages cached and read: `reads` times each. */
function cached(reads: Record<string, number>) {
  for (const [key, n] of Object.entries(reads)) {
    setCachedPage(key, `<p>${key}</p>`, 200);
    for (let i = 0; i < n; i++) lookupPage(key);
  }
}

describe("the background refresh", () => {
  test("renders stale pages one at a time, most read first, until none is stale", async () => {
    cached({ "/a": 1, "/b": 4, "/c": 2 });
    const order: string[] = [];
    let running = 0;
    let most = 0;
    startPageRefresh(async (key) => {
      most = Math.max(most, ++running);
      await Promise.resolve(); // a render awaits in between
      order.push(key);
      setCachedPage(key, `<p>${key} again</p>`, 200);
      running--;
    });
    bumpContentClock(env.db);
    pokePageRefresh();
    pokePageRefresh(); // a second stale answer while it runs starts nothing more
    await pageRefreshIdle();
    expect(order).toEqual(["/b", "/c", "/a"]);
    expect(most).toBe(1);
    expect(lookupPage("/a")?.stale).toBe(false);
  });

  test("lets waiting answers go between renders: a refresh of many pages never starves the cached ones", async () => {
    cached({ "/p1": 3, "/p2": 2, "/p3": 1 });
    let refreshed = 0;
    // A render whose awaits all resolve at once (microtasks), as much of a render's do.
    startPageRefresh(async (key) => {
      await Promise.resolve();
      setCachedPage(key, `<p>${key} again</p>`, 200);
      refreshed++;
    });
    bumpContentClock(env.db);
    pokePageRefresh();
    // An answer waiting on a socket is an I/O callback: it runs before the refresh ends.
    const answeredAfter = new Promise<number>((resolve) => setImmediate(() => resolve(refreshed)));
    await pageRefreshIdle();
    expect(await answeredAfter).toBeLessThan(3);
    expect(refreshed).toBe(3);
  });

  test("a page whose render fails is tried once per run, not in a loop", async () => {
    cached({ "/broken": 2, "/fine": 1 });
    const tried: string[] = [];
    startPageRefresh(async (key) => {
      tried.push(key);
      if (key === "/broken") throw new Error("render failed");
      setCachedPage(key, "<p>fine</p>", 200);
    });
    bumpContentClock(env.db);
    pokePageRefresh();
    await pageRefreshIdle();
    expect(tried).toEqual(["/broken", "/fine"]);
    expect(lookupPage("/broken")?.stale).toBe(true); // until the bound, then a render on request
  });

  test("stops when requests fill the render queue: they come first", async () => {
    cached({ "/x": 2, "/y": 1 });
    const tried: string[] = [];
    startPageRefresh(async (key) => {
      tried.push(key);
      throw new RenderQueueFull();
    });
    bumpContentClock(env.db);
    pokePageRefresh();
    await pageRefreshIdle();
    expect(tried).toEqual(["/x"]);
  });
});

/**
 * Pages render on a thread of their own when the server has one (issue 28): the serving thread
 * answers from the cache while the render thread is busy, and a thread that dies fails only the
 * renders it had.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { PageContext } from "#lib/page-context.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpContentClock, bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { pageAssets } from "./build-output.ts";
import { loadLayoutData } from "./layout-data.ts";
import { openPageStore, sharePages, type Timeline } from "./page-store.ts";
import { renderThread, setRenderThreadEntry, useRenderThread } from "./render-thread.ts";

const { app, env } = startTestApp({ demo: true });
const ORDERS = "render-thread-test";
setRenderThreadEntry(new URL(join(import.meta.dir, "../../tests/fixtures/render-thread-held.ts"), "file://").href);

let stop = () => {};
afterEach(() => stop());
const onThread = (hangMs?: number) => {
  stop = useRenderThread(env.db.$client.filename, hangMs);
};

/**
 * Blocks the render thread until the returned function is called; resolves once it is held.
 * `crash`: the thread throws as it is let go, before it reads what was sent to it meanwhile.
 */
async function holdThread(crash = false): Promise<() => void> {
  const flag = new SharedArrayBuffer(4);
  const orders = new BroadcastChannel(ORDERS);
  const held = new Promise<void>((resolve) => {
    orders.onmessage = (event: MessageEvent<{ holding?: true }>) => event.data.holding && resolve();
  });
  orders.postMessage(crash ? { hold: flag, crash } : { hold: flag });
  await held;
  return () => {
    Atomics.store(new Int32Array(flag), 0, 1);
    Atomics.notify(new Int32Array(flag), 0);
    orders.close();
  };
}

describe("the render thread", () => {
  test("renders the same page as the serving thread does", async () => {
    bumpContentClock(env.db);
    const here = await (await app.request("/stores")).text();
    onThread();
    bumpContentClock(env.db);
    const res = await app.request("/stores");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(here);
  });

  test("a page it renders comes back compressed as asked (the serving thread only keeps it), and the cache answers with it", async () => {
    bumpRemovalClock(env.db);
    const here = await (await app.request("/about")).text();
    onThread();
    const ctx: PageContext = {
      lang: "en",
      path: "/about",
      query: {},
      params: {},
      origin: "http://localhost:3000",
      assets: await pageAssets("en"),
      layout: loadLayoutData(env.db),
      response: { status: 200 },
    };
    const page = await renderThread()!.render("about", ctx, ["br", "gzip"]);
    const { br, gzip } = page.encoded!.bodies;
    expect(brotliDecompressSync(br!).toString()).toBe(here);
    expect(gunzipSync(gzip!).toString()).toBe(here);
    expect(page.encoded!.hash).toBe(Bun.hash(new TextEncoder().encode(here)).toString(36));
    // Its text is not sent as well: ~100 KB a render the serving thread would copy and collect for nothing.
    expect(page.html).toBe("");
    // Through the server (the cache emptied, so nothing is answered stale): the page the thread
    // rendered and encoded is the one answered, and kept.
    bumpRemovalClock(env.db);
    const res = await app.request("/about", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(await res.arrayBuffer()).toString()).toBe(here);
    bumpRemovalClock(env.db); // the next test starts with nothing kept
  });

  test("a page it renders for the cache it writes to the pages kept on disk itself, not the serving thread", async () => {
    const dir = mkdtempSync(join(tmpdir(), "uae-deals-thread-pages-"));
    try {
      const clock = env.db.$client.query("SELECT epoch, version FROM content_clock").get() as Timeline;
      const at = { file: join(dir, "pages.db"), timeline: { ...clock, build: "thread-test" } };
      sharePages(null, at); // the serving thread writes nothing: whatever is on disk the thread wrote
      onThread();
      bumpContentClock(env.db);
      expect((await app.request("/privacy")).status).toBe(200);
      const store = openPageStore(at.file, at.timeline)!;
      const row = store.get("/privacy");
      store.close();
      expect(row?.status).toBe(200);
      expect(row?.gzip ?? row?.br).toBeDefined();
    } finally {
      sharePages(null);
      rmSync(dir, { recursive: true, force: true });
      bumpRemovalClock(env.db); // the next test starts with nothing kept
    }
  });

  test("a page from the cache is answered while the render thread is busy", async () => {
    onThread();
    bumpContentClock(env.db);
    expect((await app.request("/about")).status).toBe(200); // rendered on the thread, then kept
    const letGo = await holdThread();
    let rendered = false;
    const waiting = app.request("/contact").then((res) => {
      rendered = true;
      return res;
    });
    const cached = await app.request("/about");
    expect(cached.status).toBe(200);
    expect(rendered).toBe(false); // the render thread is still held: the cached page did not wait on it
    letGo();
    expect((await waiting).status).toBe(200);
  });

  test("a thread that dies fails the renders it had, and the next render starts another", async () => {
    onThread();
    bumpContentClock(env.db);
    expect((await app.request("/blog")).status).toBe(200);
    const letGo = await holdThread(true);
    const lost = app.request("/catalogs");
    // Sent to the thread before it dies (a render finishing first would not be lost: not this test).
    while (renderThread()?.rendering === 0) await Bun.sleep(1);
    letGo();
    expect((await lost).status).toBe(500);
    bumpContentClock(env.db);
    expect((await app.request("/catalogs")).status).toBe(200);
  });

  test("a thread stuck in a render is stopped after the hang limit: its renders fail, the next starts another", async () => {
    // The serving thread still says it is alive (serve-workers.ts's watchdog hears it): only
    // this limit frees the pages waiting on a stuck render thread.
    onThread(2000);
    // New addresses, and no content change: no stale page is being refreshed meanwhile. The first
    // render waits for the thread to load the renderer, which the limit does not count (a busy
    // machine may take longer than it).
    expect((await app.request("/search?q=rice")).status).toBe(200);
    const letGo = await holdThread();
    expect((await app.request("/search?q=milk")).status).toBe(500);
    letGo();
    expect((await app.request("/search?q=bread")).status).toBe(200);
  });
});

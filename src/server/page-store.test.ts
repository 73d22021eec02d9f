/**
 * Pages kept on disk (issue 28 item 2): what one process rendered, another (or the same one after
 * a restart) serves without a render, while it is what a render now would make; and what opening
 * the file drops: another build, another database, a database put back to an older copy.
 */
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insertStore } from "#db/seed/factories.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { loadConfig } from "./config.ts";
import { counters } from "./metrics-counters.ts";
import { forgetPagesInMemory } from "./page-cache.ts";
import {
  keepPagesOnDisk,
  keepRendered,
  openPageStore,
  type PageStore,
  type StoredPage,
  sharedPages,
  sharePages,
  type Timeline,
} from "./page-store.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-page-store-"));
afterAll(() => {
  sharePages(null);
  rmSync(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const stored = (key: string, version = 7): StoredPage => ({
  key,
  status: 200,
  hash: `hash-${key}`,
  store: null,
  shows: null,
  version,
  removals: 0,
  day: "2026-11-27",
  br: null,
  gzip: null,
  identity: bytes(`<p>${key}</p>`),
});
const timeline: Timeline = { build: "build-1", epoch: "epoch-1", version: 7 };

/** Opens `file` as a process starting under `now` would, keeping it to close. */
const opened: PageStore[] = [];
function openAs(file: string, now: Timeline, maxBytes?: number, opts?: { serving?: boolean }): PageStore {
  const store = openPageStore(file, now, maxBytes, opts);
  if (!store) throw new Error("the page store did not open");
  opened.push(store);
  return store;
}
afterAll(() => {
  for (const store of opened) store.close();
});

describe("the file", () => {
  test("keeps a page across opening again, and drops it when the build changed", () => {
    const file = join(dir, "build.db");
    openAs(file, timeline).put(stored("/a"));
    expect(openAs(file, timeline).get("/a")?.identity).toEqual(bytes("<p>/a</p>"));
    expect(openAs(file, { ...timeline, build: "build-2" }).get("/a")).toBeUndefined();
  });

  test("drops every page for another database (another epoch)", () => {
    const file = join(dir, "epoch.db");
    openAs(file, timeline).put(stored("/a"));
    expect(openAs(file, { ...timeline, epoch: "epoch-2" }).get("/a")).toBeUndefined();
  });

  test("drops every page when the database's clock is behind what it saw (an older copy put back)", () => {
    const file = join(dir, "behind.db");
    const store = openAs(file, timeline);
    store.put(stored("/a", 9));
    store.saw(9);
    expect(openAs(file, { ...timeline, version: 9 }).get("/a")?.version).toBe(9);
    expect(openAs(file, { ...timeline, version: 8 }).get("/a")).toBeUndefined();
  });

  test("past its bound, the pages written least recently go first", () => {
    const store = openAs(join(dir, "bound.db"), timeline, 100 * 1024);
    const big = (key: string) => ({ ...stored(key), identity: new Uint8Array(1024) });
    for (let i = 0; i < 498; i++) store.put(big(`/p${i}`));
    store.put(big("/p0")); // rendered again: the most recent
    store.put(big("/p499")); // the 500th write checks the bound
    expect(store.get("/p0")).toBeDefined();
    expect(store.get("/p1")).toBeUndefined();
    expect(store.get("/p499")).toBeDefined();
  });

  test("the bound is worked out from an index, not from the rows behind their pages' bytes", () => {
    const file = join(dir, "age.db");
    openAs(file, timeline).put(stored("/a"));
    const db = new Database(file, { readonly: true });
    try {
      const plan = (query: string) =>
        db
          .query(`EXPLAIN QUERY PLAN ${query}`)
          .all()
          .map((r) => (r as { detail: string }).detail);
      expect(plan("SELECT sum(bytes) FROM pages")).toEqual(["SCAN pages USING COVERING INDEX pages_age"]);
      expect(plan("SELECT key, bytes FROM pages ORDER BY written_at")).toEqual([
        "SCAN pages USING COVERING INDEX pages_age",
      ]);
    } finally {
      db.close();
    }
  });

  test("the serving thread's store never waits for the write lock another connection holds", () => {
    const file = join(dir, "locked.db");
    const serving = openAs(file, timeline, undefined, { serving: true });
    serving.put(stored("/a"));
    const other = new Database(file);
    other.run("BEGIN IMMEDIATE"); // the render thread (or another process) writing
    try {
      const started = performance.now();
      serving.saw(99);
      serving.drop("/a");
      expect(serving.get("/a")?.status).toBe(200); // skipped, not waited for: still there
      // Waiting would take the busy timeout of the other connections (2 s) before giving up.
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      other.run("ROLLBACK");
      other.close();
    }
  });

  test("a page the lock kept off disk is no failure said; a write that fails is said, once", () => {
    const file = join(dir, "said.db");
    const serving = openAs(file, timeline, undefined, { serving: true });
    sharePages(serving);
    const said = spyOn(console, "error").mockImplementation(() => {});
    const page = { status: 200, encoded: { hash: "h", bodies: { identity: bytes("<p>kept</p>") } } };
    const keep = { key: "/kept", version: 7, removals: 0, day: "2026-11-27" };
    const other = new Database(file);
    try {
      other.run("BEGIN IMMEDIATE");
      keepRendered(keep, page);
      other.run("ROLLBACK");
      expect(serving.get("/kept")).toBeUndefined();
      expect(said).not.toHaveBeenCalled();
      serving.close(); // every write fails from here on
      keepRendered(keep, page);
      keepRendered(keep, page);
      expect(said).toHaveBeenCalledTimes(1);
      expect(String(said.mock.calls[0]?.[0])).toContain("a page was not kept on disk");
    } finally {
      said.mockRestore();
      other.close();
      sharePages(null);
    }
  });

  test("a database of another layout is made afresh", () => {
    const file = join(dir, "layout.db");
    const other = new Database(file);
    other.run("CREATE TABLE pages (key TEXT PRIMARY KEY, html TEXT)");
    other.close();
    const store = openAs(file, timeline);
    store.put(stored("/a"));
    expect(store.get("/a")?.status).toBe(200);
  });

  test("a file that is not a database is made afresh", () => {
    const file = join(dir, "garbage.db");
    writeFileSync(file, "not a database at all, but long enough to look like one to a reader ".repeat(200));
    const store = openAs(file, timeline);
    store.put(stored("/a"));
    expect(store.get("/a")?.status).toBe(200);
  });

  test("a file from before pages said what they show is made afresh, its pages dropped", () => {
    const file = join(dir, "before-shows.db");
    const old = new Database(file, { create: true });
    old.run(`CREATE TABLE pages (key TEXT PRIMARY KEY, status INTEGER NOT NULL, hash TEXT NOT NULL, store INTEGER,
      epoch TEXT NOT NULL, version INTEGER NOT NULL, removals INTEGER NOT NULL, day TEXT NOT NULL,
      br BLOB, gzip BLOB, identity BLOB, bytes INTEGER NOT NULL, written_at INTEGER NOT NULL)`);
    old.run(
      "INSERT INTO pages VALUES ('/old', 200, 'h', NULL, 'epoch-1', 7, 0, '2026-11-27', NULL, NULL, x'00', 1, 1)",
    );
    old.close();
    const store = openAs(file, timeline);
    expect(store.get("/old")).toBeUndefined();
    store.put({ ...stored("/new"), shows: "3,4" });
    expect(store.get("/new")?.shows).toBe("3,4");
  });
});

describe("through the app", () => {
  const { env, get } = startTestApp({
    seed: (db) => {
      insertStore(db, { name: "Disk Mart", slug: "disk-mart" });
      insertStore(db, { name: "Other Disk Mart", slug: "other-disk-mart" });
    },
  });
  const renders = () => counters.pageCache.misses;
  /** A restart, or another process: its memory empty, the same file. */
  const restart = () => {
    const clock = env.db.$client.query("SELECT epoch, version FROM content_clock").get() as Timeline;
    sharePages(openAs(join(dir, "app.db"), { ...clock, build: "app-build" }));
    forgetPagesInMemory();
  };

  test("a page rendered before a restart is served without rendering it again, the same bytes", async () => {
    restart();
    const first = await get("/store/disk-mart");
    restart();
    const before = renders();
    const fromDisk = counters.pageCache.disk;
    const again = await get("/store/disk-mart");
    expect(renders()).toBe(before);
    expect(counters.pageCache.disk).toBe(fromDisk + 1); // GET /metrics: uae_deals_page_cache_disk_hits_total
    expect(again.html).toBe(first.html);
    expect(again.res.headers.get("etag")).toBe(first.res.headers.get("etag"));
  });

  test("after another store's own details changed: still served; after its own: rendered again", async () => {
    restart();
    await get("/store/disk-mart");
    await get("/store/other-disk-mart");
    env.db.$client.run("UPDATE stores SET description = 'Changed' WHERE slug = 'other-disk-mart'");
    restart();
    let before = renders();
    await get("/store/disk-mart");
    expect(renders()).toBe(before);
    before = renders();
    expect((await get("/store/other-disk-mart")).html).toContain("Changed");
    expect(renders()).toBe(before + 1);
  });

  test("after a store's own details changed: a list not showing it is still served; one showing it is not", async () => {
    restart();
    for (const path of ["/catalogs", "/stores", "/search?q=mart"]) await get(path);
    env.db.$client.run("UPDATE stores SET description = 'Changed again' WHERE slug = 'other-disk-mart'");
    restart();
    let before = renders();
    await get("/catalogs"); // its cards name stores; nothing of their own details (page-scope.ts)
    expect(renders()).toBe(before);
    for (const path of ["/stores", "/search?q=mart"]) {
      before = renders();
      await get(path);
      expect({ path, renders: renders() }).toEqual({ path, renders: before + 1 });
    }
  });

  test("served only by a server with the settings pages were rendered with (PUBLIC_ORIGIN, the map)", async () => {
    const dataDir = mkdtempSync(join(dir, "settings-"));
    const serve = async (origin: string) => {
      await keepPagesOnDisk(loadConfig({ DATA_DIR: dataDir, PUBLIC_ORIGIN: origin }), env.db.$client);
      opened.push(sharedPages()!);
      return sharedPages()!;
    };
    (await serve("https://one.example")).put(stored("/kept"));
    expect((await serve("https://one.example")).get("/kept")).toBeDefined();
    expect((await serve("https://two.example")).get("/kept")).toBeUndefined();
  });

  test("after any other change, every page is rendered again", async () => {
    restart();
    await get("/store/disk-mart");
    env.db.$client.run("UPDATE stores SET name = 'Renamed Disk Mart' WHERE slug = 'disk-mart'");
    restart();
    const before = renders();
    expect((await get("/store/disk-mart")).html).toContain("Renamed Disk Mart");
    expect(renders()).toBe(before + 1);
  });
});

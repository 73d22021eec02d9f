/**
 * The freshness clock: which writes move it (content, whoever writes it) and which do not
 * (a visitor's, an operator's sign-in, the job queue's progress), and that every cache sees a
 * write made through another connection, the way it sees the CLI's or a second server's.
 */
import { Database } from "bun:sqlite";
import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { join } from "node:path";
import { startTestApp } from "#tests/helpers/app.ts";
import { freshness, OTHER_WRITERS_CHECK_MS, withOneReading } from "./content-clock.ts";
import { memoByData } from "./data-memo.ts";
import { upsertAdminUser } from "./queries/admin-users.ts";
import { insertBranch, insertCatalog, insertStore } from "./seed/factories.ts";

const { env, app, anon, get } = startTestApp({ demo: true });
afterEach(() => setSystemTime());

/** The clock's row, read directly. */
const version = () => (env.db.$client.query("SELECT version FROM content_clock").get() as { version: number }).version;

/** How far `write` moves the clock. */
function moves(write: () => unknown): number {
  const before = version();
  write();
  return version() - before;
}

describe("what moves the clock", () => {
  test("every write to content, through any statement", () => {
    const run = (sql: string) => () => env.db.$client.run(sql);
    const store = insertStore(env.db, { name: "Clock Store", slug: "clock-store" });
    expect(moves(() => insertStore(env.db, { name: "Clock Store 2", slug: "clock-store-2" }))).toBeGreaterThan(0);
    expect(moves(run(`UPDATE stores SET description = 'new' WHERE id = ${store.id}`))).toBe(1);
    expect(moves(() => insertBranch(env.db, { storeId: store.id, name: "Clock Branch" }))).toBeGreaterThan(0);
    expect(moves(() => insertCatalog(env.db, { storeId: store.id, title: "Clock Catalogue" }))).toBeGreaterThan(0);
    expect(moves(run("UPDATE categories SET name_ar = 'فئة' WHERE id = (SELECT min(id) FROM categories)"))).toBe(1);
    expect(moves(run("UPDATE emirates SET sort_order = sort_order WHERE slug = 'dubai'"))).toBe(1);
    expect(
      moves(run("UPDATE blog_posts SET read_time = read_time + 1 WHERE id = (SELECT min(id) FROM blog_posts)")),
    ).toBe(1);
    expect(moves(run("INSERT INTO settings (key, value) VALUES ('clock-test', '1')"))).toBe(1);
    expect(moves(run(`DELETE FROM stores WHERE id = ${store.id}`))).toBeGreaterThan(0);
  });

  test("a catalogue moves it when the pages it serves change, not at a run's progress or staged pages", () => {
    const store = insertStore(env.db, { name: "Jobs Store", slug: "jobs-store" });
    const catalog = insertCatalog(env.db, { storeId: store.id, title: "Jobs Catalogue" });
    const job = (set: string) => () =>
      env.db.$client.run(`UPDATE catalog_jobs SET ${set} WHERE catalog_id = ?`, [catalog.id]);
    const page = (table: string, n: number) => () =>
      env.db.$client.run(`INSERT INTO ${table} (catalog_id, page, text, width, height) VALUES (?, ?, 'x', 1, 1)`, [
        catalog.id,
        n,
      ]);
    expect(moves(job("state = 'processing', page_count = 2, pdf_hash = 'h1'"))).toBe(0);
    expect(moves(page("catalog_pages_next", 1))).toBe(0); // a run's staged page: not public
    expect(moves(job("pages_done = 1"))).toBe(0);
    expect(moves(job("state = 'ready', pages_done = 2"))).toBe(0); // nothing served changed
    expect(moves(job("live_hash = 'h1', live_pages = 2"))).toBe(1);
    expect(moves(page("catalog_pages", 1))).toBe(1); // every row of catalog_pages is served
    // Processed again: the run's state and staged pages move nothing, the served pages stay.
    expect(moves(job("state = 'queued', pdf_hash = NULL, page_count = NULL, pages_done = 0"))).toBe(0);
    expect(moves(page("catalog_pages_next", 2))).toBe(0);
    expect(moves(job("live_pages = 1"))).toBe(1);
    expect(moves(() => env.db.$client.run("DELETE FROM catalog_pages WHERE catalog_id = ?", [catalog.id]))).toBe(1);
  });

  test("visitors, operators' accounts and contact messages leave it alone", async () => {
    const before = version();
    const sid = "clock-visitor-session-01";
    expect((await anon("POST", "/api/session", { sessionId: sid })).status).toBe(201);
    const activity = { activity: { type: "store_view", slug: "carrefour" } };
    expect((await anon("POST", `/api/session/${sid}/activity`, activity)).status).toBeLessThan(300);
    upsertAdminUser(env.db, "clock-admin", "not-a-real-hash");
    env.db.$client.run(
      "INSERT INTO contact_messages (first_name, last_name, email, subject, message) VALUES ('a', 'b', 'a@b.ae', 's', 'm')",
    );
    env.db.$client.run("INSERT INTO login_attempts (key, attempted_at) VALUES ('k', 0)");
    expect(version()).toBe(before);
  });
});

describe("a write by another process", () => {
  test("is seen by every cache: the page, the kept API answer and the memo", async () => {
    const memo = () => memoByData(env.db, "clock-test-count", () => version());
    const page = "/store/zz-another-process";
    const names = async () =>
      ((await (await app.request("/api/stores")).json()) as { name: string }[]).map((s) => s.name);
    expect((await get(page)).res.status).toBe(404); // kept like any page
    expect(await names()).not.toContain("Zz Another Process");
    const remembered = memo();

    const other = new Database(join(env.dataDir, "test.db"));
    const category = (other.query("SELECT min(id) AS id FROM categories").get() as { id: number }).id;
    other
      .query("INSERT INTO stores (name, slug, category_id) VALUES ('Zz Another Process', 'zz-another-process', ?)")
      .run(category);
    other.close();
    // The page cache sees another process's commit within OTHER_WRITERS_CHECK_MS (the others at
    // once); move time on rather than wait.
    setSystemTime(new Date(Date.now() + OTHER_WRITERS_CHECK_MS));

    const after = await get(page);
    expect(after.res.status).toBe(200);
    expect(after.html).toContain("Zz Another Process");
    expect(await names()).toContain("Zz Another Process");
    expect(memo()).toBeGreaterThan(remembered);
  });

  test("within one reading (a render) the clock is read once; this connection's own writes are still seen", () => {
    const other = new Database(join(env.dataDir, "test.db"));
    try {
      withOneReading(() => {
        const first = freshness(env.db);
        other.run("UPDATE content_clock SET version = version + 1");
        expect(freshness(env.db)).toBe(first); // another process's commit: after the reading
        env.db.$client.run("UPDATE content_clock SET version = version + 1");
        expect(freshness(env.db).version).toBe(first.version + 2); // its own: at once
      });
      const settled = freshness(env.db);
      other.run("UPDATE content_clock SET version = version + 1");
      expect(freshness(env.db).version).toBe(settled.version + 1); // outside a reading: each time
    } finally {
      other.close();
    }
  });

  test("two open databases never share a freshness, whatever their versions", () => {
    const other = new Database(join(env.dataDir, "test.db"));
    try {
      expect(freshness(other).version).toBe(freshness(env.db).version);
      expect(freshness(other).key).not.toBe(freshness(env.db).key);
    } finally {
      other.close();
    }
  });
});

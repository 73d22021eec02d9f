import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAppDatabase } from "#cli/database.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "./client.ts";
import { hasUserTables, latestMigration, pendingMigrationCount, runMigrations, unknownMigrations } from "./migrate.ts";
import { migrationFiles, migrationJournal } from "./migrations/embedded.ts";
import { listCatalogCards } from "./queries/catalogs.ts";
import { listPublishedPosts } from "./queries/posts.ts";
import { listStoreCards } from "./queries/store-cards.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-migrate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("embedded migrations", () => {
  test("apply to an empty database once, then there is nothing pending", () => {
    const db = openDatabase(join(dir, "a.db"));
    expect(hasUserTables(db)).toBe(false);
    expect(pendingMigrationCount(db)).toBe(migrationJournal.entries.length);
    expect(runMigrations(db)).toBe(migrationJournal.entries.length);
    expect(runMigrations(db)).toBe(0);
    expect(hasUserTables(db)).toBe(true);
    db.$client.close();
  });

  test("the latest migration is named by the journal's last tag and the hash drizzle stored for it", () => {
    const db = openDatabase(join(dir, "latest.db"));
    runMigrations(db);
    const applied = (
      db.$client.query("SELECT hash FROM __drizzle_migrations ORDER BY created_at").all() as { hash: string }[]
    ).map((r) => r.hash);
    db.$client.close();
    const last = migrationJournal.entries.at(-1)!;
    expect(latestMigration(applied)).toEqual({
      tag: last.tag,
      hash: createHash("sha256").update(migrationFiles[last.tag]!).digest("hex"),
    });
    expect(unknownMigrations(applied)).toEqual([]);
    const foreign = "f".repeat(64);
    expect(latestMigration([...applied, foreign])).toEqual({ tag: "unknown", hash: foreign });
    expect(unknownMigrations([...applied, foreign])).toEqual([foreign]);
    expect(latestMigration([])).toBeNull();
  });

  test("create every table the spec and design need, with the indexes pages use", () => {
    const db = openDatabase(join(dir, "b.db"));
    runMigrations(db);
    const names = (type: string) =>
      (
        db.$client.query("SELECT name FROM sqlite_master WHERE type = ? ORDER BY name").all(type) as { name: string }[]
      ).map((r) => r.name);
    expect(names("table")).toEqual(
      expect.arrayContaining([
        "stores",
        "branches",
        "catalogs",
        "blog_posts",
        "categories",
        "emirates",
        "admin_users",
        "admin_sessions",
        "visitor_sessions",
        "activity_events",
        "achievements",
        "earned_achievements",
        "contact_messages",
        "settings",
        "login_attempts",
        "catalog_jobs",
        "catalog_pages",
        "catalog_pages_fts",
      ]),
    );
    expect(names("index")).toEqual(
      expect.arrayContaining([
        "stores_slug_unique",
        "branches_store_slug_unique",
        "branches_emirate_idx",
        "catalogs_store_idx",
        "blog_posts_slug_unique",
        "blog_posts_status_date_idx",
      ]),
    );
    const fks = db.$client.query("PRAGMA foreign_key_list(catalogs)").all() as { table: string; on_delete: string }[];
    expect(fks.map((f) => `${f.table}:${f.on_delete}`).sort()).toEqual(["branches:SET NULL", "stores:CASCADE"]);
    db.$client.close();
  });
});

describe("the bilingual-content migrations on a database that already holds data", () => {
  // A database as the first release left it: only 0000_init applied, the way drizzle records it.
  function firstReleaseDatabase(file: string): Database {
    const raw = new Database(file, { create: true });
    const first = migrationJournal.entries[0]!;
    const text = migrationFiles[first.tag]!;
    for (const stmt of text.split("--> statement-breakpoint")) raw.run(stmt);
    raw.run('CREATE TABLE "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
    raw.run('INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)', [
      createHash("sha256").update(text).digest("hex"),
      first.when,
    ]);
    raw.run("PRAGMA foreign_keys = ON");
    raw.run(`INSERT INTO categories (id, name, slug, icon) VALUES
      (1, 'Supermarkets', 'supermarkets', '🛒'), (2, 'Pharmacy', 'pharmacy', NULL), (3, 'Pet Shops', 'pet-shops', NULL)`);
    raw.run(
      `INSERT INTO emirates (id, name, slug, sort_order) VALUES (1, 'Dubai', 'dubai', 0), (2, 'Sharjah', 'sharjah', 2)`,
    );
    raw.run(`INSERT INTO stores (id, name, slug, category_id, description, featured, website) VALUES
      (1, 'Carrefour', 'carrefour', 1, 'Hypermarket with fresh food', 1, 'https://www.carrefouruae.com'),
      (2, 'Life Pharmacy', 'life-pharmacy', 2, NULL, 0, NULL)`);
    raw.run(`INSERT INTO branches (id, store_id, emirate_id, name, slug, address, hours) VALUES
      (1, 1, 1, 'Carrefour MOE', 'moe', 'Mall of the Emirates, Al Barsha', '10:00-24:00'),
      (2, 2, 2, 'Life Sahara', 'sahara', 'Sahara Centre', NULL)`);
    raw.run(`INSERT INTO catalogs (id, store_id, branch_id, title, description, file_url, pages, expiry_date) VALUES
      (1, 1, 1, 'Weekly deals', 'Fruit and veg', '/media/catalogs/a.pdf', 8, '2099-01-01'),
      (2, 2, NULL, 'Summer health', NULL, '/media/catalogs/b.pdf', NULL, NULL)`);
    raw.run(`INSERT INTO blog_posts (id, title, slug, excerpt, content, category, tags, status, publish_date) VALUES
      (1, 'DSF guide', 'dsf-guide', 'Where to shop', '<p>Malls</p>', 'Shopping Guide', '["DSF","malls"]', 'published', '2025-01-02')`);
    raw.run("INSERT INTO admin_users (username, password_hash) VALUES ('keeper', 'hash')");
    raw.run(`INSERT INTO contact_messages (first_name, last_name, email, subject, message)
      VALUES ('Mona', 'Ali', 'mona@example.ae', 'Hi', 'Hello')`);
    raw.run("INSERT INTO settings (key, value) VALUES ('sitemap', '{}')");
    return raw;
  }

  const TABLES = [
    "categories",
    "emirates",
    "stores",
    "branches",
    "catalogs",
    "blog_posts",
    "admin_users",
    "contact_messages",
    "settings",
  ];
  const rows = (db: Database, table: string, columns: string[]) =>
    db.query(`SELECT ${columns.map((c) => `"${c}"`).join(", ")} FROM ${table} ORDER BY rowid`).all();
  const columnsOf = (db: Database, table: string) =>
    (db.query(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

  test("backs up first, keeps every row and value, names emirates and known categories in Arabic, and indexes it all", () => {
    const dataDir = join(dir, "first-release");
    mkdirSync(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    const raw = firstReleaseDatabase(config.dbFile);
    const before = new Map(
      TABLES.map((t) => [t, { columns: columnsOf(raw, t), rows: rows(raw, t, columnsOf(raw, t)) }]),
    );
    raw.close();

    const log: string[] = [];
    const db = openAppDatabase(config, (line) => log.push(line));
    try {
      // Every migration after the first release's one.
      const after = migrationJournal.entries.length - 1;
      expect(log.join("\n")).toMatch(
        new RegExp(`Backed up the database to .*pre-migrate.* before applying ${after} migration\\(s\\)`),
      );
      expect(log.join("\n")).toContain("Indexed 5 row(s) for search");
      expect(pendingMigrationCount(db)).toBe(0);
      const c = db.$client;
      for (const [table, old] of before)
        expect({ table, rows: rows(c, table, old.columns) }).toEqual({ table, rows: old.rows });
      expect(c.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      expect(c.query("PRAGMA foreign_key_check").all()).toEqual([]);

      expect(c.query("SELECT slug, name_ar FROM emirates ORDER BY id").all()).toEqual([
        { slug: "dubai", name_ar: "دبي" },
        { slug: "sharjah", name_ar: "الشارقة" },
      ]);
      expect(c.query("SELECT name, name_ar FROM categories ORDER BY id").all()).toEqual([
        { name: "Supermarkets", name_ar: "سوبرماركت" },
        { name: "Pharmacy", name_ar: "الصيدليات" },
        { name: "Pet Shops", name_ar: null }, // not one we know: the operator names it
      ]);
      expect(c.query("SELECT name_ar, description_ar FROM stores WHERE id = 1").get()).toEqual({
        name_ar: null,
        description_ar: null,
      });
      expect(c.query("SELECT languages, tags_ar, title_ar FROM blog_posts").get()).toEqual({
        languages: "en",
        tags_ar: "[]",
        title_ar: null,
      });

      // Searchable at once, in both languages of the Arabic names the migration gave.
      const today = "2025-06-01";
      const search = (s: string) => listStoreCards(db, { search: s, today }, "name", 1, 10).items.map((x) => x.name);
      expect(search("fresh")).toEqual(["Carrefour"]);
      expect(search("الصيدليات")).toEqual(["Life Pharmacy"]);
      expect(listCatalogCards(db, { search: "life", today }, "recent", 1, 10).items.map((x) => x.title)).toEqual([
        "Summer health",
      ]);
      expect(listPublishedPosts(db, { search: "dsf" }, 1, 10).items.map((p) => p.title)).toEqual(["DSF guide"]);

      // Catalogues from before catalogue processing are queued to be processed, with their files.
      expect(c.query("SELECT catalog_id, state, file_url FROM catalog_jobs ORDER BY catalog_id").all()).toEqual([
        { catalog_id: 1, state: "queued", file_url: "/media/catalogs/a.pdf" },
        { catalog_id: 2, state: "queued", file_url: "/media/catalogs/b.pdf" },
      ]);
    } finally {
      db.$client.close();
    }

    // The safety copy is the untouched first-release database.
    const backups = readdirSync(join(dataDir, "backups")).filter((n) => n.includes("pre-migrate"));
    expect(backups).toHaveLength(1);
    const copy = new Database(join(dataDir, "backups", backups[0]!), { readonly: true });
    expect(columnsOf(copy, "stores")).not.toContain("name_ar");
    expect(rows(copy, "stores", before.get("stores")!.columns)).toEqual(before.get("stores")!.rows);
    copy.close();
  });
});

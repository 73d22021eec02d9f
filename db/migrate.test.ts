import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./client.ts";
import { hasUserTables, pendingMigrationCount, runMigrations } from "./migrate.ts";
import { migrationJournal } from "./migrations/embedded.ts";

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

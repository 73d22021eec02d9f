/**
 * Applies the embedded drizzle-kit migrations with drizzle's own migrator logic
 * (same bookkeeping table, same hashes), so `drizzle-kit` and the binary agree.
 */
import { createHash } from "node:crypto";
import type { Db } from "./client.ts";
import { migrationFiles, migrationJournal } from "./migrations/embedded.ts";

type MigrationMeta = { sql: string[]; bps: boolean; folderMillis: number; hash: string };

/** Every embedded migration in journal order, with the SHA-256 drizzle's migrator stores for it. */
function embeddedMigrationFiles(): {
  tag: string;
  text: string;
  hash: string;
  breakpoints: boolean;
  when: number;
}[] {
  return migrationJournal.entries.map((entry) => {
    const text = migrationFiles[entry.tag];
    if (text === undefined) throw new Error(`Migration ${entry.tag} is in the journal but not embedded`);
    const hash = createHash("sha256").update(text).digest("hex");
    return { tag: entry.tag, text, hash, breakpoints: entry.breakpoints, when: entry.when };
  });
}

function embeddedMigrations(): MigrationMeta[] {
  return embeddedMigrationFiles().map((m) => ({
    sql: m.text.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: m.hash,
  }));
}

/**
 * The migration a database is at, from its applied hashes in order: the last hash, named by
 * its tag when this build has it (null when none is applied). Backups record it; restore checks it.
 */
export function latestMigration(appliedHashes: string[]): { tag: string; hash: string } | null {
  const last = appliedHashes.at(-1);
  if (!last) return null;
  const known = embeddedMigrationFiles().find((m) => m.hash === last);
  return { tag: known?.tag ?? "unknown", hash: last };
}

/** Applied hashes that none of our migrations has: the database comes from a newer (or foreign) build. */
export function unknownMigrations(appliedHashes: string[]): string[] {
  const known = new Set(embeddedMigrationFiles().map((m) => m.hash));
  return appliedHashes.filter((h) => !known.has(h));
}

/** How many embedded migrations the database has not applied yet. */
export function pendingMigrationCount(db: Db): number {
  const exists = db.$client
    .query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  const all = embeddedMigrations();
  if (!exists) return all.length;
  const last = db.$client.query("SELECT max(created_at) AS at FROM __drizzle_migrations").get() as {
    at: number | null;
  };
  return all.filter((m) => last.at === null || m.folderMillis > last.at).length;
}

/** True when the database already holds application tables (so a backup is worth taking). */
export function hasUserTables(db: Db): boolean {
  return !!db.$client.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'stores'").get();
}

/** Applies every pending migration in one transaction; returns how many ran. */
export function runMigrations(db: Db): number {
  const pending = pendingMigrationCount(db);
  if (pending === 0) return 0;
  // drizzle's dialect exposes the migrator it uses for folders; we hand it the embedded files.
  const dialect = (db as unknown as { dialect: { migrate(m: MigrationMeta[], s: unknown, c: object): void } }).dialect;
  const session = (db as unknown as { session: unknown }).session;
  dialect.migrate(embeddedMigrations(), session, { migrationsFolder: "(embedded)" });
  return pending;
}

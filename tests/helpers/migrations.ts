/** Databases as an older release left them, for the tests of a migration on existing data. */
import { Database } from "bun:sqlite";
import { createHash } from "node:crypto";
import { migrationFiles, migrationJournal } from "#db/migrations/embedded.ts";

/** A database with the migrations before `tag` applied, recorded the way drizzle records them. */
export function databaseBefore(file: string, tag: string): Database {
  const raw = new Database(file, { create: true });
  raw.run('CREATE TABLE "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
  for (const entry of migrationJournal.entries) {
    if (entry.tag === tag) break;
    const text = migrationFiles[entry.tag]!;
    for (const stmt of text.split("--> statement-breakpoint")) raw.run(stmt);
    raw.run('INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)', [
      createHash("sha256").update(text).digest("hex"),
      entry.when,
    ]);
  }
  return raw;
}

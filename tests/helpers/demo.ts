/**
 * The demo data for page tests. Seeding takes seconds, so it is done once per `bun test` worker
 * process into a template directory, and every test file starts from its own copy of it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { dubaiToday } from "#lib/dates.ts";

/** The date the demo data was seeded for (catalogue validity depends on it). */
export const today = dubaiToday();

let template: Promise<string> | undefined;

/** The template data directory (test.db and media/), seeded on first use. */
export function demoDataDir(): Promise<string> {
  template ??= seedTemplate();
  return template;
}

async function seedTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "uae-deals-demo-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  // Not made the process-wide handle: only copies of this file are ever served.
  const db = openDatabase(join(dir, "test.db"));
  runMigrations(db);
  await seedDemo(db, { dataDir: dir, scale: 1, today });
  db.$client.close(); // checkpoints the WAL, so test.db alone holds the data
  return dir;
}

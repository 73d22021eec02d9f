/**
 * What the restore tests share: a fingerprint of a folder, to show a restore changed nothing (or
 * everything), and a hostile database (also used by scripts/bench/hostile/restore-archives.ts).
 */
import { Database } from "bun:sqlite";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Every file and folder under `dir` with the SHA-256 of its bytes: equal maps mean nothing changed. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, rel);
    out[rel] = statSync(path).isDirectory()
      ? "dir"
      : new Bun.CryptoHasher("sha256").update(readFileSync(path)).digest("hex");
  }
  return out;
}

/**
 * A hostile database for restore's refusals: `db` (a backup's database bytes, written to `work`)
 * made to claim it stopped two migrations short, with one of the clock triggers of migration
 * 0004 replaced by one that overwrites every admin's password. Returns its bytes and the hash
 * of the migration it now claims to be at.
 */
export function plantTrigger(db: Uint8Array, work: string): { bytes: Uint8Array; migrationHash: string } {
  writeFileSync(work, db);
  const c = new Database(work);
  const rows = c.query("SELECT hash FROM __drizzle_migrations ORDER BY created_at").all() as { hash: string }[];
  for (const { hash } of rows.slice(-2)) c.run("DELETE FROM __drizzle_migrations WHERE hash = ?", [hash]);
  c.run("DROP TRIGGER categories_clock_insert");
  c.run(
    "CREATE TRIGGER categories_clock_insert AFTER INSERT ON categories BEGIN UPDATE admin_users SET password_hash = 'x'; END",
  );
  c.close();
  return { bytes: new Uint8Array(readFileSync(work)), migrationHash: rows.at(-3)!.hash };
}

/**
 * restore putting a backup in place: on a new machine (no DATA_DIR yet), and onto an existing
 * installation from an old plain .db backup and then an archive, the current data kept aside.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "#server/config.ts";
import { cli } from "#tests/helpers/cli.ts";
import { snapshot } from "#tests/helpers/restore.ts";
import { createBackup } from "./backup.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-restore-in-place-"));
const source = join(root, "source");
const good = join(root, "good.tar.gz");

beforeAll(async () => {
  spyOn(console, "log").mockImplementation(() => {});
  expect(cli(source, "seed", "--demo").code).toBe(0);
  await createBackup(loadConfig({ DATA_DIR: source }), good);
}, 30_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("restore puts a backup in place", () => {
  test("into a DATA_DIR that does not exist yet (a new machine)", async () => {
    const fresh = join(root, "new-machine", "data");
    const result = cli(fresh, "restore", good);
    expect(result.out).toContain("Restored");
    expect(result.code).toBe(0);
    expect(snapshot(join(fresh, "media"))).toEqual(snapshot(join(source, "media")));
    const db = new Database(join(fresh, "uae-deals.db"), { readonly: true });
    expect(db.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    expect((db.query("SELECT count(*) AS n FROM stores").get() as { n: number }).n).toBeGreaterThan(0);
    // Its clock counts on another timeline than the backed-up one (pages kept on disk: src/server/page-store.ts).
    const epoch = (file: string) => {
      const of = new Database(file, { readonly: true });
      const row = of.query("SELECT epoch, version FROM content_clock").get() as { epoch: string; version: number };
      of.close();
      return row;
    };
    const [restored, backedUp] = [epoch(join(fresh, "uae-deals.db")), epoch(join(source, "uae-deals.db"))];
    expect(restored.version).toBe(backedUp.version);
    expect(restored.epoch).toMatch(/^[0-9a-f]{16}$/);
    expect(restored.epoch).not.toBe(backedUp.epoch);
    db.close();
  });

  test("an old plain .db backup, onto an existing installation, keeping the current data aside", async () => {
    const dir = join(root, "existing");
    expect(cli(dir, "create-admin", "--username", "keeper", "--password", "keeper-pass").code).toBe(0);
    const media = join(dir, "media", "uploads");
    mkdirSync(media, { recursive: true });
    writeFileSync(join(media, "kept.pdf"), "%PDF-1.4 kept");
    const oldDb = join(root, "old-style.db");
    const src = new Database(join(source, "uae-deals.db"));
    src.run("VACUUM INTO ?", [oldDb]);
    src.close();
    const before = readFileSync(join(dir, "uae-deals.db"));
    const result = cli(dir, "restore", oldDb);
    expect(result.code).toBe(0);
    expect(result.out).toContain("database only; media left as it was");
    const aside = readdirSync(dir).find((n) => n.startsWith("before-restore-"))!;
    expect(readFileSync(join(dir, aside, "uae-deals.db"))).toEqual(before);
    expect(readFileSync(join(media, "kept.pdf"), "utf8")).toBe("%PDF-1.4 kept"); // a .db carries no media
    const db = new Database(join(dir, "uae-deals.db"), { readonly: true });
    expect(db.query("SELECT count(*) AS n FROM admin_users WHERE username = 'keeper'").get()).toEqual({ n: 0 });
    db.close();

    // An archive replaces the media too; the old media goes aside with the old database.
    const again = cli(dir, "restore", good);
    expect(again.code).toBe(0);
    const asides = readdirSync(dir)
      .filter((n) => n.startsWith("before-restore-"))
      .sort();
    expect(asides.length).toBe(2);
    expect(existsSync(join(dir, asides[1]!, "media", "uploads", "kept.pdf"))).toBe(true);
    expect(snapshot(join(dir, "media"))).toEqual(snapshot(join(source, "media")));
  }, 20_000);
});

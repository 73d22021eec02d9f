/**
 * A restore keeps the current data aside in DATA_DIR/before-restore-<stamp>; the stamp has
 * one-second resolution, so a second restore within that second must pick a new folder
 * instead of renaming over the database the first one kept.
 */
import { afterAll, expect, spyOn, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stampOf } from "#jobs/backup-names.ts";
import { loadConfig } from "#server/config.ts";
import { cli } from "#tests/helpers/cli.ts";
import { createBackup } from "./backup.ts";
import { restoreCommand } from "./restore.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-restore-aside-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a folder already kept aside under the same stamp is never overwritten", async () => {
  spyOn(console, "log").mockImplementation(() => {});
  const dir = join(root, "data");
  expect(cli(dir, "migrate").code).toBe(0);
  const archive = join(root, "site.tar.gz");
  await createBackup(loadConfig({ DATA_DIR: dir }), archive);
  // Folders kept by earlier restores for this second and the next few, as a quick succession of restores leaves them.
  const now = Date.now();
  const kept = [0, 1, 2, 3].map((s) => join(dir, `before-restore-${stampOf(new Date(now + s * 1000))}`));
  for (const folder of kept) {
    mkdirSync(folder);
    writeFileSync(join(folder, "uae-deals.db"), `kept by ${folder}`);
  }
  expect(await restoreCommand(loadConfig({ DATA_DIR: dir }), archive)).toBe(0);
  for (const folder of kept) expect(readFileSync(join(folder, "uae-deals.db"), "utf8")).toBe(`kept by ${folder}`);
  const asides = readdirSync(dir).filter((n) => n.startsWith("before-restore-"));
  expect(asides).toHaveLength(kept.length + 1);
  const fresh = asides.find((n) => !kept.includes(join(dir, n)))!;
  expect(existsSync(join(dir, fresh, "uae-deals.db"))).toBe(true);
});

import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli } from "#tests/helpers/cli.ts";
import { filesUnder, tinyDisk } from "#tests/helpers/tiny-disk.ts";

// The real binary, backing up a 2 MiB database onto a real 1 MiB tmpfs.
const disk = tinyDisk(1024);
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-cli-disk-full-"));
afterAll(() => {
  disk?.unmount();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!disk)("the CLI on a full disk", () => {
  test("backup says 'The disk is full' in one line, exits 1 and leaves no partial file", () => {
    expect(cli(dataDir, "migrate").code).toBe(0);
    const db = new Database(join(dataDir, "uae-deals.db"));
    db.run("CREATE TABLE ballast (b BLOB)");
    for (let i = 0; i < 8; i++) db.run("INSERT INTO ballast VALUES (randomblob(256 * 1024))");
    db.close();

    const target = join(disk!.dir, "uae-deals.tar.gz");
    const run = cli(dataDir, "backup", target);
    expect(run.stderr.trim()).toBe("The disk is full. Free some space, then try again.");
    expect(run.out).not.toContain("    at ");
    expect(run.code).toBe(1);
    expect(filesUnder(disk!.dir)).toEqual([]);
  });
});

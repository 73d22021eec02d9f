/**
 * Issue 24, item 2: a backup carries the uploads the database it holds uses, and leaves out
 * the ones no record uses (forms never saved, files of deleted records not swept yet), whatever
 * their age. Everything else under media (demo files, page images) is kept as before.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { insertBlogPost, insertCatalog, insertStore } from "#db/seed/factories.ts";
import { loadConfig } from "#server/config.ts";
import { createBackup } from "./backup.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-backup-uploads-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("backups and unused uploads", () => {
  test("leave out uploads no record uses, keep the ones records use and every other media file", async () => {
    const config = loadConfig({ DATA_DIR: join(root, "data") });
    const write = (rel: string) => {
      mkdirSync(join(config.dataDir, rel, ".."), { recursive: true });
      writeFileSync(join(config.dataDir, rel), "bytes");
      return `/${rel}`;
    };
    mkdirSync(config.dataDir, { recursive: true });
    const db = openDatabase(config.dbFile);
    runMigrations(db);
    const store = insertStore(db, { name: "Lulu", logo: write("media/uploads/logo.png") });
    insertCatalog(db, { storeId: store.id, fileUrl: write("media/uploads/flyer.pdf"), coverImage: null });
    insertBlogPost(db, { content: `<img src="${write("media/uploads/inline.png")}">` });
    write("media/uploads/never-saved.pdf");
    write("media/stores/demo-logo.svg");
    write("media/pages/abc/1-480.webp");
    db.$client.close();

    const archive = join(root, "backup.tar.gz");
    await createBackup(config, archive);
    const listing = Bun.spawnSync(["tar", "-tzf", archive]).stdout.toString().trim().split("\n").sort();
    expect(listing).toEqual([
      "manifest.json",
      "media/pages/abc/1-480.webp",
      "media/stores/demo-logo.svg",
      "media/uploads/flyer.pdf",
      "media/uploads/inline.png",
      "media/uploads/logo.png",
      "uae-deals.db",
    ]);
  });
});

/**
 * restore's refusals: each bad backup is refused with one readable line and leaves
 * DATA_DIR byte-identical, F4 (a database carrying a trigger our migrations do not create)
 * included. restore-in-place.test.ts has the backups it does put in place.
 */

import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "#server/config.ts";
import { cli } from "#tests/helpers/cli.ts";
import { snapshot } from "#tests/helpers/restore.ts";
import { createBackup } from "./backup.ts";
import { Refusal } from "./errors.ts";
import { runCli } from "./index.ts";
import { restoreCommand } from "./restore.ts";

const root = mkdtempSync(join(tmpdir(), "uae-deals-restore-"));
const source = join(root, "source");
const target = join(root, "target");
const good = join(root, "good.tar.gz");

/** The good archive's entries, changed by `edit`, written as a new archive. */
async function tampered(
  name: string,
  edit: (
    entries: Record<string, Uint8Array>,
    manifest: { files: { path: string; size: number; sha256: string }[]; migration: { hash: string } | null },
  ) => void,
  keepManifest = true,
): Promise<string> {
  const files = await new Bun.Archive(await Bun.file(good).bytes()).files();
  const entries: Record<string, Uint8Array> = {};
  for (const [path, file] of files) entries[path] = new Uint8Array(await file.arrayBuffer());
  const manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
  edit(entries, manifest);
  if (keepManifest) entries["manifest.json"] = new TextEncoder().encode(JSON.stringify(manifest));
  const file = join(root, name);
  await Bun.Archive.write(file, entries, { compress: "gzip" });
  return file;
}

/** Changes the database inside the archive with `sql` and fixes its manifest entry, so only the database is wrong. */
async function withDatabase(name: string, sql: string): Promise<string> {
  const work = join(root, `${name}.db`);
  return tampered(name, (entries, manifest) => {
    writeFileSync(work, entries["uae-deals.db"]!);
    const db = new Database(work);
    db.run(sql);
    db.close();
    const bytes = new Uint8Array(readFileSync(work));
    entries["uae-deals.db"] = bytes;
    const entry = manifest.files.find((f) => f.path === "uae-deals.db")!;
    entry.size = bytes.length;
    entry.sha256 = new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
    const hashes = new Database(work, { readonly: true })
      .query("SELECT hash FROM __drizzle_migrations ORDER BY created_at")
      .all() as { hash: string }[];
    manifest.migration = { ...manifest.migration!, hash: hashes.at(-1)!.hash };
  });
}

async function expectRefused(file: string, reason: string) {
  const before = snapshot(target);
  let error: unknown;
  try {
    await restoreCommand(loadConfig({ DATA_DIR: target }), file);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Refusal);
  const message = (error as Error).message;
  expect(message).toStartWith("Refusing to restore");
  expect(message).toContain(reason);
  expect(message).not.toContain("\n");
  expect(snapshot(target)).toEqual(before);
  expect(readdirSync(root).filter((n) => n.includes("-restore-"))).toEqual([]);
}

beforeAll(async () => {
  spyOn(console, "log").mockImplementation(() => {});
  expect(cli(source, "seed", "--demo").code).toBe(0);
  expect(cli(target, "create-admin", "--username", "admin", "--password", "target-pass").code).toBe(0);
  expect(cli(target, "migrate").code).toBe(0); // leaves the lock file, as any installation has
  await createBackup(loadConfig({ DATA_DIR: source }), good);
}, 30_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("restore refuses, changing nothing", () => {
  test("a truncated archive", async () => {
    const bytes = readFileSync(good);
    const file = join(root, "truncated.tar.gz");
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(file, "damaged or truncated");
  });

  test("a damaged archive (bytes changed in the middle)", async () => {
    const bytes = new Uint8Array(readFileSync(good));
    const middle = Math.floor(bytes.length / 2);
    bytes.fill(0xaa, middle, middle + 64);
    const file = join(root, "damaged.tar.gz");
    writeFileSync(file, bytes);
    await expectRefused(file, "damaged or truncated");
  });

  test("a media file whose checksum does not match the manifest", async () => {
    const file = await tampered("mismatch.tar.gz", (entries) => {
      const pdf = Object.keys(entries).find((p) => p.endsWith(".pdf"))!;
      const bytes = entries[pdf]!.slice();
      bytes[bytes.length - 10] = bytes.at(-10)! ^ 0x01;
      entries[pdf] = bytes;
    });
    await expectRefused(file, "checksum mismatch for media/catalogs/");
  });

  test("a file the manifest does not list, and a listed file that is missing", async () => {
    await expectRefused(
      await tampered("extra.tar.gz", (entries) => {
        entries["media/extra.txt"] = new Uint8Array([1]);
      }),
      "does not list (media/extra.txt)",
    );
    await expectRefused(
      await tampered(
        "missing.tar.gz",
        (entries) => void delete entries[Object.keys(entries).find((p) => p.endsWith(".svg"))!],
      ),
      "listed in its manifest but missing",
    );
  });

  test("a database from a newer schema (a migration this binary does not know)", async () => {
    const file = await withDatabase(
      "newer.tar.gz",
      "INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', 4102444800000)",
    );
    await expectRefused(file, "newer schema");
  });

  test("F4: a database carrying a trigger that rewrites admin password hashes", async () => {
    const file = await withDatabase(
      "trigger.tar.gz",
      "CREATE TRIGGER steal AFTER UPDATE ON admin_users BEGIN UPDATE admin_users SET password_hash = 'attacker' WHERE id = NEW.id; END",
    );
    await expectRefused(file, "objects our migrations do not create (trigger steal)");
    await expectRefused(await withDatabase("view.tar.gz", "CREATE VIEW v AS SELECT 1"), "(view v)");
    await expectRefused(await withDatabase("table.tar.gz", "CREATE TABLE extra (x)"), "(table extra)");
    // Litestream's tables are let through as Litestream makes them, never with anything on them.
    const onLitestream = await withDatabase(
      "litestream-trigger.tar.gz",
      "CREATE TABLE _litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER); CREATE TRIGGER steal2 AFTER INSERT ON _litestream_seq BEGIN UPDATE admin_users SET password_hash = 'attacker'; END",
    );
    await expectRefused(onLitestream, "(trigger steal2)");
    await expectRefused(
      await withDatabase("litestream-lookalike.tar.gz", "CREATE TABLE _litestream_lock (id INTEGER, payload TEXT)"),
      "(table _litestream_lock)",
    );
  });

  test("files that are not ours: text, a tar.gz without manifest, an empty SQLite file, a foreign manifest", async () => {
    const text = join(root, "notes.txt");
    writeFileSync(text, "just some notes");
    await expectRefused(text, "not a uae-deals backup");
    const bare = join(root, "bare.tar.gz");
    await Bun.Archive.write(bare, { "hello.txt": "hi" }, { compress: "gzip" });
    await expectRefused(bare, "no manifest.json");
    const empty = join(root, "empty.db");
    new Database(empty).close();
    writeFileSync(empty, new Uint8Array(0)); // zero bytes is not even SQLite
    await expectRefused(empty, "not a uae-deals backup");
    const other = join(root, "other.db");
    const db = new Database(other);
    db.run("CREATE TABLE notes (x)");
    db.close();
    await expectRefused(other, "not a uae-deals database");
    await expectRefused(
      await tampered(
        "foreign.tar.gz",
        (entries) => {
          entries["manifest.json"] = new TextEncoder().encode('{"format":"something-else"}');
        },
        false,
      ),
      "not a uae-deals backup manifest",
    );
  });

  test("paths that escape DATA_DIR: ../, absolute names, symlinks", async () => {
    await expectRefused(
      await tampered("dotdot.tar.gz", (entries) => {
        entries["media/../../escaped.txt"] = new Uint8Array([1]);
      }),
      "outside the data directory",
    );
    await expectRefused(
      await tampered("absolute.tar.gz", (entries) => {
        entries["/tmp/absolute.txt"] = new Uint8Array([1]);
      }),
      "outside the data directory",
    );
    // A manifest that only names an escaping path is refused too: no file extracted can match it.
    await expectRefused(
      await tampered("listed-dotdot.tar.gz", (_entries, manifest) => {
        manifest.files.push({ path: "media/../../escaped.txt", size: 1, sha256: "0".repeat(64) });
      }),
      "media/../../escaped.txt is listed in its manifest but missing",
    );
    // Bun.Archive cannot write a symlink: GNU tar makes one.
    const dir = join(root, "with-link");
    mkdirSync(join(dir, "media"), { recursive: true });
    await Bun.write(
      join(dir, "manifest.json"),
      JSON.stringify({
        format: "uae-deals-backup",
        formatVersion: 1,
        appVersion: "0",
        createdAt: "",
        migration: null,
        files: [],
      }),
    );
    symlinkSync("/etc", join(dir, "media", "etc"));
    const file = join(root, "link.tar.gz");
    expect(Bun.spawnSync(["tar", "-czf", file, "-C", dir, "manifest.json", "media"]).exitCode).toBe(0);
    let error: unknown;
    const before = snapshot(target);
    try {
      await restoreCommand(loadConfig({ DATA_DIR: target }), file);
    } catch (e) {
      error = e;
    }
    // Bun either skips the link (then the manifest lacks a database) or writes it (then we find it).
    expect(error).toBeInstanceOf(Refusal);
    expect((error as Error).message).toMatch(/link or special file|lists no database/);
    expect(snapshot(target)).toEqual(before);
  });

  test("a refusal prints one line with no usage and no stack trace", async () => {
    const out: string[] = [];
    const spy = spyOn(console, "error").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
    const saved = process.env.DATA_DIR;
    process.env.DATA_DIR = target;
    const code = await runCli(["restore", join(root, "nope.tar.gz")]);
    process.env.DATA_DIR = saved;
    spy.mockRestore();
    expect(code).toBe(2);
    expect(out).toEqual([`Refusing to restore ${join(root, "nope.tar.gz")}: the file does not exist`]);
  });
});

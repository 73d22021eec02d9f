/**
 * `uae-deals catalogs process` as an operator runs it: one readable line for every mistake,
 * the named catalogue processed in the foreground, and only queued while a server runs.
 */
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cli, startServer } from "#tests/helpers/cli.ts";

// Processing starts a PDFium child per catalogue.
setDefaultTimeout(60_000);

const root = mkdtempSync(join(tmpdir(), "uae-deals-catalogs-cli-"));
const dataDir = join(root, "data");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const job = (id: number) => {
  const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
  try {
    return db.query("SELECT state, page_count AS pages FROM catalog_jobs WHERE catalog_id = ?").get(id);
  } finally {
    db.close();
  }
};

describe("uae-deals catalogs", () => {
  test("mistakes get one readable line (then the usage), exit 2, never a stack trace", () => {
    expect(cli(dataDir, "seed", "--demo").code).toBe(0);
    for (const [args, message] of [
      [
        ["catalogs"],
        "catalogs needs a command: process [ID ... | --all | --missing] or extract-offers [ID ... | --all]",
      ],
      [["catalogs", "extract-offers"], "catalogs extract-offers takes catalogue ids or --all"],
      [["catalogs", "extract-offers", "9999"], "There is no catalogue with id 9999"],
      [["catalogs", "process", "abc"], '"abc" is not a catalogue id'],
      [["catalogs", "process", "9999"], "There is no catalogue with id 9999"],
      [
        ["catalogs", "process", "--all", "--missing"],
        "catalogs process takes catalogue ids, --all or --missing, not several",
      ],
    ] as const) {
      const run = cli(dataDir, ...args);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.out.split("\n")[0]).toBe(message);
      expect(run.out).not.toMatch(/^\s+at /m);
    }
  });

  test("named catalogues are processed now, and only they", () => {
    const run = cli(dataDir, "catalogs", "process", "2");
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Catalogue 2: \d+ page\(s\) ready in [\d.]+ s \(\d+ processed/m);
    expect(run.out).not.toMatch(/^Catalogue 3: /m);
    expect(job(2)).toMatchObject({ state: "ready" });
    expect(job(3)).toMatchObject({ state: "queued" });
  });

  test("extract-offers reads the offers of served pages again, keeping an operator's correction", () => {
    const db = new Database(join(dataDir, "uae-deals.db"));
    const offers = () => db.query("SELECT id, name, edited FROM catalog_offers WHERE catalog_id = 2 ORDER BY id").all();
    try {
      const before = offers() as { id: number; name: string }[];
      expect(before.length).toBeGreaterThan(0);
      db.run("UPDATE catalog_offers SET name = 'Corrected by hand', edited = 1 WHERE id = ?", [before[0]!.id]);
      db.run("DELETE FROM catalog_offers WHERE catalog_id = 2 AND edited = 0 AND id <> ?", [before[0]!.id]);
      const run = cli(dataDir, "catalogs", "extract-offers", "2", "3");
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/^Catalogue 2: \d+ offer\(s\) on \d+ page\(s\)$/m);
      expect(run.out).toContain("Read the offers of 1 catalogue(s) again"); // 3 serves no pages yet
      const after = offers() as { name: string }[];
      expect(after).toHaveLength(before.length);
      expect(after.filter((o) => o.name === "Corrected by hand")).toHaveLength(1);
    } finally {
      db.close();
    }
  });

  test("extract-offers also stores the pages' words (for search highlights) where processing stored none", () => {
    const db = new Database(join(dataDir, "uae-deals.db"));
    const words = () =>
      db.query("SELECT page, words FROM catalog_pages WHERE catalog_id = 2 ORDER BY page").all() as {
        page: number;
        words: string | null;
      }[];
    try {
      const processed = words();
      expect(processed.length).toBeGreaterThan(0);
      // Processing stored each page's words with their boxes.
      for (const p of processed) expect(JSON.parse(p.words ?? "[]").length).toBeGreaterThan(0);
      // As pages processed before words were kept.
      db.run("UPDATE catalog_pages SET words = NULL WHERE catalog_id = 2");
      const run = cli(dataDir, "catalogs", "extract-offers", "2");
      expect(run.code).toBe(0);
      expect(words()).toEqual(processed);
    } finally {
      db.close();
    }
  });

  test("while a server runs on DATA_DIR the command only queues (the server processes)", async () => {
    const server = await startServer(dataDir);
    try {
      const run = cli(dataDir, "catalogs", "process", "2");
      expect(run.code).toBe(0);
      expect(run.out).toContain("Queued 1 catalogue(s); the running server processes them");
    } finally {
      server.proc.kill();
      await server.proc.exited;
    }
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { freshDb } from "#tests/helpers/db.ts";
import { PRAGMAS } from "./client.ts";

const env = freshDb();
afterAll(() => env.cleanup());

describe("openDatabase", () => {
  test("applies the PRAGMAs security.md promises, read back from SQLite", () => {
    const q = (p: string) => Object.values(env.db.$client.query(`PRAGMA ${p}`).get() as object)[0];
    expect(q("journal_mode")).toBe("wal");
    expect(q("foreign_keys")).toBe(1);
    expect(q("synchronous")).toBe(1); // NORMAL
    expect(q("busy_timeout")).toBe(PRAGMAS.busy_timeout);
    expect(q("wal_autocheckpoint")).toBe(PRAGMAS.wal_autocheckpoint);
  });

  test("enforces foreign keys: a branch cannot point at a missing store", () => {
    expect(() =>
      env.db.$client.run(
        "INSERT INTO branches (store_id, emirate_id, name, slug, address) VALUES (999999, 999999, 'x', 'x', 'x')",
      ),
    ).toThrow(/FOREIGN KEY/);
  });
});

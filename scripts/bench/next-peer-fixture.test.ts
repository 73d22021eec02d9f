/**
 * The Next.js peer renders what our home page rendered (next-peer-fixture.ts takes it from our app):
 * the fixture holds a whole document without our scripts, the SQL our render ran (reads, with their
 * parameters written in), and the peer's replay (next-peer/app/replay.ts) makes the same elements
 * in the same order as our HTML.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { openDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { insertStore } from "#db/seed/factories.ts";
import type { Fixture } from "./next-peer/app/replay.ts";

const dir = mkdtempSync(join(tmpdir(), "uae-deals-peer-test-"));
const data = join(dir, "data");
const out = join(dir, "out");
let fixture: Fixture;
let printed: { bytes: number; elements: number; statements: number };

beforeAll(() => {
  mkdirSync(data);
  const db = openDatabase(join(data, "uae-deals.db"));
  runMigrations(db);
  for (const name of ["Peer Mart", "Replay Market"]) insertStore(db, { name, featured: true });
  db.$client.close();
  const made = Bun.spawnSync(
    [process.execPath, join(import.meta.dir, "next-peer-fixture.ts"), "--data", data, "--out", out],
    { env: { ...process.env, NODE_ENV: "production" }, stdout: "pipe", stderr: "pipe" },
  );
  expect(made.stderr.toString()).toBe("");
  expect(made.exitCode).toBe(0);
  printed = JSON.parse(made.stdout.toString().trim().split("\n").at(-1)!);
  fixture = JSON.parse(readFileSync(join(out, "fixture.json"), "utf8"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Node = Fixture["body"][number];
const tags = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => (typeof n === "string" ? [] : [n[0], ...(n[0] === "script" ? [] : tags(n[2]))]));

describe("the peer's fixture", () => {
  test("a copy of the database and our home page as a whole document, our scripts left out", () => {
    expect(existsSync(join(out, "uae-deals.db"))).toBe(true);
    expect(fixture.html.lang).toBe("en");
    expect(tags(fixture.head)).toContain("title");
    const body = JSON.stringify(fixture.body);
    expect(body).toContain("Peer Mart");
    expect(body).toContain("Replay Market");
    expect(body).not.toContain("text/x-component");
    expect(body).not.toContain('"type":"module"');
    expect(printed.elements).toBeGreaterThan(100);
  });

  test("the SQL our render ran: reads only, their parameters written in", () => {
    expect(fixture.statements.length).toBe(printed.statements);
    expect(fixture.statements.length).toBeGreaterThan(0);
    for (const { sql } of fixture.statements) {
      expect(sql).toMatch(/^\s*select\b/i);
      expect(sql).not.toContain("?");
    }
    // A warm render's: the content clock is read, and the store cards are kept per content
    // version (routes/pages/home.tsx), so the peer replays no store query either.
    expect(fixture.statements.some(({ sql }) => /from content_clock/i.test(sql))).toBe(true);
    expect(fixture.statements.some(({ sql }) => /from "stores"/.test(sql))).toBe(false);
  });

  test("the peer's replay makes the same elements in the same order", async () => {
    process.env.PEER_FIXTURE = join(out, "fixture.json");
    const { bodyContent } = await import("./next-peer/app/replay.ts");
    const html = renderToStaticMarkup(createElement("body", null, ...bodyContent()));
    const rendered = [...html.matchAll(/<([a-z][a-z0-9-]*)/g)].map((m) => m[1]);
    expect(rendered).toEqual(["body", ...tags(fixture.body)]);
    expect(html).toContain("Peer Mart");
  });
});

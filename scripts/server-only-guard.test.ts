import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serverOnlyGuard } from "./server-only-guard.ts";

const root = join(import.meta.dir, "..");
const dir = mkdtempSync(join(root, "src/client/.guard-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(source: string) {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.tsx`);
  writeFileSync(entry, source);
  return Bun.build({ entrypoints: [entry], target: "browser", plugins: [serverOnlyGuard], throw: false });
}

describe("the browser build", () => {
  test("fails loudly when a client module imports the database", async () => {
    const result = await bundle(
      `"use client";\nimport { getDb } from "../../../db/client.ts";\nexport const x = getDb;`,
    );
    expect(result.success).toBe(false);
    expect(result.logs.map(String).join("\n")).toContain("imports server-only");
  });

  test("fails loudly when a client module imports server code or bun:sqlite", async () => {
    for (const path of [
      "../../server/config.ts",
      "../../cli/index.ts",
      "../../../routes/index.ts",
      "bun:sqlite",
      "node:fs",
    ]) {
      const result = await bundle(`"use client";\nimport * as m from "${path}";\nexport const x = m;`);
      expect(result.success).toBe(false);
    }
  });

  test("fails loudly when a client module imports server code through a subpath import (#db/..., #server/...)", async () => {
    for (const path of [
      "#db/client.ts",
      "#server/config.ts",
      "#cli/index.ts",
      "#routes/index.ts",
      "#jobs/scheduler.ts",
    ]) {
      const result = await bundle(`"use client";\nimport * as m from "${path}";\nexport const x = m;`);
      expect(result.success).toBe(false);
      expect(result.logs.map(String).join("\n")).toContain(`imports server-only ${path}`);
    }
  });

  test("fails loudly when a client module reaches server code through a browser-looking helper", async () => {
    writeFileSync(join(dir, "helper.ts"), `export { loadConfig } from "../../server/config.ts";`);
    const result = await bundle(
      `"use client";\nimport { loadConfig } from "./helper.ts";\nexport const x = loadConfig;`,
    );
    expect(result.success).toBe(false);
    expect(result.logs.map(String).join("\n")).toContain("helper.ts imports server-only");
  });

  test("accepts browser-safe helpers, by relative path or subpath import", async () => {
    for (const path of ["../../lib/slug.ts", "#lib/slug.ts"]) {
      const result = await bundle(`"use client";\nimport { slugify } from "${path}";\nexport const x = slugify;`);
      expect(result.success).toBe(true);
    }
  });
});

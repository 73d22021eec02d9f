/**
 * The journeys' data: the demo seeded with every catalogue processed (page images, text, search,
 * offers) and the e2e operator, so journeys see the site as it is once settled instead of racing
 * the background queue. Processing the 44 catalogues is the costly part of a run, so it is done
 * once into a template directory (E2E_DEMO_TEMPLATE) and every server of the run gets a copy:
 * the shared server of each Playwright run (`npm test` runs two, side by side) and the map
 * journeys' second binary, which would otherwise process them all again while its journeys run.
 *
 * As a script (Playwright's webServer command, and `npm test` ahead of the journeys):
 * `bun tests/e2e/demo-data.ts` makes the template if it is missing, then copies it into DATA_DIR
 * when that is set.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { E2E_ADMIN } from "./operator.ts";

// From the project's root (where Playwright and `npm test` run): the binary is built, not imported.
const BINARY = resolve("dist/uae-deals");

/**
 * Makes the template at `template` unless it is there. It is made beside it and renamed into
 * place when complete, so a half-made one is never copied, and of two made at once one wins.
 */
export function ensureDemoTemplate(template: string): void {
  if (existsSync(template)) return;
  const part = `${template}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: part };
  const run = (...args: string[]) => execFileSync(BINARY, args, { env, stdio: "inherit" });
  run("create-admin", "--username", E2E_ADMIN.username, "--password", E2E_ADMIN.password);
  run("seed", "--demo");
  run("catalogs", "process");
  try {
    renameSync(part, template);
  } catch (error) {
    rmSync(part, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
}

/** Fills `dataDir` with a copy of the template (made first if missing). */
export function copyDemoTemplate(template: string, dataDir: string): void {
  ensureDemoTemplate(template);
  cpSync(template, dataDir, { recursive: true });
}

if (import.meta.main) {
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (!template) throw new Error("E2E_DEMO_TEMPLATE names the template directory to make or copy");
  const dataDir = process.env.DATA_DIR;
  if (dataDir) copyDemoTemplate(template, dataDir);
  else ensureDemoTemplate(template);
}

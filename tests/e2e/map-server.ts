/**
 * A second binary for the map's journeys (the shared server runs without MAP_TILE_URL): a copy of
 * the run's processed demo in its own data directory (seeded afresh, its queue would process all
 * 44 catalogues again while the journeys run), tiles from a loopback Bun tile server, both on
 * ports of their own; stop() ends both.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyDemoTemplate } from "./demo-data.ts";

// Paths from the project's root (where Playwright runs), in constants: the binary is built, not imported.
const BINARY = resolve("dist/uae-deals");
const BUN = resolve("node_modules/.bin/bun");
const TILE_SERVER = resolve("tests/helpers/tile-server.ts");

async function until(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Throws when something already answers on `port`: the tests would otherwise talk to it instead. */
async function ensureFree(port: number) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (set E2E_MAP_PORT to a free one)`);
}

export async function startMapServer(port: number, tilePort: number) {
  await ensureFree(port);
  await ensureFree(tilePort);
  const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-map-e2e-"));
  // No backup at start: the map's journeys read public pages only (the shared server's admin shows its backup).
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", BACKUP_EVERY_HOURS: "0" };
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (!template) throw new Error("E2E_DEMO_TEMPLATE is set by playwright.config.ts");
  copyDemoTemplate(template, dataDir);
  const tiles = spawn(BUN, [TILE_SERVER, String(tilePort)], {
    stdio: "ignore",
  });
  const server = spawn(BINARY, ["serve"], {
    env: {
      ...env,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      MAP_ATTRIBUTION: "© Test tiles",
    },
    stdio: "ignore",
  });
  const stop = () => {
    server.kill();
    tiles.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await until(`http://127.0.0.1:${tilePort}/0/0/0.png`, tiles);
    await until(`http://127.0.0.1:${port}/healthz`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

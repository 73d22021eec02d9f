/**
 * Browser journeys against the compiled binary (dist/uae-deals, built by `npm test`)
 * in Debian's Chromium; Playwright's own browser download is not used (no internet).
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "uae-deals-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file; keep one data dir

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    // The offline worker would answer the journeys' requests before page.route sees them (and keep
    // pages between steps): only tests/e2e/offline.e2e.ts lets it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  webServer: {
    // An operator account for the admin journeys, then the demo site with its catalogues already
    // processed (page images, text, search), so journeys see the site as it is once settled
    // instead of racing the background queue.
    command: `./dist/uae-deals create-admin --username ${E2E_ADMIN.username} --password '${E2E_ADMIN.password}' && ./dist/uae-deals seed --demo && ./dist/uae-deals catalogs process && ./dist/uae-deals serve`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Processing the demo's 44 catalogues takes over a minute on two quiet cores, ten on two loaded ones.
    timeout: 900_000,
    stdout: "pipe",
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}` },
  },
});

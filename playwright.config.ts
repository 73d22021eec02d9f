/**
 * Browser journeys against the compiled binary (dist/uae-deals, built by `npm test`)
 * in Debian's Chromium; Playwright's own browser download is not used (no internet).
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { CLIENT_HEADER } from "./tests/e2e/client-address.ts";

const PORT = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "uae-deals-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file; keep one data dir
// The processed demo every server of the run copies (tests/e2e/demo-data.ts); `npm test` names
// one for its Playwright runs, a run of its own makes one beside its data dir.
process.env.E2E_DEMO_TEMPLATE ??= `${dataDir}-demo`;
// Every binary the journeys start serves from one process: another process would see an admin's
// save up to 100 ms later, and what several processes change (limits, metrics, caches across
// processes) is proved by src/cli/serve-workers.test.ts. WORKERS set by hand still applies.
process.env.WORKERS ??= "1";

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
    // A trace records every action's DOM and a screencast (and each axe run's whole script):
    // on CI only a retried journey records one, so passing journeys do not pay for it.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The offline worker would answer the journeys' requests before page.route sees them (and keep
    // pages between steps): only tests/e2e/offline.e2e.ts lets it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  webServer: {
    // A copy of the processed demo with the e2e operator (made first if this run has none yet).
    command: "./node_modules/.bin/bun tests/e2e/demo-data.ts && ./dist/uae-deals serve",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Processing the demo's 44 catalogues takes over a minute on two quiet cores, ten on two loaded ones.
    timeout: 900_000,
    stdout: "pipe",
    // Playwright adds these to its own environment (E2E_DEMO_TEMPLATE included).
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      // Setup steps that post to rate-limited endpoints name an address of their own (tests/e2e/client-address.ts).
      TRUSTED_PROXY_HEADER: CLIENT_HEADER,
    },
  },
});

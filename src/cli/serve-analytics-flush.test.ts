/**
 * Counted events wait in memory for up to a second (src/server/analytics/event-buffer.ts): a
 * server stopped by SIGTERM in that second still writes them before it closes the database.
 * (Stopping the scheduler usually takes longer than the buffer's second, so this guards the
 * whole path rather than the explicit flush in serve.ts alone, which covers a faster stop.)
 */
import { Database } from "bun:sqlite";
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BROWSER_UA } from "#tests/helpers/analytics.ts";
import { startServer } from "#tests/helpers/cli.ts";

setDefaultTimeout(60_000);
const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-analytics-flush-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("events taken just before SIGTERM are in the database after the server exits", async () => {
  const server = await startServer(dataDir);
  const res = await fetch(`${server.origin}/api/events`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin, "User-Agent": BROWSER_UA },
    body: JSON.stringify({
      lang: "en",
      events: [
        { type: "store_view", store: 1 },
        { type: "catalog_view", catalog: 2 },
        { type: "page_read", catalog: 2, page: 3 },
      ],
    }),
  });
  expect(res.status).toBe(202);
  server.proc.kill("SIGTERM");
  expect(await server.proc.exited).toBe(0);
  const db = new Database(join(dataDir, "uae-deals.db"), { readonly: true });
  try {
    expect(db.query("SELECT type FROM analytics_events ORDER BY id").all()).toEqual([
      { type: "store_view" },
      { type: "catalog_view" },
      { type: "page_read" },
    ]);
  } finally {
    db.close();
  }
});

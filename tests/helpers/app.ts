/**
 * The real app over a fresh database, one per test file. startTestApp() registers the
 * file's beforeAll/afterAll itself, so a test file says only what it seeds; what it
 * returns are stable handles that reach that file's app once beforeAll has run.
 */
import { afterAll, beforeAll } from "bun:test";
import type { Db } from "#db/client.ts";
import { createApp } from "#routes/index.ts";
import { analyticsBuffer } from "#server/analytics/event-buffer.ts";
import { loadConfig } from "#server/config.ts";
import { pagePolishIdle } from "#server/page-polish.ts";
import { pageRefreshIdle } from "#server/page-refresh.ts";
import { type Caller, caller, signedInCaller } from "./api.ts";
import { freshDb } from "./db.ts";
import { demoDataDir, today } from "./demo.ts";

/** The whole site as the binary serves it: routes/ composed over src/server. */
export { createApp };

export type TestAppOptions = {
  /** Start from the demo data (seeded once per worker process, copied for each file). */
  demo?: boolean;
  /** Rows (and media files under `dataDir`) this file's tests need, written before the app starts. */
  seed?: (db: Db, dataDir: string) => unknown;
  /** Sign an admin in, for `admin` calls. */
  admin?: boolean;
};

type Running = { env: ReturnType<typeof freshDb>; app: ReturnType<typeof createApp>; admin?: Caller };

export function startTestApp(opts: TestAppOptions = {}) {
  let running: Running | undefined;
  const now = (): Running => {
    if (!running) throw new Error("startTestApp(): used outside a test (before its beforeAll ran)");
    return running;
  };

  beforeAll(async () => {
    const env = freshDb(opts.demo ? await demoDataDir() : undefined);
    await opts.seed?.(env.db, env.dataDir);
    const app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
    running = { env, app, admin: opts.admin ? (await signedInCaller(app, env.db)).call : undefined };
  });
  // What this file's app still has under way is written to this file's database before it is
  // closed: a background refresh of stale pages (src/server/page-refresh.ts), a polish
  // (page-polish.ts), and counted events waiting in the process's buffer, which would otherwise
  // land in the next file's database (store-report.test.ts once counted embed-counting.test.ts's reader).
  afterAll(async () => {
    await pageRefreshIdle();
    await pagePolishIdle();
    analyticsBuffer().flush();
    running?.env.cleanup();
  });

  const app = { request: async (path: string, init?: RequestInit) => now().app.request(path, init) };
  const admin: Caller = (...args) => {
    const call = now().admin;
    if (!call) throw new Error("startTestApp({ admin: true }) signs an admin in");
    return call(...args);
  };

  return {
    env: {
      get db() {
        return now().env.db;
      },
      get dataDir() {
        return now().env.dataDir;
      },
    },
    app,
    anon: caller(app),
    admin,
    /** GET a page; its response and HTML. */
    async get(path: string, headers: Record<string, string> = {}) {
      const res = await app.request(path, { headers });
      return { res, html: await res.text() };
    },
    /** Another app over the same data directory, with more settings (PUBLIC_ORIGIN, ...). */
    appWith(settings: Record<string, string> = {}) {
      return createApp(loadConfig({ DATA_DIR: now().env.dataDir, ...settings }));
    },
    /** The date the demo data was seeded for. */
    today,
  };
}

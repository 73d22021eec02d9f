/**
 * The real app with DATA_DIR on a tiny tmpfs (tiny-disk.ts) and an admin signed in, for the
 * tests of a full or nearly full disk. Set up in the file's beforeAll and torn down in its
 * afterAll; `disk` is null where mounting is not permitted (the tests are then skipped).
 */
import { afterAll, beforeAll } from "bun:test";
import { join } from "node:path";
import { type Db, openDatabase, useDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { loadConfig } from "#server/config.ts";
import { signedInCaller } from "./api.ts";
import { createApp } from "./app.ts";
import { type TinyDisk, tinyDisk } from "./tiny-disk.ts";

export type TinyDiskApp = { disk: TinyDisk | null; db: Db; app: ReturnType<typeof createApp>; cookie: string };

export function appOnTinyDisk(sizeKiB: number): TinyDiskApp {
  const running = { disk: tinyDisk(sizeKiB) } as TinyDiskApp;
  beforeAll(async () => {
    if (!running.disk) return;
    running.db = useDatabase(openDatabase(join(running.disk.dir, "test.db")));
    runMigrations(running.db);
    running.app = createApp(loadConfig({ DATA_DIR: running.disk.dir }));
    running.cookie = (await signedInCaller(running.app, running.db)).cookie;
  });
  afterAll(() => {
    running.db?.$client.close();
    running.disk?.unmount();
  });
  return running;
}

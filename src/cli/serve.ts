import type { Config } from "../server/config.ts";
import { createApp } from "../../routes/index.ts";
import { isDatabaseEmpty } from "../../db/queries/database.ts";
import { seedDemo } from "../../db/seed/demo.ts";
import { openAppDatabase } from "./database.ts";

/** `uae-deals serve [--demo]`: migrate, optionally seed an empty database, then listen. */
export async function serveCommand(config: Config, opts: { demo: boolean }): Promise<void> {
  const db = openAppDatabase(config);
  if (opts.demo && isDatabaseEmpty(db)) {
    const summary = await seedDemo(db, { dataDir: config.dataDir, scale: 1, log: console.log });
    console.log(summary);
  }
  const app = createApp(config);
  const server = Bun.serve({ port: config.port, hostname: config.host, fetch: app.fetch, maxRequestBodySize: 64 * 1024 * 1024 });
  console.log(`uae-deals is serving ${config.dataDir} at http://${config.host}:${server.port} (public origin ${config.publicOrigin})`);
  const stop = () => {
    server.stop();
    db.$client.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

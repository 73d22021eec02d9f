import type { Config } from "../server/config.ts";
import { seedDemo } from "../../db/seed/demo.ts";
import { openAppDatabase } from "./database.ts";

/** `uae-deals seed --demo [--scale N]` */
export async function seedCommand(config: Config, opts: { scale: number }): Promise<number> {
  const db = openAppDatabase(config);
  const summary = await seedDemo(db, { dataDir: config.dataDir, scale: opts.scale, log: console.log });
  console.log(summary);
  return 0;
}

import type { Config } from "../server/config.ts";
import { openAppDatabase } from "./database.ts";

/** `uae-deals migrate` */
export function migrateCommand(config: Config): number {
  const lines: string[] = [];
  openAppDatabase(config, (line) => lines.push(line));
  for (const line of lines) console.log(line);
  if (lines.length === 0) console.log(`The database ${config.dbFile} is up to date`);
  return 0;
}

/**
 * The command line that runs this program's own CLI. The compiled binary is its own entry
 * (process.execPath); from source (tests, dev) process.execPath is bun, which needs main.ts.
 */
import { join } from "node:path";

export function ownCli(...args: string[]): string[] {
  return Bun.isStandaloneExecutable
    ? [process.execPath, ...args]
    : [process.execPath, join(import.meta.dir, "main.ts"), ...args];
}

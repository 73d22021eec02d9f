/**
 * The command line that runs this program's own CLI, for the background work that runs in a
 * child process (page rendering, backups) and for tests. The compiled binary is its own entry
 * (process.execPath); from source (tests, dev) process.execPath is bun, which needs main.ts.
 * A path, not an import: jobs start the CLI as a program and never load its code.
 */
import { join } from "node:path";

export function ownCli(...args: string[]): string[] {
  return Bun.isStandaloneExecutable
    ? [process.execPath, ...args]
    : [process.execPath, join(import.meta.dir, "..", "cli", "main.ts"), ...args];
}

/**
 * A PDF's page count for the upload answer when its page tree is not in plain text (object
 * streams): read by PDFium in a child process (`uae-deals catalogs count-pages FILE`), never in
 * the server, within a time limit; null when it cannot say (processing counts the pages anyway).
 */
import { join } from "node:path";
import { MAX_PAGES } from "#lib/catalog-processing.ts";

/**
 * This program's own CLI, as src/jobs/own-binary.ts gives it (the routes that call this may not
 * import jobs): the compiled binary is its own entry; from source, bun runs src/cli/main.ts.
 */
const ownCli = (...args: string[]) =>
  Bun.isStandaloneExecutable
    ? [process.execPath, ...args]
    : [process.execPath, join(import.meta.dir, "..", "..", "cli", "main.ts"), ...args];

const COUNT_TIMEOUT_MS = 15_000;

export async function countPagesInChild(file: string, timeoutMs = COUNT_TIMEOUT_MS): Promise<number | null> {
  const child = Bun.spawn(ownCli("catalogs", "count-pages", file), {
    stdin: "ignore",
    stdout: "pipe",
    stderr: "ignore",
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    const out = (await new Response(child.stdout).text()).trim();
    const code = await child.exited;
    const pages = /^[0-9]{1,9}$/.test(out) ? Number(out) : 0;
    return code === 0 && pages >= 1 && pages <= MAX_PAGES ? pages : null;
  } finally {
    clearTimeout(timer);
  }
}

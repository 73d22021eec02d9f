/**
 * A PDF's page count for the upload answer when its page tree is not in plain text (object
 * streams): read by PDFium in a child process (`uae-deals catalogs count-pages FILE`), never in
 * the server, within a time limit; null when it cannot say (processing counts the pages anyway).
 */
import { MAX_PAGES } from "#lib/catalog-processing.ts";
import { ownCli } from "#server/own-binary.ts";

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

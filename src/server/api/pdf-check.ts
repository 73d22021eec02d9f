/**
 * What an uploaded PDF holds, for the upload answer: its page count, or why it cannot be used
 * (damaged or cut short, password-protected, no pages, too many). Read by PDFium in a child
 * process (`uae-deals catalogs count-pages FILE`), never in the server, within a time limit;
 * null when the child cannot say in time (processing reads the file anyway and says why).
 */
import { MAX_PAGES, type ProcessingError } from "#lib/catalog-processing.ts";
import { ownCli } from "#server/own-binary.ts";

const CHECK_TIMEOUT_MS = 15_000;

/** Why an upload cannot become a catalogue: the reasons processing would fail it with at once. */
export type PdfProblem = Extract<
  ProcessingError,
  "not_pdf" | "encrypted" | "unreadable" | "no_pages" | "too_many_pages"
>;

export type PdfCheck = { pages: number } | { problem: PdfProblem };

const PROBLEMS: ReadonlySet<string> = new Set<PdfProblem>(["not_pdf", "encrypted", "unreadable"]);

export async function checkPdfInChild(file: string, timeoutMs = CHECK_TIMEOUT_MS): Promise<PdfCheck | null> {
  const child = Bun.spawn(ownCli("catalogs", "count-pages", file), {
    stdin: "ignore",
    stdout: "pipe",
    stderr: "ignore",
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    const out = (await new Response(child.stdout).text()).trim();
    if ((await child.exited) !== 0) return null;
    if (PROBLEMS.has(out)) return { problem: out as PdfProblem };
    if (!/^[0-9]{1,9}$/.test(out)) return null;
    const pages = Number(out);
    if (pages === 0) return { problem: "no_pages" };
    return pages > MAX_PAGES ? { problem: "too_many_pages" } : { pages };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The processing child: `uae-deals catalogs render-pages` run below the server's priority,
 * its events read from its stdout, and watched: its resident memory and the time of each page
 * and of the whole job are bounded (a child past a bound is killed and a "failed" event with
 * the reason is reported), and it is killed when `signal` aborts (the server stops, the job is
 * superseded or deleted). Its stdin is a pipe from this process that is never written: when
 * this process dies in any way the pipe closes and the child stops (render-pages.ts).
 */
import { readFileSync } from "node:fs";
import { setPriority } from "node:os";
import { DISK_FULL_REASON, exitReason } from "#jobs/exit-reason.ts";
import { DEFAULT_PROCESSING_LIMITS, type ProcessingError, type ProcessingLimits } from "#lib/catalog-processing.ts";
import { ownCli } from "#server/own-binary.ts";
import type { RenderEvent } from "./render-pages.ts";

export type RenderLimits = ProcessingLimits;

/** The job's lock file (job-lock.ts), which the child holds for its life, and the bounds (DEFAULT_PROCESSING_LIMITS where not given). */
type RenderRun = { lockFile?: string; limits?: Partial<RenderLimits> };

/** Renders `file`'s pages from `from` into `outDir`, reporting events; resolves to the exit code. */
export type RenderRunner = (
  file: string,
  outDir: string,
  from: number,
  onEvent: (event: RenderEvent) => void,
  signal?: AbortSignal,
  run?: RenderRun,
) => Promise<number>;

const WATCH_MS = 100;
const PAGE_BYTES = 4096;

/** A process's resident memory, from /proc (0 where there is none: no memory bound there). */
function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

export const renderInChild: RenderRunner = async (file, outDir, from, onEvent, signal, run = {}) => {
  const limits = { ...DEFAULT_PROCESSING_LIMITS, ...run.limits };
  const lock = run.lockFile ? ["--lock", run.lockFile] : [];
  const args = ["render-pages", file, outDir, "--from", String(from), "--parent-stdin", ...lock];
  const child = Bun.spawn(ownCli("catalogs", ...args), {
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
  });
  const stderr = new Response(child.stderr).text(); // read as it comes, for the reason of a crash
  // Killed, and why when a bound was passed (an abort is no failure of the PDF's).
  let killed = false;
  let reason: ProcessingError | null = null;
  const stop = (why: ProcessingError | null) => {
    if (!killed) [killed, reason] = [true, why];
    child.kill("SIGKILL");
  };
  const onAbort = () => stop(null);
  signal?.addEventListener("abort", onAbort, { once: true });
  if (signal?.aborted) stop(null); // stopped while the PDF was being found: no event comes any more
  try {
    setPriority(child.pid, 10); // the site stays responsive on two cores
  } catch {
    // Not permitted on this system: runs at normal priority.
  }
  const started = Date.now();
  let lastPage = started;
  const watch = setInterval(() => {
    const now = Date.now();
    if (residentBytes(child.pid) > limits.memoryBytes) stop("too_much_memory");
    else if (now - lastPage > limits.pageMs) stop("page_too_slow");
    else if (now - started > limits.jobMs) stop("too_slow");
  }, WATCH_MS);
  try {
    let pending = "";
    for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
      pending += chunk;
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
        const line = pending.slice(0, end).trim();
        pending = pending.slice(end + 1);
        if (!line || killed) continue;
        const event = JSON.parse(line) as RenderEvent;
        if (event.type === "page") lastPage = Date.now();
        onEvent(event);
      }
    }
    const code = await child.exited;
    if (reason) onEvent({ type: "failed", error: reason });
    else if (code !== 0 && !killed) {
      const why = exitReason(child, await stderr);
      // A full disk the child could not report itself (its own stderr, a temporary file).
      if (why.includes(DISK_FULL_REASON)) onEvent({ type: "failed", error: "disk_full" });
      else throw new Error(`the page renderer ${why}`);
    }
    return code;
  } finally {
    // Whatever ended this run (an error writing a page's row included), the child ends with it.
    if (child.exitCode === null) child.kill("SIGKILL");
    clearInterval(watch);
    signal?.removeEventListener("abort", onAbort);
    try {
      child.stdin.end();
    } catch {
      // Already closed with the child.
    }
  }
};

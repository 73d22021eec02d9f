import { join } from "node:path";
import type { Db } from "#db/client.ts";
import { type CatalogJob, failJob, getCatalogJob, nextDueJob, updateCatalogJob } from "#db/queries/catalog-jobs.ts";
import {
  copyPages,
  finishJob,
  pageTextLength,
  readyTwinOf,
  restartJob,
  savePage,
} from "#db/queries/catalog-page-swap.ts";
import { syncSearchIndexInTurns } from "#db/queries/search-index.ts";
import type { JobLog, Task } from "#jobs/scheduler.ts";
import {
  MAX_CATALOG_TEXT,
  MAX_PAGE_TEXT,
  type ProcessingError,
  pageImageUrl,
  RETRYABLE_ERRORS,
} from "#lib/catalog-processing.ts";
import { isDiskFull } from "#lib/disk-full.ts";
import { errorText } from "#lib/log.ts";
import type { Config } from "#server/config.ts";
import { countJob } from "#server/metrics-counters.ts";
import type { FetchPdfOptions } from "#server/ssrf/fetch-pdf.ts";
import { jobLockFile, takeLock } from "./job-lock.ts";
import { sweepPageImages } from "./page-image-sweep.ts";
import { pdfHash, pdfSourceFile } from "./pdf-source.ts";
import { type RenderLimits, type RenderRunner, renderInChild } from "./render-child.ts";

export type { RenderRunner };

export type RunnerDeps = {
  db: Db;
  config: Config;
  render?: RenderRunner;
  now?: () => Date;
  /** One line when a job starts and one when it ends (with its duration and why it failed). */
  log?: JobLog;
  fetchOptions?: FetchPdfOptions;
  /** Aborted when the server stops: the child is killed and the job stays where it was, to resume. */
  signal?: AbortSignal;
  /** The child's bounds, over the config's (PROCESSING_MEMORY_MB, PROCESSING_PAGE_SECONDS, PROCESSING_JOB_MINUTES). */
  limits?: Partial<RenderLimits>;
};

const MAX_ATTEMPTS = 3;
const BACKOFF_MS = [30_000, 120_000, 480_000];

/** busy: another process renders this job (an earlier server's child finishing its page); it is left to run later. */
type Outcome = "ready" | "failed" | "retrying" | "superseded" | "stopped" | "busy";

/** How often a running job checks that its catalogue still has the file it renders. */
const WATCH_JOB_MS = 500;

const pagesDir = (config: Config, hash: string) => join(config.dataDir, "media", "pages", hash);

/** Runs one job to its end; anything unexpected (an unreadable file, a child's garbage) counts as a crash. */
export async function runJob(deps: RunnerDeps, job: CatalogJob): Promise<Outcome> {
  const began = performance.now();
  const id = job.catalogId;
  const of = job.pageCount ? ` of ${job.pageCount}` : "";
  deps.log?.(`Catalogue ${id}: processing started at page ${job.pagesDone + 1}${of} (${job.fileUrl})`, "info", {
    event: "catalog.started",
    catalog: id,
    fromPage: job.pagesDone + 1,
    pages: job.pageCount,
    file: job.fileUrl,
  });
  let outcome: Outcome;
  let why: string | undefined;
  try {
    outcome = await attempt(deps, job);
  } catch (error) {
    why = errorText(error);
    // The database's own disk full (SQLITE_FULL writing a page) is no crash another try cures.
    outcome = failure(deps, job, isDiskFull(error) ? "disk_full" : "crashed");
  }
  logEnd(deps, job, outcome, (performance.now() - began) / 1000, why);
  return outcome;
}

/** The job's one closing line: how it ended, in how long, how many pages, and why when it failed. */
function logEnd(deps: RunnerDeps, job: CatalogJob, outcome: Outcome, seconds: number, why?: string) {
  const now = getCatalogJob(deps.db, job.catalogId);
  const pages = Math.max(0, (now?.pagesDone ?? 0) - (now?.pdfHash === job.pdfHash ? job.pagesDone : 0));
  countJob(outcome, pages, seconds);
  const took = `${seconds.toFixed(1)} s`;
  const perPage = pages ? `, ${(seconds / pages).toFixed(2)} s/page` : "";
  const error = now?.error ?? undefined;
  const line =
    outcome === "ready"
      ? `${now?.pageCount ?? 0} page(s) ready in ${took} (${pages} processed${perPage})`
      : outcome === "failed" || outcome === "retrying"
        ? `${outcome === "failed" ? "failed" : `retrying at ${now?.runAfter.toISOString()}`} after ${took}: ${error}${why ? ` (${why})` : ""}`
        : outcome === "stopped"
          ? `stopped with the server after ${took} at page ${now?.pagesDone ?? 0}, to resume on the next start`
          : outcome === "busy"
            ? "left for later: another process is rendering it"
            : `superseded after ${took} (its file changed meanwhile)`;
  deps.log?.(
    `Catalogue ${job.catalogId}: ${line}`,
    outcome === "failed" || (outcome === "retrying" && error === "crashed") ? "error" : "info",
    {
      event: "catalog.ended",
      catalog: job.catalogId,
      outcome,
      seconds: Number(seconds.toFixed(3)),
      pages,
      error: outcome === "failed" || outcome === "retrying" ? error : undefined,
      cause: why,
    },
  );
}

/** Records a failed attempt: retried later when another try may help, else failed for good. */
function failure(deps: RunnerDeps, job: CatalogJob, error: ProcessingError): Outcome {
  const retry = RETRYABLE_ERRORS.has(error) && job.attempts + 1 < MAX_ATTEMPTS;
  const at = retry ? new Date((deps.now ?? (() => new Date()))().getTime() + BACKOFF_MS[job.attempts]!) : null;
  failJob(deps.db, job, error, at);
  return at ? "retrying" : "failed";
}

async function attempt(deps: RunnerDeps, job: CatalogJob): Promise<Outcome> {
  const { db, config } = deps;
  const fail = (error: ProcessingError) => failure(deps, job, error);
  if (updateCatalogJob(db, job, { state: "processing" }) === 0) return "superseded";

  const source = await pdfSourceFile(config, job.fileUrl, deps.fetchOptions);
  if (!source.ok) return fail(source.error);
  const hash = await pdfHash(source.file);
  if (hash !== job.pdfHash) {
    // Another file under the same URL (or the first look): start from page 1.
    if (!restartJob(db, job, hash)) return "superseded";
    job = { ...job, pdfHash: hash, pagesDone: 0, pageCount: null };
  }

  const twin = readyTwinOf(db, job.catalogId, hash);
  if (twin?.livePages && (await Bun.file(join(pagesDir(config, hash), "1-480.webp")).exists())) {
    copyPages(db, job, twin.catalogId);
    return finish(deps, job, twin.livePages, hash);
  }

  // A quick look before starting a child: an earlier server's child may still hold the job.
  const lockFile = jobLockFile(config.dataDir, job.catalogId);
  const probe = takeLock(lockFile);
  if (!probe) return "busy";
  probe.release();

  const dir = pagesDir(config, hash);
  let pageCount = job.pageCount ?? 0;
  let refused = null as ProcessingError | null;
  let busy = false;
  let superseded = false;
  // Killed when the server stops or the job is superseded or deleted, even mid-page.
  const cancel = new AbortController();
  const stopped = () => cancel.abort();
  deps.signal?.addEventListener("abort", stopped, { once: true });
  if (deps.signal?.aborted) cancel.abort();
  const supersede = () => {
    superseded = true;
    cancel.abort();
  };
  const watch = setInterval(() => {
    if (getCatalogJob(db, job.catalogId)?.fileUrl !== job.fileUrl) supersede();
  }, WATCH_JOB_MS);
  let textLeft = MAX_CATALOG_TEXT - pageTextLength(db, job.catalogId);
  let code: number;
  try {
    code = await (deps.render ?? renderInChild)(
      source.file,
      dir,
      job.pagesDone + 1,
      (event) => {
        if (superseded) return;
        if (event.type === "opened") {
          pageCount = event.pages;
          if (updateCatalogJob(db, job, { pageCount }) === 0) supersede();
        } else if (event.type === "page") {
          const text = event.text.slice(0, Math.max(0, Math.min(MAX_PAGE_TEXT, textLeft)));
          textLeft -= text.length;
          if (event.offersError)
            deps.log?.(
              `Catalogue ${job.catalogId}: no offers read on page ${event.page} (${event.offersError})`,
              "warn",
              {
                event: "catalog.offers_failed",
                catalog: job.catalogId,
                page: event.page,
                error: event.offersError,
              },
            );
          if (!savePage(db, job, { ...event, text })) supersede();
        } else if (event.type === "busy") busy = true;
        else refused = event.error;
      },
      cancel.signal,
      { lockFile, limits: { ...config.processingLimits, ...deps.limits } },
    );
  } finally {
    clearInterval(watch);
    deps.signal?.removeEventListener("abort", stopped);
  }
  if (deps.signal?.aborted) return "stopped";
  if (superseded) return "superseded";
  if (busy) return "busy";
  if (refused) return fail(refused);
  const done = getCatalogJob(db, job.catalogId)?.pagesDone ?? 0;
  if (code !== 0 || pageCount === 0 || done < pageCount) return fail("crashed");
  return finish(deps, job, pageCount, hash);
}

async function finish(deps: RunnerDeps, job: CatalogJob, pageCount: number, hash: string): Promise<Outcome> {
  if (!finishJob(deps.db, job, pageCount, hash, pageImageUrl(hash, 1, 480))) return "superseded";
  await syncSearchIndexInTurns(deps.db); // pages swapped in without a staged search body
  return "ready";
}

/** Runs every job due now (of `only`'s catalogues when given), and those that fall due meanwhile; returns how many ran. */
export async function drainQueue(deps: RunnerDeps, only?: number[]): Promise<number> {
  const now = deps.now ?? (() => new Date());
  let ran = 0;
  // Jobs another process renders are skipped in this round (the next poll tries again).
  const busy: number[] = [];
  for (
    let job = nextDueJob(deps.db, now(), only, busy);
    job && !deps.signal?.aborted;
    job = nextDueJob(deps.db, now(), only, busy)
  ) {
    if ((await runJob(deps, job)) === "busy") busy.push(job.catalogId);
    ran++;
  }
  if (ran > 0) sweepPageImages(deps.db, deps.config);
  return ran;
}

/** How often the server looks for newly queued jobs (a catalogue saved through the API, or by another process). */
const POLL_MS = 2000;

/**
 * The server's processing as a scheduler task: at start, then every POLL_MS while anything is
 * due (run_after keeps a retry's back-off), it drains the queue. When `serve` stops, the
 * signal kills the render child and the job stays where it was, to resume on the next start.
 */
export function catalogProcessingTask(deps: RunnerDeps): Task {
  const now = deps.now ?? (() => new Date());
  return {
    name: "catalogue processing",
    everyMs: POLL_MS,
    atStart: true,
    due: () => nextDueJob(deps.db, now()) !== undefined,
    async run(signal) {
      const ran = await drainQueue({ ...deps, signal });
      return `${ran} job(s)${signal.aborted ? ", the last handed back to resume" : ""}`;
    },
  };
}

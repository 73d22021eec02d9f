/**
 * `uae-deals catalogs process [ID ... | --all | --missing]`: queue catalogues for processing
 * afresh (none named: just what is already due) and, unless a server is running on DATA_DIR
 * (it does the work itself), process them now, one line per catalogue: the named ones only,
 * or with --all, --missing or nothing named, everything due.
 * `uae-deals catalogs render-pages FILE DIR [--from N] [--lock FILE]` is the processing child's own
 * command: with --lock it holds that job's lock (job-lock.ts) for its life, or says "busy"; with
 * --parent-stdin it ends when its stdin (a pipe from the server) closes.
 * `uae-deals catalogs count-pages FILE` prints the PDF's page count, or why PDFium cannot open it
 * (not_pdf, encrypted, unreadable).
 * `uae-deals catalogs extract-offers [ID ... | --all]` reads the offers of served pages again
 * (reextract-offers.ts), without drawing their images.
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { existingCatalogIds, listJobStatuses, requeueCatalogJobs } from "#db/queries/catalog-jobs.ts";
import { takeLock } from "#jobs/catalog-pages/job-lock.ts";
import { drainQueue } from "#jobs/catalog-pages/job-runner.ts";
import { dieWithParent } from "#jobs/catalog-pages/parent-watch.ts";
import { openPdf, PdfError } from "#jobs/catalog-pages/pdfium.ts";
import { reextractOffers } from "#jobs/catalog-pages/reextract-offers.ts";
import { type RenderEvent, renderPages } from "#jobs/catalog-pages/render-pages.ts";
import type { Config } from "#server/config.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { openAppDatabase } from "./database.ts";
import { Refusal, UsageError } from "./errors.ts";

export async function catalogsCommand(config: Config, args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "process") return processCommand(config, rest);
  if (sub === "render-pages") return renderPagesCommand(rest);
  if (sub === "count-pages") return countPagesCommand(rest);
  if (sub === "extract-offers") return extractOffersCommand(config, rest);
  throw new UsageError(
    "catalogs needs a command: process [ID ... | --all | --missing] or extract-offers [ID ... | --all]",
  );
}

async function processCommand(config: Config, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { all: { type: "boolean" }, missing: { type: "boolean" } },
    strict: true,
    allowPositionals: true,
  });
  if ([values.all, values.missing, positionals.length > 0].filter(Boolean).length > 1)
    throw new UsageError("catalogs process takes catalogue ids, --all or --missing, not several");
  const ids = positionals.map(catalogueId);
  let lock: { release(): void } | null = null;
  try {
    lock = acquireDataDirLock(config.dataDir, "catalogs process");
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
  }
  try {
    const db = openAppDatabase(config);
    const unknown = ids.filter((id) => !existingCatalogIds(db, ids).includes(id));
    if (unknown.length) throw new Refusal(`There is no catalogue with id ${unknown.join(", ")}`);
    const which = values.all ? "all" : values.missing ? "missing" : ids.length ? ids : null;
    const queued = which ? requeueCatalogJobs(db, which) : 0;
    if (!lock) {
      console.log(
        `Queued ${queued} catalogue(s); the running server processes them (the admin catalogue list shows progress)`,
      );
      return 0;
    }
    const ran = await drainQueue({ db, config, log: (line) => console.log(line) }, ids.length ? ids : undefined);
    const states = listJobStatuses(db);
    const failed = states.filter((s) => s.state === "failed").length;
    const ready = states.filter((s) => s.state === "ready").length;
    console.log(`Processed ${ran} job(s): ${ready} catalogue(s) ready, ${failed} failed`);
    return 0;
  } finally {
    lock?.release();
  }
}

async function extractOffersCommand(config: Config, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { all: { type: "boolean" } },
    strict: true,
    allowPositionals: true,
  });
  if (!values.all === (positionals.length === 0))
    throw new UsageError("catalogs extract-offers takes catalogue ids or --all");
  const ids = positionals.map(catalogueId);
  const db = openAppDatabase(config);
  const unknown = ids.filter((id) => !existingCatalogIds(db, ids).includes(id));
  if (unknown.length) throw new Refusal(`There is no catalogue with id ${unknown.join(", ")}`);
  const done = await reextractOffers(db, config, values.all ? "all" : ids, (line) => console.log(line));
  console.log(
    `Read the offers of ${done.catalogues} catalogue(s) again: ${done.offers} offer(s)` +
      (done.skipped ? `; ${done.skipped} left as they were` : ""),
  );
  return 0;
}

/** The child's side: events as JSON lines on stdout (render-child.ts reads them). */
async function renderPagesCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { from: { type: "string" }, lock: { type: "string" }, "parent-stdin": { type: "boolean" } },
    strict: true,
    allowPositionals: true,
  });
  const [file, outDir] = positionals;
  const from = Number(values.from ?? 1);
  if (!file || !outDir || positionals.length !== 2 || !Number.isInteger(from) || from < 1)
    throw new UsageError("catalogs render-pages needs FILE DIR [--from N] [--lock FILE] [--parent-stdin]");
  // Stops when the server that started it is gone (the stdin pipe it holds closes).
  if (values["parent-stdin"]) dieWithParent();
  const lock = values.lock ? takeLock(values.lock) : null;
  // Every event is written out before the process ends (a 400 KB line must not be cut short).
  const emit = (event: RenderEvent) =>
    new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(event)}\n`, () => resolve()));
  try {
    if (values.lock && !lock) return await emit({ type: "busy" }).then(() => 0);
    mkdirSync(outDir, { recursive: true });
    const writes: Promise<void>[] = [];
    await renderPages(file, outDir, from, (event) => writes.push(emit(event)));
    await Promise.all(writes);
    return 0;
  } finally {
    lock?.release();
  }
}

/** The upload's page count or the reason it cannot be read, by PDFium out of the server (src/server/api/pdf-check.ts). */
async function countPagesCommand(args: string[]): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length) throw new UsageError("catalogs count-pages needs FILE");
  let answer: string;
  try {
    const doc = await openPdf(file);
    answer = String(doc.pageCount);
    doc.close();
  } catch (error) {
    if (!(error instanceof PdfError)) throw error;
    answer = error.code;
  }
  await new Promise<void>((resolve) => process.stdout.write(`${answer}\n`, () => resolve()));
  return 0;
}

function catalogueId(p: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(p)) throw new UsageError(`"${p}" is not a catalogue id`);
  return Number(p);
}

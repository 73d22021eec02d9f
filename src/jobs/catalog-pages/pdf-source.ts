/**
 * The PDF file a processing job reads: a catalogue file this site serves (/media/...) is read
 * where it lies; one on another site is fetched once through the SSRF-safe fetcher and kept
 * under DATA_DIR/media/remote/ (named by the URL's hash), so Retry and restarts don't fetch again.
 */
import { existsSync, mkdirSync, renameSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ProcessingError } from "#lib/catalog-processing.ts";
import { localMediaPath } from "#lib/media-path.ts";
import type { Config } from "#server/config.ts";
import { remoteCopyName } from "#server/media-files.ts";
import { type FetchPdfOptions, fetchPdf } from "#server/ssrf/fetch-pdf.ts";

/** The biggest PDF processed (a print-quality 300-page flyer is well under it). */
const MAX_PDF_BYTES = 120 * 1024 * 1024;

export type PdfSource = { ok: true; file: string } | { ok: false; error: ProcessingError };

export async function pdfSourceFile(
  config: Config,
  fileUrl: string,
  fetchOptions?: FetchPdfOptions,
): Promise<PdfSource> {
  const local = localMediaPath(fileUrl, config.publicOrigin);
  const file = local
    ? join(config.dataDir, local)
    : /^https?:\/\//i.test(fileUrl)
      ? join(config.dataDir, "media", "remote", remoteCopyName(fileUrl))
      : null;
  if (!file) return { ok: false, error: "missing_file" };
  if (!local && !existsSync(file)) {
    const fetched = await fetchPdf(fileUrl, { timeoutMs: 60_000, ...fetchOptions, maxBytes: MAX_PDF_BYTES });
    if (!fetched.ok) return { ok: false, error: fetched.status === 413 ? "too_large" : "fetch_failed" };
    mkdirSync(join(config.dataDir, "media", "remote"), { recursive: true });
    await Bun.write(`${file}.part`, fetched.body);
    renameSync(`${file}.part`, file);
  }
  if (!existsSync(file) || !statSync(file).isFile()) return { ok: false, error: "missing_file" };
  if (statSync(file).size > MAX_PDF_BYTES) return { ok: false, error: "too_large" };
  return { ok: true, file };
}

/** The file's SHA-256, hex, first 32 digits: its page images' folder name. Read in chunks. */
export async function pdfHash(file: string): Promise<string> {
  const hash = new Bun.CryptoHasher("sha256");
  for await (const chunk of Bun.file(file).stream()) hash.update(chunk);
  return hash.digest("hex").slice(0, 32);
}

/**
 * /api/admin/uploads — catalogue PDFs and their cover images, stored under
 * DATA_DIR/media/uploads and served by the site. Files are checked by content (the
 * `%PDF-` and PNG signatures), never trusted by name or declared type. An upload is written
 * to disk as it arrives (multipart-file.ts) and the server parses no PDF: PDFium opens it in a
 * child process (src/server/api/pdf-check.ts) for the page count in the answer, and a PDF it
 * cannot use (damaged or cut short, password-protected, without pages, too long) is refused at
 * once with the reason, instead of becoming a catalogue that fails later.
 */

import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { MAX_PAGES } from "#lib/catalog-processing.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { saveMultipartFile } from "#server/api/multipart-file.ts";
import { checkPdfInChild, type PdfProblem } from "#server/api/pdf-check.ts";
import { UPLOAD_LIMIT } from "#server/api/request-guard.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COVER_LIMIT = 2 * 1024 * 1024;

/** Why a PDF is refused, in the words of the API (the admin shows its own: processing.errors.<code>). */
const PROBLEM_TEXT: Record<PdfProblem, string> = {
  not_pdf: "The PDF cannot be read: it is damaged or cut short. Export it again and upload the new file",
  unreadable: "The PDF file could not be opened",
  encrypted: "The PDF is password-protected. Upload a copy without a password",
  no_pages: "The PDF has no pages",
  too_many_pages: `The PDF has more than ${MAX_PAGES} pages. Split it into smaller catalogues`,
};

/** Streams the request's `file` to a new name under DATA_DIR/media/uploads; its URL and first bytes. */
async function store(c: Context<ApiEnv>, extension: string, limit: number) {
  const dir = join(c.get("config").dataDir, "media", "uploads");
  await mkdir(dir, { recursive: true });
  const name = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}.${extension}`;
  const target = join(dir, name);
  const saved = await saveMultipartFile(c.req.raw, target, limit);
  return { url: `/media/uploads/${name}`, target, head: saved.head };
}

/** Removes a stored file and refuses the upload with `error`. */
async function refuse(file: { target: string }, error: ApiError): Promise<never> {
  await Bun.file(file.target).delete();
  throw error;
}

/** Refuses (and removes) a stored file whose first bytes are not what `ok` expects. */
async function checkSignature(file: { target: string; head: Uint8Array }, ok: boolean, error: ApiError) {
  if (!ok) await refuse(file, error);
}

export const uploadRoutes = new Hono<ApiEnv>()
  .post("/catalog", requireAdmin, async (c) => {
    const file = await store(c, "pdf", UPLOAD_LIMIT);
    const isPdf = new TextDecoder().decode(file.head.subarray(0, 5)) === "%PDF-";
    await checkSignature(
      file,
      isPdf,
      new ApiError(400, "The file is not a PDF", [{ path: "file", message: "Not a PDF" }]),
    );
    // A PDF that cannot become a catalogue is refused now, while the operator is at the form:
    // taken, it would only fail processing later. When PDFium cannot say in time (null), the
    // file is taken and processing decides.
    const check = await checkPdfInChild(file.target);
    if (check && "problem" in check) {
      const message = PROBLEM_TEXT[check.problem];
      await refuse(file, new ApiError(422, message, [{ path: "file", message, code: check.problem }]));
    }
    return c.json({ fileUrl: file.url, pages: check && "pages" in check ? check.pages : null }, 201);
  })
  .post("/cover", requireAdmin, async (c) => {
    const file = await store(c, "png", COVER_LIMIT);
    const isPng = PNG.every((b, i) => file.head[i] === b);
    await checkSignature(
      file,
      isPng,
      new ApiError(400, "The cover must be a PNG image", [{ path: "file", message: "Not a PNG" }]),
    );
    return c.json({ url: file.url }, 201);
  });

/**
 * /api/admin/uploads — catalogue PDFs, their cover images and the stores' logos and covers,
 * stored under DATA_DIR/media/uploads and served by the site. Files are checked by content (the
 * `%PDF-` signature; PNG, JPEG or WebP for images), never trusted by name or declared type. An
 * upload is written to disk as it arrives (multipart-file.ts) and the server parses no PDF: PDFium
 * opens it in a child process (src/server/api/pdf-check.ts) for the page count in the answer, and a
 * PDF it cannot use (damaged or cut short, password-protected, without pages, too long) is refused
 * at once with the reason, instead of becoming a catalogue that fails later.
 */

import { mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { MAX_PAGES } from "#lib/catalog-processing.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { imageExtensionOf } from "#server/api/image-type.ts";
import { saveMultipartFile } from "#server/api/multipart-file.ts";
import { checkPdfInChild, type PdfProblem } from "#server/api/pdf-check.ts";
import { UPLOAD_LIMIT } from "#server/api/request-guard.ts";

const IMAGE_LIMIT = 2 * 1024 * 1024;

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

/**
 * An image upload: stored under a name without a type, then renamed to the extension of what its
 * first bytes say it is (so it is served as that type), or removed and refused.
 */
async function imageUpload(c: Context<ApiEnv>) {
  const file = await store(c, "upload", IMAGE_LIMIT);
  const extension = imageExtensionOf(file.head);
  await checkSignature(
    file,
    extension !== null,
    new ApiError(400, "The image must be a PNG, JPEG or WebP file", [
      { path: "file", message: "Not a PNG, JPEG or WebP image" },
    ]),
  );
  const target = file.target.replace(/\.upload$/, `.${extension}`);
  await rename(file.target, target);
  return c.json({ url: file.url.replace(/\.upload$/, `.${extension}`) }, 201);
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
  // A catalogue's cover, and a store's logo or cover: the same rules.
  .post("/cover", requireAdmin, imageUpload)
  .post("/image", requireAdmin, imageUpload);

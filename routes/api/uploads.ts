/**
 * /api/admin/uploads — catalogue PDFs and their cover images, stored under
 * DATA_DIR/media/uploads and served by the site. Files are checked by content (the
 * `%PDF-` and PNG signatures), never trusted by name or declared type; the page count
 * is read from the PDF itself when it can be (processing counts it in any case).
 */

import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { PDFDocument } from "pdf-lib";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { UPLOAD_LIMIT } from "#server/api/request-guard.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COVER_LIMIT = 2 * 1024 * 1024;

async function fileFrom(c: Context<ApiEnv>, limit: number): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, "Send the file as multipart/form-data in a field named file");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(400, "Choose a file to upload", [{ path: "file", message: "Required" }]);
  if (file.size > limit)
    throw new ApiError(413, `The file is too large (at most ${Math.round(limit / 1024 / 1024)} MiB)`);
  return new Uint8Array(await file.arrayBuffer());
}

async function store(c: Context<ApiEnv>, bytes: Uint8Array, extension: string): Promise<string> {
  const dir = join(c.get("config").dataDir, "media", "uploads");
  await mkdir(dir, { recursive: true });
  const name = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}.${extension}`;
  await writeWhole(join(dir, name), bytes);
  return `/media/uploads/${name}`;
}

/** Writes `bytes` to `file`, or nothing: a write cut short (a full disk) leaves no partial file behind. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  try {
    await Bun.write(file, bytes);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

export const uploadRoutes = new Hono<ApiEnv>()
  .post("/catalog", requireAdmin, async (c) => {
    const bytes = await fileFrom(c, UPLOAD_LIMIT);
    if (new TextDecoder().decode(bytes.subarray(0, 5)) !== "%PDF-")
      throw new ApiError(400, "The file is not a PDF", [{ path: "file", message: "Not a PDF" }]);
    // A PDF pdf-lib cannot read (password-protected, damaged) is still taken: processing says why
    // in words on the catalogue (encrypted, not_pdf …) and offers Retry once a good file is there.
    let pages: number | null = null;
    try {
      pages = (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
    } catch {
      pages = null;
    }
    return c.json({ fileUrl: await store(c, bytes, "pdf"), pages }, 201);
  })
  .post("/cover", requireAdmin, async (c) => {
    const bytes = await fileFrom(c, COVER_LIMIT);
    if (!PNG.every((b, i) => bytes[i] === b))
      throw new ApiError(400, "The cover must be a PNG image", [{ path: "file", message: "Not a PNG" }]);
    return c.json({ url: await store(c, bytes, "png") }, 201);
  });

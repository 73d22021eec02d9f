/**
 * /api/admin/uploads — catalogue PDFs, their cover images and the stores' logos and covers,
 * stored under DATA_DIR/media/uploads and served by the site. Files are checked by content (the
 * `%PDF-` signature; PNG, JPEG or WebP for images), never trusted by name or declared type. An upload is written
 * to disk as it arrives (multipart-file.ts) and the server parses no PDF: the page count in
 * the answer is the /Count of a page tree seen in plain text while the bytes stream by, else
 * PDFium's count in a child process (src/server/api/pdf-page-count.ts), or null; processing counts the pages anyway.
 */

import { mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { MAX_PAGES } from "#lib/catalog-processing.ts";
import { type ApiEnv, requireAdmin } from "#server/api/env.ts";
import { ApiError } from "#server/api/errors.ts";
import { imageExtensionOf } from "#server/api/image-type.ts";
import { saveMultipartFile } from "#server/api/multipart-file.ts";
import { countPagesInChild } from "#server/api/pdf-page-count.ts";
import { UPLOAD_LIMIT } from "#server/api/request-guard.ts";

const IMAGE_LIMIT = 2 * 1024 * 1024;

/** How far around "/Type /Pages" its dictionary's /Count is looked for (a long /Kids array sits between). */
const WINDOW = 64 * 1024;
const PAGES = /\/Type\s*\/Pages\b/g;

/**
 * The biggest /Count of a page-tree dictionary in the bytes fed (the root's is the total),
 * read in windows as they stream by; null when none is plain or it is no catalogue's.
 */
function pageTreeCount() {
  let text = "";
  let best = 0;
  return {
    feed(bytes: Uint8Array) {
      text += Buffer.from(bytes).toString("latin1");
      for (const m of text.matchAll(PAGES)) {
        const open = text.lastIndexOf("<<", m.index);
        const close = text.indexOf(">>", m.index);
        if (open < 0 || close < 0) continue; // its dictionary ends in the next bytes: seen again then
        const count = /\/Count\s+(\d{1,9})\b/.exec(text.slice(open, close));
        if (count) best = Math.max(best, Number(count[1]));
      }
      text = text.slice(-WINDOW);
    },
    get count(): number | null {
      return best >= 1 && best <= MAX_PAGES ? best : null;
    },
  };
}

/** Streams the request's `file` to a new name under DATA_DIR/media/uploads; its URL and first bytes. */
async function store(c: Context<ApiEnv>, extension: string, limit: number, onChunk?: (chunk: Uint8Array) => void) {
  const dir = join(c.get("config").dataDir, "media", "uploads");
  await mkdir(dir, { recursive: true });
  const name = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}.${extension}`;
  const target = join(dir, name);
  const saved = await saveMultipartFile(c.req.raw, target, limit, onChunk);
  return { url: `/media/uploads/${name}`, target, head: saved.head };
}

/** Refuses (and removes) a stored file whose first bytes are not what `ok` expects. */
async function checkSignature(file: { target: string; head: Uint8Array }, ok: boolean, error: ApiError) {
  if (ok) return;
  await Bun.file(file.target).delete();
  throw error;
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
    // A PDF that cannot be read (password-protected, damaged) is still taken: processing says why
    // in words on the catalogue (encrypted, not_pdf …) and offers Retry once a good file is there.
    const pages = pageTreeCount();
    const file = await store(c, "pdf", UPLOAD_LIMIT, (chunk) => pages.feed(chunk));
    const isPdf = new TextDecoder().decode(file.head.subarray(0, 5)) === "%PDF-";
    await checkSignature(
      file,
      isPdf,
      new ApiError(400, "The file is not a PDF", [{ path: "file", message: "Not a PDF" }]),
    );
    return c.json({ fileUrl: file.url, pages: pages.count ?? (await countPagesInChild(file.target)) }, 201);
  })
  // A catalogue's cover, and a store's logo or cover: the same rules.
  .post("/cover", requireAdmin, imageUpload)
  .post("/image", requireAdmin, imageUpload);

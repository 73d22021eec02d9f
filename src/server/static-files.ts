/**
 * Serves the files embedded in the binary (hashed /assets/* are immutable; public/
 * files get a short cache) and the files the site writes under DATA_DIR/media
 * (demo logos, catalogue PDFs and covers, uploads).
 */

import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipAsync } from "node:zlib";
import type { Context } from "hono";
import { chooseEncoding } from "./accept-encoding.ts";
import { buildOutput } from "./build-output.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
};
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".txt", ".json", ".map", ".webmanifest"]);
/** Compressed once per file and kept (the first request's promise, shared by those at the same time). */
const compressed = {
  br: new Map<string, Promise<Uint8Array<ArrayBuffer>>>(),
  gzip: new Map<string, Promise<Uint8Array<ArrayBuffer>>>(),
};
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipAsync);

/**
 * Quality 11 (the smallest) and gzip level 9 are affordable: each file is compressed once per
 * process, off the JavaScript thread, so the pdf.js worker's megabyte stalls no other request.
 */
async function compress(bytes: Uint8Array<ArrayBuffer>, encoding: "br" | "gzip"): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === "gzip"
      ? await gzip(bytes, { level: 9 })
      : await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;
}

/**
 * The offline worker keeps its URL from release to release, so the browser must ask every time
 * whether it changed (it then compares the bytes): a new release's worker takes over on the
 * next visit instead of after an hour's HTTP cache.
 */
const WORKER = "/sw.js";

function cacheControlOf(pathname: string) {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return pathname === WORKER ? "no-cache" : "public, max-age=3600";
}

function typeOf(path: string) {
  return TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/** Answers an embedded static file, or null when `pathname` is not one. */
export async function serveEmbedded(c: Context, pathname: string): Promise<Response | null> {
  const file = (await buildOutput()).staticFiles[pathname];
  if (!file) return null;
  const ext = extname(pathname).toLowerCase();
  const headers: Record<string, string> = {
    "Content-Type": typeOf(pathname),
    "Cache-Control": cacheControlOf(pathname),
  };
  if (!COMPRESSIBLE.has(ext)) return new Response(Bun.file(file), { headers });
  // Compressible files vary by encoding whichever one this answer has, so a shared cache keeps each apart.
  headers.Vary = "Accept-Encoding";
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (encoding === "identity") return new Response(Bun.file(file), { headers });
  let pending = compressed[encoding].get(pathname);
  if (!pending) {
    pending = Bun.file(file)
      .arrayBuffer()
      .then((raw) => compress(new Uint8Array(raw), encoding));
    compressed[encoding].set(pathname, pending);
  }
  return new Response(await pending, { headers: { ...headers, "Content-Encoding": encoding } });
}

/** Resolves /media/<rel> inside `mediaDir`, refusing anything that escapes it. */
export function resolveMediaPath(mediaDir: string, rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const full = normalize(join(mediaDir, decoded));
  return full.startsWith(mediaDir + sep) ? full : null;
}

/** Answers a file under DATA_DIR/media, or null when there is none. */
export async function serveMedia(mediaDir: string, rel: string): Promise<Response | null> {
  const path = resolveMediaPath(mediaDir, rel);
  if (!path) return null;
  const file = Bun.file(path);
  if (!(await file.exists())) return null;
  return new Response(file, {
    headers: {
      "Content-Type": typeOf(path),
      // Processed page images sit in a folder named by their PDF's hash: a URL never changes content.
      "Cache-Control": rel.startsWith("pages/") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

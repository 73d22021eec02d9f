/**
 * Serves the files embedded in the binary (hashed /assets/* are immutable; public/
 * files get a short cache) and the files the site writes under DATA_DIR/media
 * (demo logos, catalogue PDFs and covers, uploads).
 */

import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
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
  ".map": "application/json",
};
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".txt", ".json", ".map"]);
const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();

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
    "Cache-Control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) {
    let body = gzipped.get(pathname);
    if (!body) {
      body = Bun.gzipSync(new Uint8Array(await Bun.file(file).arrayBuffer()));
      gzipped.set(pathname, body);
    }
    return new Response(body, { headers: { ...headers, "Content-Encoding": "gzip", Vary: "Accept-Encoding" } });
  }
  return new Response(Bun.file(file), { headers });
}

/** Resolves /media/<rel> inside `mediaDir`, refusing anything that escapes it. */
function resolveMediaPath(mediaDir: string, rel: string): string | null {
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

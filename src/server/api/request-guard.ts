/**
 * CSRF and body-size rules for /api (security.md, "Requests"). Every unsafe method must
 * send JSON (415 otherwise: a cross-site HTML form cannot) and come from this site: a
 * same-origin Sec-Fetch-Site, or an Origin equal to PUBLIC_ORIGIN (403 otherwise).
 * hono/csrf alone lets JSON through, so this checks both.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Whether a request carries a body, framed by Content-Length or chunked (Transfer-Encoding, or a stream with no length). */
function hasBody(req: Request): boolean {
  if (req.headers.has("Transfer-Encoding")) return true;
  const length = req.headers.get("Content-Length");
  return length !== null ? length !== "0" : req.body !== null;
}

export function sameOriginJson(
  publicOrigin: string,
  opts: { uploadPaths?: RegExp; anyOrigin?: (c: Context) => boolean } = {},
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    // Browsers send Sec-Fetch-Site; clients without it must name this site as Origin. A call
    // made with an API token (`anyOrigin`: it carries no cookie a forger could ride) need not.
    const site = c.req.header("Sec-Fetch-Site");
    const fromThisSite = site ? site === "same-origin" : c.req.header("Origin") === publicOrigin;
    if (!fromThisSite && !opts.anyOrigin?.(c)) throw new ApiError(403, "Cross-site requests are not allowed");
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    const isUpload =
      (opts.uploadPaths?.test(c.req.path) && type === "multipart/form-data") ||
      (IMPORT_PATHS.test(c.req.path) && type === "text/csv");
    if (!isUpload && type !== "application/json" && (hasBody(c.req.raw) || type !== "")) {
      throw new ApiError(415, "Send the request body as JSON (Content-Type: application/json)");
    }
    return next();
  };
}

/** CSV imports (routes/api/admin-import.ts): a text/csv body, up to 10 MiB (tens of thousands of rows). */
const IMPORT_PATHS = /^\/api\/admin\/import\//;
const IMPORT_LIMIT = 10 * 1024 * 1024;

/** Admin upload endpoints: multipart bodies, with their own larger size limit. */
export const UPLOAD_PATHS = /^\/api\/admin\/uploads\//;
export const UPLOAD_LIMIT = 25 * 1024 * 1024;

/** 413 above about 1 MiB of JSON, or 25 MiB on the upload endpoints. */
export function jsonBodyLimit(): MiddlewareHandler {
  const json = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, "The request body is too large (at most 1 MiB)");
    },
  });
  const upload = bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: () => {
      throw new ApiError(413, "The file is too large (at most 25 MiB)");
    },
  });
  const csv = bodyLimit({
    maxSize: IMPORT_LIMIT,
    onError: () => {
      throw new ApiError(413, "The CSV file is too large (at most 10 MiB)");
    },
  });
  return (c, next) =>
    UPLOAD_PATHS.test(c.req.path) ? upload(c, next) : IMPORT_PATHS.test(c.req.path) ? csv(c, next) : json(c, next);
}

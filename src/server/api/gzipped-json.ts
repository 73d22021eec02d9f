/**
 * A JSON answer gzipped when the client takes gzip and it is worth it: answers the catalogue
 * viewer asks for on every page it shows (a page's offers, each with the same product in other
 * catalogues, are ~8 KB of JSON for six offers and ~1.2 KB gzipped). Small answers go plain.
 */
import type { Context } from "hono";
import { acceptsGzip } from "#server/accept-encoding.ts";
import type { ApiEnv } from "./env.ts";

/** Below this many bytes gzip saves less than its own cost. */
const WORTH_GZIP = 1024;

export function gzippedJson(c: Context<ApiEnv>, value: unknown): Response {
  const json = JSON.stringify(value);
  c.header("Content-Type", "application/json");
  c.header("Vary", "Accept-Encoding");
  if (json.length < WORTH_GZIP || !acceptsGzip(c.req.header("Accept-Encoding"))) return c.body(json);
  c.header("Content-Encoding", "gzip");
  return c.body(Bun.gzipSync(json));
}

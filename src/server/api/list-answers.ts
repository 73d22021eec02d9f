/**
 * Public list answers kept serialized (and gzipped) by address until the data changes, so a
 * repeated search (GET /api/stores?search=carrefour: 100 stores with all their branches, about
 * 0.5 MB) is a lookup rather than a few thousand rows read and turned into JSON again. An answer
 * is valid for one freshness of the database (db/content-clock.ts: its content version and the
 * Dubai day, for catalogue validity). Only anonymous reads are kept: a signed-in admin sees
 * expired catalogues. Bounded in bytes, least recently used out (db/fresh-cache.ts).
 * The unpaged lists (the spec's admin lists have no paging: 12.5 MB of stores at scale 100) are
 * kept too, once, instead of being rebuilt per request; they are streamed from what is kept
 * (src/server/shared-body.ts) and count against the client's allowance of large answers.
 */
import type { Context } from "hono";
import { getDb } from "#db/client.ts";
import { freshness } from "#db/content-clock.ts";
import { FreshCache } from "#db/fresh-cache.ts";
import { acceptsGzip } from "#server/accept-encoding.ts";
import { networkClientIp } from "#server/client-ip.ts";
import { sharedBody } from "#server/shared-body.ts";
import type { ApiEnv } from "./env.ts";

type Kept = { json: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> };

// A few dozen searches' worth beside the whole store list (12.5 MB plain, ~1 MB gzipped at scale 100).
const MAX_BYTES = 40 * 1024 * 1024;
// A large answer: counted against the caller's allowance, and gzipped at level 1 (~50 ms for
// the 12.5 MB list instead of a few hundred, once per change).
const LARGE_ANSWER_BYTES = 2 * 1024 * 1024;

const size = (k: Kept, key: string) => key.length + k.json.byteLength + (k.gzip?.byteLength ?? 0);

const KEY = Symbol.for("uae-deals.list-answers");
const g = globalThis as { [KEY]?: FreshCache<Kept> };
g[KEY] ??= new FreshCache<Kept>({ maxBytes: MAX_BYTES, sizeOf: size });
const answers = g[KEY];

function respond(c: Context<ApiEnv>, kept: Kept, gzip: boolean): Response {
  c.header("Content-Type", "application/json");
  c.header("Vary", "Accept-Encoding");
  if (!gzip) return c.body(sharedBody(kept.json));
  c.header("Content-Encoding", "gzip");
  return c.body(sharedBody(kept.gzip!));
}

/** How many answers are kept, and their bytes (for tests). */
export function keptListAnswers(): { answers: number; bytes: number } {
  const { entries, size } = answers.stats;
  return { answers: entries, bytes: size };
}

/**
 * The JSON answer `produce` gives for `query` (the call's validated query: only what it reads),
 * kept for anonymous callers until the data or the day changes. Keyed by that query, not the raw
 * address, so a parameter the call ignores (a tracking tag, a cache-busting number) answers from
 * what is kept instead of making the server build and store one more copy.
 */
export function listAnswer(
  c: Context<ApiEnv>,
  query: Record<string, unknown>,
  produce: () => unknown,
  opts: { unpaged?: boolean } = {},
): Response {
  if (c.get("session")) return c.json(produce() as object);
  // An unpaged list counts against the caller's large answers when it is large (a search that
  // matches a few stores is not); a caller with none left is refused before anything is built.
  const perClient = c.get("limits").largeAnswersPerIp;
  const ip = opts.unpaged ? networkClientIp(c, c.get("config").trustedProxyHeader) : null;
  if (ip) perClient.check(ip);
  const gzip = acceptsGzip(c.req.header("Accept-Encoding"));
  const now = freshness(getDb());
  const path = `${c.req.path}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  const kept = answers.get(now, path) ?? { json: new TextEncoder().encode(JSON.stringify(produce())) };
  if (gzip && !kept.gzip) {
    kept.gzip = Bun.gzipSync(kept.json, { level: kept.json.byteLength > LARGE_ANSWER_BYTES ? 1 : 6 });
    answers.resized(path, kept);
  }
  answers.set(now, now, path, kept);
  if (ip && kept.json.byteLength > LARGE_ANSWER_BYTES) perClient.hit(ip);
  return respond(c, kept, gzip);
}

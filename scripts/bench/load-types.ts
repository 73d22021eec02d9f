/** What a load row asks for and what it reports, whichever load generator runs it. */

/**
 * fixed: one URL (cached pages, /healthz). counter: the prefix plus a new number per request
 * (an uncached URL every time). list: the paths in turn, each with a new number appended as
 * `param` (a parameter the page reads, or the page cache would key it away), so a URL is never
 * answered from the page cache even after the list wraps around. sequence: the paths in turn as
 * they are (the shopper mix: repeats are meant to be cache hits).
 */
export type Paths =
  | { kind: "fixed"; path: string }
  | { kind: "counter"; prefix: string }
  | { kind: "list"; paths: string[]; param: string }
  | { kind: "sequence"; paths: string[] };

/**
 * The header the bench's servers trust for the client's address (TRUSTED_PROXY_HEADER): varying
 * loads send a new address every request, as many shoppers would, so the per-address limit on
 * new renders (60 a minute) measures nothing here.
 */
export const CLIENT_HEADER = "X-Bench-Client";

export type LoadSpec = {
  origin: string;
  paths: Paths;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Answers outside 2xx/3xx. */
  non2xx: number;
  /** Bytes read per response, headers included. */
  bytesPerResponse: number;
};

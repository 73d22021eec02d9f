/** What a load row asks for and what it reports, whichever load generator runs it. */

/**
 * fixed: one URL (cached pages, /healthz). counter: the prefix plus a new number per request
 * (an uncached URL every time). list: the paths in turn, each with a new `b=` number appended,
 * so a URL is never answered from the page cache even after the list wraps around.
 */
export type Paths =
  | { kind: "fixed"; path: string }
  | { kind: "counter"; prefix: string }
  | { kind: "list"; paths: string[] };

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

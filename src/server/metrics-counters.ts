/**
 * The counters behind GET /metrics (metrics.ts), kept as plain numbers so counting costs a
 * few additions: requests by route group and status, their latency, and catalogue
 * processing's pages and seconds. They live on globalThis: the server and the page bundle
 * each carry their own copy of this module, and the jobs run in the server's process.
 */

/** The buckets of every latency histogram, in seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** Seconds a catalogue page takes to process (render, both images, text), per job. */
const PAGE_SECONDS_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30] as const;

export type Histogram = { bounds: readonly number[]; counts: number[]; sum: number; count: number };

const histogram = (bounds: readonly number[]): Histogram => ({
  bounds,
  counts: new Array(bounds.length).fill(0),
  sum: 0,
  count: 0,
});

function observe(h: Histogram, value: number): void {
  h.sum += value;
  h.count++;
  for (let i = 0; i < h.bounds.length; i++) {
    if (value <= h.bounds[i]!) {
      h.counts[i]!++;
      return;
    }
  }
}

/** Where a request went: a few fixed groups, so the series stay few whatever the URLs. */
const ROUTE_GROUPS = ["page", "api", "admin", "media", "asset", "health", "metrics"] as const;
type RouteGroup = (typeof ROUTE_GROUPS)[number];

type GroupCounts = { statuses: Map<number, number>; latency: Histogram };

export type Counters = {
  requests: Record<RouteGroup, GroupCounts>;
  /** Catalogue processing: jobs ended by outcome, and each job's seconds per page. */
  jobs: Map<string, number>;
  pageSeconds: Histogram;
  pages: number;
  /**
   * Page cache answers (hits), of which taken from the pages kept on disk (disk), and renders made
   * for it (misses); renders running and waiting (render-slots.ts).
   */
  pageCache: { hits: number; misses: number; disk: number };
  renders: { active: number; waiting: number };
};

const KEY = Symbol.for("uae-deals.metrics");
const g = globalThis as { [KEY]?: Counters };
g[KEY] ??= {
  requests: Object.fromEntries(
    ROUTE_GROUPS.map((group) => [group, { statuses: new Map(), latency: histogram(LATENCY_BUCKETS) }]),
  ) as Record<RouteGroup, GroupCounts>,
  jobs: new Map(),
  pageSeconds: histogram(PAGE_SECONDS_BUCKETS),
  pages: 0,
  pageCache: { hits: 0, misses: 0, disk: 0 },
  renders: { active: 0, waiting: 0 },
};
export const counters: Counters = g[KEY];

/** The paths that make a group, from the site's endpoints (routes/index.ts): each one path segment. */
export type GroupPaths = { api: string; admin: string; media: string; health: string; metrics: string };

/** A group by its URL's first path segment ("/api"), built once. */
function groupTable(paths: GroupPaths): Map<string, RouteGroup> {
  const segment = (p: string) => p.replace(/\/+$/, "");
  return new Map<string, RouteGroup>([
    [segment(paths.api), "api"],
    [segment(paths.admin), "admin"],
    [segment(paths.media), "media"],
    ["/assets", "asset"],
    [segment(paths.health), "health"],
    [segment(paths.metrics), "metrics"],
  ]);
}

/** The group of `url` (a full URL, as Request.url is): its first path segment looked up, no URL parsing. */
function routeGroup(url: string, table: Map<string, RouteGroup>): RouteGroup {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "page";
  let end = start + 1;
  for (; end < url.length; end++) {
    const ch = url.charCodeAt(end);
    if (ch === 47 || ch === 63) break; // "/" or "?"
  }
  return table.get(url.slice(start, end)) ?? "page";
}

function count(group: RouteGroup, status: number, began: number): void {
  const c = counters.requests[group];
  c.statuses.set(status, (c.statuses.get(status) ?? 0) + 1);
  observe(c.latency, (performance.now() - began) / 1000);
}

type Fetch = (req: Request, server?: unknown) => Response | Promise<Response>;

/**
 * `fetch` counted: each request's group, status and time to its response's headers (a body
 * streamed after them is not timed). A handler that throws counts as a 500.
 */
export function countRequests(paths: GroupPaths, fetch: Fetch): Fetch {
  const table = groupTable(paths);
  return (req, server) => {
    const began = performance.now();
    const group = routeGroup(req.url, table);
    let res: Response | Promise<Response>;
    try {
      res = fetch(req, server);
    } catch (error) {
      count(group, 500, began);
      throw error;
    }
    if (res instanceof Response) {
      count(group, res.status, began);
      return res;
    }
    return res.then(
      (r) => {
        count(group, r.status, began);
        return r;
      },
      (error) => {
        count(group, 500, began);
        throw error;
      },
    );
  };
}

/** A catalogue job's end: its outcome, and its pages' processing time when it processed any. */
export function countJob(outcome: string, pages: number, seconds: number): void {
  counters.jobs.set(outcome, (counters.jobs.get(outcome) ?? 0) + 1);
  if (pages > 0) {
    counters.pages += pages;
    observe(counters.pageSeconds, seconds / pages);
  }
}

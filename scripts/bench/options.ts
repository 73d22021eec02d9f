/**
 * `npm run bench` options. Rows are named so `--only` can pick some; the default runs every row
 * the table has, demo rows on `seed --demo` (scale 1) and the scale rows at scale 100.
 */
import { parseArgs } from "node:util";

export const ROWS = {
  cached: "cached home page: gzip, a browser's Accept-Encoding, no gzip, and 304 on If-None-Match",
  uncached: "uncached render: home with a new query string per request",
  peer: "uncached home against the same page rendered on demand by Next.js 16 (npm registry needed once)",
  store: "uncached /store/{slug} walking every slug in turn (scale rows)",
  single: "home, /stores?search=, /catalogs?page=N uncached, one request at a time (scale rows)",
  "api-search": "GET /api/stores?search=carrefour under load, never cached (scale rows)",
  "api-list": "GET /api/stores unpaged and ?page=1&limit=50 (scale rows)",
  events: "10,000 counted events posted to /api/events in a burst: absorbed, lost, p99 against /healthz",
  js: "gzipped JavaScript each public template loads",
  lighthouse: "Lighthouse mobile performance, LCP, TBT, CLS per template in both languages",
  memory: "server RSS peak during the scale rows",
  swr: "an admin save while shoppers read the 100 most-read pages: time until all are fresh, their p99 (scale rows)",
  mix: "the shopper mix at scale 100 with an admin save every 10 s: peak, then 50% of it open loop (p50, p99, max, cached and rendered apart), memory",
  "mix-heap":
    "the shopper mix at the same rate on servers with the default heap, --smol and BUN_JSC_forceRAMSize: memory",
} as const;
export type RowId = keyof typeof ROWS;

const HELP = `npm run bench [-- options]

  --binary PATH       measure this build (default: build the working tree into dist/uae-deals)
  --scale N           run every row on one data set of seed --scale N (default: demo rows at 1, scale rows at 100)
  --seconds S         wrk duration per load row (default 10)
  --connections C     wrk connections (default 32; 1 thread)
  --only a,b          rows to run: ${Object.keys(ROWS).join(", ")}
  --templates a,b     Lighthouse/JS templates to run (ids as printed, e.g. home,stores); default all
  --no-lighthouse     skip the Lighthouse row (about 10 s a page, 22 pages)
  --lighthouse-runs N Lighthouse runs per page, the median score kept (default 1)
  --lighthouse-cpu X  CPU slowdown: a number, or auto (default) for Lighthouse's 4x calibrated to this
                      host's benchmarkIndex, as its throttling guide asks of slower hosts
  --data DIR          for the scale rows and the mix: this data directory, already seeded at the big scale and
                      processed, instead of a new one (it is kept; the bench adds its admin and saves a store)
  --mix-seconds S     open-loop duration of the mix rows (default 30: three admin saves)
  --mix-rate R        run the mix rows' open loop at R req/s instead of half the closed-loop peak (the peak
                      moves ±25 % between runs of one build here: to compare builds at one offered load)
  --port P            first loopback port to use (default 3650; uses P..P+7)
  --workers 1,2       run the rows once per WORKERS value, on the same data (default: WORKERS as set, else one per core)
`;

export type Options = {
  binary?: string;
  data?: string;
  demoScale: number;
  bigScale: number;
  seconds: number;
  connections: number;
  rows: Set<RowId>;
  templates: string[] | null;
  lighthouseRuns: number;
  /** null: calibrated from the host's benchmarkIndex (scripts/bench/lighthouse.ts). */
  lighthouseCpu: number | null;
  mixSeconds: number;
  /** The mix's open-loop rate; null: half its closed-loop peak (the measure). */
  mixRate: number | null;
  port: number;
  /** WORKERS values to serve with in turn; null: the environment's (serve's default). */
  workers: number[] | null;
};

export function readOptions(argv = Bun.argv.slice(2)): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      binary: { type: "string" },
      data: { type: "string" },
      scale: { type: "string" },
      seconds: { type: "string", default: "10" },
      connections: { type: "string", default: "32" },
      only: { type: "string" },
      templates: { type: "string" },
      "no-lighthouse": { type: "boolean", default: false },
      "lighthouse-runs": { type: "string", default: "1" },
      "lighthouse-cpu": { type: "string", default: "auto" },
      "mix-seconds": { type: "string", default: "30" },
      "mix-rate": { type: "string" },
      port: { type: "string", default: "3650" },
      workers: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const known = Object.keys(ROWS) as RowId[];
  const only = values.only?.split(",").map((s) => s.trim()) ?? known;
  const unknown = only.filter((r) => !known.includes(r as RowId));
  if (unknown.length) throw new Error(`unknown row(s) ${unknown.join(", ")}; rows: ${known.join(", ")}`);
  const rows = new Set(only as RowId[]);
  if (values["no-lighthouse"]) rows.delete("lighthouse");
  const scale = values.scale === undefined ? null : positive(values.scale, "--scale");
  return {
    binary: values.binary,
    data: values.data,
    demoScale: scale ?? 1,
    bigScale: scale ?? 100,
    seconds: positive(values.seconds, "--seconds"),
    connections: positive(values.connections, "--connections"),
    rows,
    templates: values.templates?.split(",").map((s) => s.trim()) ?? null,
    lighthouseRuns: positive(values["lighthouse-runs"], "--lighthouse-runs"),
    lighthouseCpu: slowdown(values["lighthouse-cpu"]),
    mixSeconds: positive(values["mix-seconds"], "--mix-seconds"),
    mixRate: values["mix-rate"] === undefined ? null : positive(values["mix-rate"], "--mix-rate"),
    port: positive(values.port, "--port"),
    workers: values.workers?.split(",").map((w) => positive(w.trim(), "--workers")) ?? null,
  };
}

function slowdown(text: string): number | null {
  if (text === "auto") return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 1 || n > 20) throw new Error(`--lighthouse-cpu wants auto or 1-20, not "${text}"`);
  return n;
}

function positive(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} wants a positive whole number, not "${text}"`);
  return n;
}

/**
 * The fallback when wrk is missing: autocannon runs in this process, so on a small machine it
 * competes with the server for CPU and its rates say more about the client than the server.
 */
import autocannon from "autocannon";
import type { LoadResult, LoadSpec } from "./load-types.ts";

function pathSource(spec: LoadSpec): () => string {
  const token = Math.random().toString(36).slice(2, 8);
  let n = 0;
  let i = 0;
  const p = spec.paths;
  if (p.kind === "fixed") return () => p.path;
  if (p.kind === "counter") return () => `${p.prefix}${token}-${++n}`;
  return () => {
    const path = p.paths[i++ % p.paths.length]!;
    return `${path}${path.includes("?") ? "&" : "?"}b=${token}-${++n}`;
  };
}

export async function runAutocannon(spec: LoadSpec): Promise<LoadResult> {
  const next = pathSource(spec);
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.seconds,
    headers: spec.headers,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  const requests = result.requests.total;
  return {
    requests,
    rps: result.requests.average,
    p50: result.latency.p50,
    // autocannon has no p95: its next percentile up, which only overstates.
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: requests ? result.throughput.total / requests : 0,
  };
}

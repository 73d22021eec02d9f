/**
 * The fallback when wrk is missing: autocannon runs in this process, so on a small machine it
 * competes with the server for CPU and its rates say more about the client than the server.
 */
import autocannon from "autocannon";
import { CLIENT_HEADER, type LoadResult, type LoadSpec } from "./load-types.ts";

function pathSource(spec: LoadSpec): () => string {
  const token = Math.random().toString(36).slice(2, 8);
  let n = 0;
  let i = 0;
  const p = spec.paths;
  if (p.kind === "fixed") return () => p.path;
  if (p.kind === "counter") return () => `${p.prefix}${token}-${++n}`;
  if (p.kind === "sequence") return () => p.paths[i++ % p.paths.length]!;
  return () => {
    const path = p.paths[i++ % p.paths.length]!;
    return `${path}${path.includes("?") ? "&" : "?"}${p.param}=${token}-${++n}`;
  };
}

/** A new client address per request in the trusted header (load-types.ts), for varying loads. */
function clientSource(spec: LoadSpec): () => Record<string, string> {
  let n = 0;
  if (spec.paths.kind === "fixed") return () => ({});
  return () => {
    n++;
    return { [CLIENT_HEADER]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  };
}

export async function runAutocannon(spec: LoadSpec): Promise<LoadResult> {
  const next = pathSource(spec);
  const client = clientSource(spec);
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.seconds,
    headers: spec.headers,
    requests: [
      { method: "GET", setupRequest: (req) => ({ ...req, path: next(), headers: { ...req.headers, ...client() } }) },
    ],
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

/** One request as a client sees it on the wire: status, encoding, body bytes as sent, ETag. */
import { CLIENT_HEADER } from "./load-types.ts";

export type Probe = { status: number; encoding: string; wireBytes: number; etag: string | null; ms: number };

export async function probe(url: string, headers: Record<string, string> = {}): Promise<Probe> {
  const started = performance.now();
  // decompress: false keeps the body as sent, so its length is what crossed the wire.
  const res = await fetch(url, { headers, redirect: "manual", decompress: false } as RequestInit);
  const body = await res.arrayBuffer();
  return {
    status: res.status,
    encoding: res.headers.get("content-encoding") ?? "identity",
    wireBytes: body.byteLength,
    etag: res.headers.get("etag"),
    ms: performance.now() - started,
  };
}

/** Milliseconds for each URL fetched one after another (body read to the end). */
export async function timeEach(origin: string, paths: string[]): Promise<{ times: number[]; statuses: Set<number> }> {
  const times: number[] = [];
  const statuses = new Set<number>();
  for (const [i, path] of paths.entries()) {
    const started = performance.now();
    // Each a client of its own (load-types.ts): one address may start only 60 renders a minute.
    const headers = { "Accept-Encoding": "gzip", [CLIENT_HEADER]: `10.200.${i >> 8}.${i & 255}` };
    const res = await fetch(origin + path, { headers, redirect: "manual" });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.add(res.status);
  }
  return { times, statuses };
}

/**
 * Fetches a catalogue PDF from another site without opening a server-side request
 * forgery hole (security.md, "The PDF proxy"):
 *  - http/https on default ports only, no credentials in the URL, optional host allowlist;
 *  - the host is resolved and EVERY address must be public unicast; the request then goes
 *    to the address that was checked (pinned: Host header / TLS serverName keep the name),
 *    so DNS rebinding cannot swap in a private address between check and connect;
 *  - redirects are followed by hand, each hop checked from scratch, at most 3;
 *  - one total timeout; a size cap on Content-Length and on the bytes actually read;
 *  - the answer must be a PDF by content type and by its `%PDF-` magic;
 *  - no cookies or auth headers go out, and nothing of the upstream's headers comes back.
 * Bun's fetch ignores Node agents, so the usual npm SSRF filters would do nothing here.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./ip.ts";

export type FetchPdfOptions = {
  /** Host -> addresses (default: the system resolver, all addresses). */
  resolve?: (host: string) => Promise<string[]>;
  /** Where to connect for a checked address (tests point it at a local server). */
  dial?: (address: string, port: number) => { host: string; port: number };
  allowHosts?: string[] | null;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchPdfResult =
  | { ok: true; body: Uint8Array<ArrayBuffer> }
  | { ok: false; status: 400 | 413 | 502 | 504; error: string };

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 20 * 1024 * 1024, maxRedirects: 3 };
const PDF_TYPES = new Set(["application/pdf", "application/x-pdf", "application/octet-stream", "binary/octet-stream"]);

class Refused extends Error {
  constructor(
    readonly status: 400 | 413 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

/** Parses and checks a URL; returns it with its host and default port. */
function checkUrl(raw: string, allowHosts: string[] | null | undefined): { url: URL; host: string; port: number } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refused(400, "That is not a valid URL");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.port !== "") {
    throw new Refused(400, "Only http and https URLs on default ports are allowed");
  }
  if (url.username || url.password) throw new Refused(400, "URLs with credentials are not allowed");
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (allowHosts && !allowHosts.includes(host)) throw new Refused(400, "That host is not on the allowlist");
  return { url, host, port: url.protocol === "https:" ? 443 : 80 };
}

async function publicAddressOf(host: string, resolve: (h: string) => Promise<string[]>): Promise<string> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new Refused(502, "The catalogue's host could not be found");
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    throw new Refused(400, "That address is not allowed");
  return addresses[0]!;
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Refused(413, "The catalogue file is too large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

export async function fetchPdf(rawUrl: string, options: FetchPdfOptions = {}): Promise<FetchPdfResult> {
  const o = { ...DEFAULTS, ...options };
  const resolve = o.resolve ?? systemResolve;
  const dial = o.dial ?? ((host: string, port: number) => ({ host, port }));
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    let current = rawUrl;
    for (let hop = 0; ; hop++) {
      const { url, host, port } = checkUrl(current, o.allowHosts);
      const address = await publicAddressOf(host, resolve);
      const target = dial(address, port);
      const targetHost = isIP(target.host) === 6 ? `[${target.host}]` : target.host;
      const defaultPort = url.protocol === "https:" ? 443 : 80;
      const pinned = `${url.protocol}//${targetHost}${target.port === defaultPort ? "" : `:${target.port}`}${url.pathname}${url.search}`;
      const res = await fetch(pinned, {
        method: "GET",
        redirect: "manual",
        signal,
        headers: { Host: url.host, "User-Agent": "uae-deals-pdf-proxy/1.0", Accept: "application/pdf" },
        tls: { serverName: host },
        proxy: false,
      } as RequestInit);
      if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
        await res.body?.cancel();
        if (hop >= o.maxRedirects) throw new Refused(502, "The catalogue's address redirects too many times");
        current = new URL(res.headers.get("location")!, url).toString();
        continue;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new Refused(502, `The catalogue could not be fetched (the other server answered ${res.status})`);
      }
      const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!PDF_TYPES.has(type)) {
        await res.body.cancel();
        throw new Refused(502, "The file is not a PDF");
      }
      const declared = Number(res.headers.get("content-length") ?? 0);
      if (declared > o.maxBytes) {
        await res.body.cancel();
        throw new Refused(413, "The catalogue file is too large");
      }
      const body = await readCapped(res, o.maxBytes);
      if (new TextDecoder().decode(body.subarray(0, 5)) !== "%PDF-") throw new Refused(502, "The file is not a PDF");
      return { ok: true, body };
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, error: error.message };
    if (signal.aborted) return { ok: false, status: 504, error: "The catalogue's server did not answer in time" };
    return { ok: false, status: 502, error: "The catalogue could not be fetched" };
  }
}

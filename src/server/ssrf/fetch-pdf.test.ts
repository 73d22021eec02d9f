/**
 * SSRF probes against the PDF proxy. Real servers run on 127.0.0.1; a resolver maps fake
 * public names to public addresses, and `dial` sends connections that passed every check
 * to the local test server. A counting TCP listener proves refused probes connect nowhere.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Server, TCPSocketListener } from "bun";
import { loadConfig } from "#server/config.ts";
import { caller } from "#tests/helpers/api.ts";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { type FetchPdfOptions, fetchPdf } from "./fetch-pdf.ts";

const PDF = new TextEncoder().encode("%PDF-1.7\n% test catalogue\n%%EOF\n");
let upstream: Server<undefined>;
let listener: TCPSocketListener<undefined>;
/** Speaks raw HTTP so it can declare a Content-Length it never sends (Bun.serve would correct it). */
let liar: TCPSocketListener<undefined>;
let connections = 0;
const seenHosts: string[] = [];

const PUBLIC_DNS: Record<string, string[]> = {
  "catalogs.example.com": ["93.184.216.34"],
  "mixed.example.com": ["93.184.216.34", "10.0.0.5"],
  "rebind.example.com": ["127.0.0.1"],
  "metadata.example.com": ["169.254.169.254"],
  "v6loop.example.com": ["::1"],
  localhost: ["127.0.0.1", "::1"],
};

beforeAll(() => {
  upstream = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      seenHosts.push(req.headers.get("host") ?? "");
      const path = new URL(req.url).pathname;
      if (req.headers.get("cookie") || req.headers.get("authorization"))
        return new Response("credentials leaked", { status: 500 });
      switch (path) {
        case "/ok.pdf":
          return new Response(PDF, { headers: { "Content-Type": "application/pdf", "Set-Cookie": "upstream=1" } });
        case "/to-loopback":
          return Response.redirect("http://127.0.0.1/secret", 302);
        case "/to-metadata":
          return Response.redirect("http://metadata.example.com/latest/meta-data", 302);
        case "/loop":
          return Response.redirect("http://catalogs.example.com/loop", 302);
        case "/hop1":
          return Response.redirect("/ok.pdf", 301);
        case "/html":
          return new Response("<html>not a pdf</html>", { headers: { "Content-Type": "text/html" } });
        case "/fake-pdf":
          return new Response("<html>pretending</html>", { headers: { "Content-Type": "application/pdf" } });
        case "/huge-stream":
          return new Response(
            new ReadableStream({
              pull(controller) {
                controller.enqueue(new Uint8Array(64 * 1024).fill(37));
              },
            }),
            { headers: { "Content-Type": "application/pdf" } },
          );
        case "/stall":
          await Bun.sleep(5_000);
          return new Response(PDF, { headers: { "Content-Type": "application/pdf" } });
        default:
          return new Response("missing", { status: 404 });
      }
    },
  });
  listener = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { open: () => void connections++, data() {} } });
  liar = Bun.listen({
    hostname: "127.0.0.1",
    port: 0,
    socket: {
      data(socket) {
        socket.write(
          `HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n%PDF-1.7\n`,
        );
      },
    },
  });
});
afterAll(() => {
  upstream.stop(true);
  listener.stop(true);
  liar.stop(true);
});

/** Checked connections go to the upstream test server; the fake public address stands for it. */
const viaUpstream: FetchPdfOptions = {
  resolve: async (host) => PUBLIC_DNS[host] ?? [],
  dial: () => ({ host: "127.0.0.1", port: upstream.port! }),
  timeoutMs: 1_500,
  maxBytes: 1024 * 1024,
};
/** Every connection that got past the checks would land on the counting listener. */
const viaListener: FetchPdfOptions = { ...viaUpstream, dial: () => ({ host: "127.0.0.1", port: listener.port }) };

describe("fetchPdf", () => {
  test("fetches a public PDF, keeping the host name in the Host header (the address is pinned)", async () => {
    const result = await fetchPdf("http://catalogs.example.com/ok.pdf", viaUpstream);
    expect(result.ok).toBe(true);
    if (result.ok) expect(new TextDecoder().decode(result.body.subarray(0, 5))).toBe("%PDF-");
    expect(seenHosts.at(-1)).toBe("catalogs.example.com");
  });

  test("follows a redirect that is checked again", async () => {
    expect((await fetchPdf("http://catalogs.example.com/hop1", viaUpstream)).ok).toBe(true);
  });

  const refused: [string, string, number][] = [
    ["loopback", "http://127.0.0.1/x.pdf", 400],
    ["loopback, short form", "http://127.1/x.pdf", 400],
    ["loopback, decimal", "http://2130706433/x.pdf", 400],
    ["loopback, hex", "http://0x7f000001/x.pdf", 400],
    ["loopback, octal", "http://0177.0.0.1/x.pdf", 400],
    ["loopback, IPv6", "http://[::1]/x.pdf", 400],
    ["loopback, IPv4-mapped IPv6", "http://[::ffff:127.0.0.1]/x.pdf", 400],
    ["loopback, IPv4-mapped hex", "http://[::ffff:7f00:1]/x.pdf", 400],
    ["localhost by name", "http://localhost/x.pdf", 400],
    ["a name resolving to loopback", "http://rebind.example.com/x.pdf", 400],
    ["a name resolving to IPv6 loopback", "http://v6loop.example.com/x.pdf", 400],
    ["a name with one public and one private address", "http://mixed.example.com/x.pdf", 400],
    ["private 10/8", "http://10.0.0.1/x.pdf", 400],
    ["private 192.168/16", "http://192.168.1.1/x.pdf", 400],
    ["private 172.16/12", "http://172.20.0.1/x.pdf", 400],
    ["link-local", "http://169.254.10.10/x.pdf", 400],
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/", 400],
    ["the metadata address by name", "http://metadata.example.com/latest/meta-data/", 400],
    ["CGNAT", "http://100.64.1.1/x.pdf", 400],
    ["unspecified", "http://0.0.0.0/x.pdf", 400],
    ["a non-default port", "http://catalogs.example.com:8080/x.pdf", 400],
    ["an explicit port on loopback", `http://127.0.0.1:9/x.pdf`, 400],
    ["file:", "file:///etc/passwd", 400],
    ["ftp:", "ftp://catalogs.example.com/x.pdf", 400],
    ["gopher:", "gopher://catalogs.example.com/x", 400],
    ["data:", "data:application/pdf;base64,JVBERi0=", 400],
    ["javascript:", "javascript:alert(1)", 400],
    ["credentials in the URL", "http://user:pass@catalogs.example.com/x.pdf", 400],
    ["an unknown host", "http://nowhere.example.com/x.pdf", 400],
  ];

  test.each(refused)("refuses %s without connecting anywhere", async (_label, url, status) => {
    const before = connections;
    const result = await fetchPdf(url, viaListener);
    expect(result).toMatchObject({ ok: false, status });
    expect(connections).toBe(before);
  });

  test("the counting listener does see connections that pass the checks (the probe above is meaningful)", async () => {
    const before = connections;
    await fetchPdf("http://catalogs.example.com/x.pdf", { ...viaListener, timeoutMs: 300 });
    expect(connections).toBeGreaterThan(before);
  });

  test("refuses a public URL that redirects to loopback or to the metadata address", async () => {
    expect(await fetchPdf("http://catalogs.example.com/to-loopback", viaUpstream)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await fetchPdf("http://catalogs.example.com/to-metadata", viaUpstream)).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  test("stops after 3 redirects", async () => {
    expect(await fetchPdf("http://catalogs.example.com/loop", viaUpstream)).toMatchObject({
      ok: false,
      status: 502,
      error: "The catalogue's address redirects too many times",
    });
  });

  test("refuses an upstream that is not a PDF by type or by its first bytes", async () => {
    expect(await fetchPdf("http://catalogs.example.com/html", viaUpstream)).toMatchObject({
      ok: false,
      status: 502,
      error: "The file is not a PDF",
    });
    expect(await fetchPdf("http://catalogs.example.com/fake-pdf", viaUpstream)).toMatchObject({
      ok: false,
      status: 502,
      error: "The file is not a PDF",
    });
  });

  test("refuses an oversize body, declared or streamed", async () => {
    const declared = await fetchPdf("http://catalogs.example.com/huge", {
      ...viaUpstream,
      dial: () => ({ host: "127.0.0.1", port: liar.port }),
    });
    expect(declared).toMatchObject({ ok: false, status: 413 });
    expect(await fetchPdf("http://catalogs.example.com/huge-stream", viaUpstream)).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  test("gives up on a stalled upstream with 504", async () => {
    const started = performance.now();
    expect(await fetchPdf("http://catalogs.example.com/stall", viaUpstream)).toMatchObject({ ok: false, status: 504 });
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  test("honours an allowlist of hosts", async () => {
    expect(
      await fetchPdf("http://catalogs.example.com/ok.pdf", { ...viaUpstream, allowHosts: ["other.example.com"] }),
    ).toMatchObject({ ok: false, status: 400 });
  });
});

describe("GET /api/pdf-proxy", () => {
  const env = freshDb();
  afterAll(() => env.cleanup());
  const app = createApp(loadConfig({ DATA_DIR: env.dataDir }), { pdfProxy: viaUpstream });
  const call = caller(app);

  test("answers a PDF with nosniff, without forwarding the upstream's cookies", async () => {
    const { status, res } = await call(
      "GET",
      `/api/pdf-proxy?url=${encodeURIComponent("http://catalogs.example.com/ok.pdf")}`,
      undefined,
      { Cookie: "uae_session=abc" },
    );
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  test("refusals are JSON errors with their status", async () => {
    const { status, json } = await call("GET", `/api/pdf-proxy?url=${encodeURIComponent("http://169.254.169.254/")}`);
    expect(status).toBe(400);
    expect(json).toEqual({ error: "That address is not allowed", issues: [], code: "validation_failed" });
    expect((await call("GET", "/api/pdf-proxy")).status).toBe(400);
  });

  test("locally stored catalogues are served directly, not proxied", async () => {
    const { status, res } = await call("GET", `/api/pdf-proxy?url=${encodeURIComponent("/media/catalogs/x.pdf")}`);
    expect(status).toBe(307);
    expect(res.headers.get("location")).toBe("/media/catalogs/x.pdf");
  });

  test("is rate-limited per client", async () => {
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++)
      last = (await call("GET", `/api/pdf-proxy?url=${encodeURIComponent("http://10.0.0.1/x.pdf")}`)).status;
    expect(last).toBe(429);
  });
});

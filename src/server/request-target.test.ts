/**
 * Requests a browser never sends, over a real socket to `uae-deals serve`: no Host, an
 * absolute-form target, a Host that is not a host. Each gets a plain 400 (never a 500, never
 * Bun's development page with source and paths), and a well-formed absolute-form request
 * reaches the page it names, not the home page.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { type RunningServer, startServer } from "#tests/helpers/cli.ts";
import { rawRequest } from "#tests/helpers/raw-http.ts";

setDefaultTimeout(60_000);

const dataDir = mkdtempSync(join(tmpdir(), "uae-deals-request-target-"));
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(dataDir);
});
afterAll(async () => {
  server?.proc.kill();
  await server?.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** What Bun's development error page and a stack trace would give away. */
function leaksNothing(text: string) {
  expect(text).not.toContain(process.cwd());
  expect(text).not.toContain("node_modules");
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+:\d+/);
}

describe("a request without a usable Host", () => {
  const cases = {
    "no Host (HTTP/1.0)": "GET /stores HTTP/1.0\r\n\r\n",
    "empty Host": "GET /stores HTTP/1.1\r\nHost: \r\n\r\n",
    "unclosed IPv6 Host": "GET /stores HTTP/1.1\r\nHost: [::1\r\n\r\n",
    "Host with a space": "GET /healthz HTTP/1.1\r\nHost: a b\r\n\r\n",
    "Host with a path": "GET /healthz HTTP/1.1\r\nHost: example.com/..\r\n\r\n",
    "Host with a bad port": "GET /healthz HTTP/1.1\r\nHost: a:notaport\r\n\r\n",
    "absolute form, no Host": "GET http://x/stores HTTP/1.0\r\n\r\n",
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`${name}: 400 with a readable message, nothing leaked`, async () => {
      const answer = await rawRequest(server.port, text);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("Host");
      expect(answer.body.length).toBeLessThan(200);
      leaksNothing(answer.head + answer.body);
    });
  }

  test("an API path gets the same 400 as JSON", async () => {
    const answer = await rawRequest(server.port, "GET /api/stores HTTP/1.0\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(answer.head.toLowerCase()).toContain("content-type: application/json");
    expect(JSON.parse(answer.body).error).toContain("Host");
  });
});

test("an absolute-form request line reaches the path it names, not the home page", async () => {
  const health = await rawRequest(server.port, "GET http://localhost/healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ ok: true });
  const robots = await rawRequest(server.port, "GET http://localhost/robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n");
  expect(robots.body).toContain("User-agent");
});

test("fuzz: any Host header and request target answers below 500 and leaks nothing", async () => {
  const hostChar = fc.constantFrom(..."ab:[]@/?#% .-_1\\\t".split(""));
  const host = fc.option(fc.string({ unit: hostChar, maxLength: 12 }), { nil: undefined });
  const target = fc.constantFrom("/", "/healthz", "/stores", "/api/stores?page=1", "http://x/stores", "//a/b", "/%zz");
  await fc.assert(
    fc.asyncProperty(host, target, async (h, t) => {
      const head = h === undefined ? "" : `Host: ${h}\r\n`;
      const answer = await rawRequest(server.port, `GET ${t} HTTP/1.1\r\n${head}Connection: close\r\n\r\n`);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      leaksNothing(answer.head + answer.body);
    }),
    { numRuns: 60 },
  );
});

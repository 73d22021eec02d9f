import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../tests/helpers/app.ts";
import { freshDb } from "../../tests/helpers/db.ts";
import { loadConfig } from "./config.ts";

let env: ReturnType<typeof freshDb>;
beforeAll(() => {
  env = freshDb();
});
afterAll(() => env.cleanup());

const headersOf = async (origin: string, path = "/healthz") => (await createApp(loadConfig({ DATA_DIR: env.dataDir, PUBLIC_ORIGIN: origin })).request(path)).headers;

describe("security headers", () => {
  test("every response carries the policy security.md promises, word for word", async () => {
    for (const path of ["/healthz", "/api/nothing", "/robots.txt"]) {
      const h = await headersOf("http://localhost:3000", path);
      expect(h.get("content-security-policy")).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; " +
          "frame-src 'self' https://www.openstreetmap.org https://www.google.com https://www.youtube-nocookie.com; worker-src 'self' blob:; " +
          "object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
      );
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(h.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });

  test("HSTS only when the site is served over https", async () => {
    expect((await headersOf("https://deals.example.ae")).get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect((await headersOf("http://localhost:3000")).get("strict-transport-security")).toBeNull();
  });

  test("nothing else: Hono's other defaults (resource policy, agent cluster, ...) stay off", async () => {
    const h = await headersOf("https://deals.example.ae");
    for (const name of ["cross-origin-resource-policy", "cross-origin-embedder-policy", "origin-agent-cluster", "x-dns-prefetch-control", "x-download-options", "x-permitted-cross-domain-policies", "x-xss-protection", "permissions-policy"]) {
      expect({ name, value: h.get(name) }).toEqual({ name, value: null });
    }
  });
});

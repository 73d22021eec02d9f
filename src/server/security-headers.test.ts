import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { app, get, appWith } = startTestApp({ demo: true });

describe("the content security policy", () => {
  test("allows scripts only from the site itself, without unsafe-inline", async () => {
    const { res } = await get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp.match(/script-src ([^;]*)/)?.[1]).toBe("'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("HTTPS deployments", () => {
  test("send HSTS for a year or more when PUBLIC_ORIGIN is https", async () => {
    const secure = appWith({ PUBLIC_ORIGIN: "https://deals.example.ae" });
    const hsts = (await secure.request("/healthz")).headers.get("strict-transport-security") ?? "";
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect((await app.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  test("frames are limited to this site and the map provider", async () => {
    const csp = (await app.request("/")).headers.get("content-security-policy")!;
    expect(csp).toContain(
      "frame-src 'self' https://www.openstreetmap.org https://www.google.com https://www.youtube-nocookie.com;",
    );
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});

describe("the branch map's tiles", () => {
  test("the configured tile host may serve images, even over http; without a map nothing is added", async () => {
    const withMap = appWith({ MAP_TILE_URL: "http://127.0.0.1:4329/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "Test tiles" });
    const imgSrc = (csp: string | null) => csp?.match(/img-src ([^;]*)/)?.[1];
    expect(imgSrc((await withMap.request("/healthz")).headers.get("content-security-policy"))).toBe(
      "'self' data: https: http://127.0.0.1:4329",
    );
    expect(imgSrc((await app.request("/healthz")).headers.get("content-security-policy"))).toBe("'self' data: https:");
  });
});

describe("security headers", () => {
  test("every response carries the policy security.md promises, word for word", async () => {
    for (const path of ["/healthz", "/api/nothing", "/robots.txt"]) {
      const h = (await app.request(path)).headers;
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
    expect(
      (await appWith({ PUBLIC_ORIGIN: "https://deals.example.ae" }).request("/healthz")).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=63072000; includeSubDomains");
    expect((await app.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  test("nothing else: Hono's other defaults (resource policy, agent cluster, ...) stay off", async () => {
    const h = (await appWith({ PUBLIC_ORIGIN: "https://deals.example.ae" }).request("/healthz")).headers;
    for (const name of [
      "cross-origin-resource-policy",
      "cross-origin-embedder-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "permissions-policy",
    ]) {
      expect({ name, value: h.get(name) }).toEqual({ name, value: null });
    }
  });
});

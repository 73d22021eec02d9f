import { describe, expect, test } from "bun:test";
import { startTestApp } from "../../tests/helpers/app.ts";

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
    expect(csp).toContain("frame-src 'self' https://www.openstreetmap.org https://www.google.com https://www.youtube-nocookie.com;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});

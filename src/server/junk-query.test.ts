/**
 * Query parameters a page does not read neither render nor fill the page cache: /stores?junk=N
 * is the page of /stores, from the same cache entry. The renders waiting their turn are
 * bounded (a friendly 503 with Retry-After past the bound) and one client's renders are
 * limited (a friendly 429), so unique URLs cannot queue unbounded work or memory.
 */
import { describe, expect, test } from "bun:test";
import { cachedBytes } from "#server/page-cache.ts";
import { startTestApp } from "#tests/helpers/app.ts";

const { get, appWith } = startTestApp({ demo: true });

describe("parameters a page does not read", () => {
  test("answer the canonical page from its cache entry: no render, no new entry", async () => {
    const canonical = await get("/stores?sort=name");
    expect(canonical.res.status).toBe(200);
    const bytes = cachedBytes();
    for (let n = 0; n < 10; n++) {
      const junk = await get(`/stores?junk=${n}&sort=name&utm_source=x${n}`);
      expect(junk.res.status).toBe(200);
      expect(junk.res.headers.get("etag")).toBe(canonical.res.headers.get("etag"));
      expect(junk.html).not.toContain(`junk=${n}`);
    }
    expect(cachedBytes()).toBe(bytes);
  });

  test("parameters every page reads (the header's emirate) and a page's own still count", async () => {
    const dubai = await get("/about?emirate=dubai");
    const plain = await get("/about");
    expect(dubai.res.headers.get("etag")).not.toBe(plain.res.headers.get("etag"));
    const tab = await get("/stores?view=list");
    expect(tab.res.headers.get("etag")).not.toBe((await get("/stores")).res.headers.get("etag"));
  });
});

describe("render limits", () => {
  test("past the queue's bound, an uncached page is a 503 page with Retry-After, never a 500", async () => {
    const app = appWith({ TRUSTED_PROXY_HEADER: "X-Client" });
    // Distinct searches from distinct clients: each a new render, none limited per client.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        app.request(`/stores?search=queue-${i}`, { headers: { "X-Client": `10.0.${i >> 8}.${i & 255}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(200);
    const busy = answers.find((r) => r.status === 503)!;
    expect(busy).toBeDefined();
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(busy.headers.get("content-type")).toContain("text/html");
    expect(busy.headers.get("cache-control")).toBe("no-store");
    expect(await busy.text()).toContain("busy");
  });

  test("one client's renders are limited with a 429 page; another client still gets its page", async () => {
    const app = appWith({ TRUSTED_PROXY_HEADER: "X-Client" });
    let limited: Response | undefined;
    for (let i = 0; i < 200 && !limited; i++) {
      const res = await app.request(`/catalogs?search=one-client-${i}`, { headers: { "X-Client": "10.9.9.9" } });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited).toBeDefined();
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited!.headers.get("content-type")).toContain("text/html");
    // Pages already kept still answer that client: only new renders are counted.
    expect((await app.request("/stores?sort=name", { headers: { "X-Client": "10.9.9.9" } })).status).toBe(200);
    const other = await app.request("/catalogs?search=another-client", { headers: { "X-Client": "10.8.8.8" } });
    expect(other.status).toBe(200);
  });
});

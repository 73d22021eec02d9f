/**
 * A page answered from the page cache says so (Server-Timing: cache;desc=hit), so a client
 * measuring the site (the benchmark's shopper mix) can tell cached answers from renders; a render,
 * and every other answer, says nothing.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { app } = startTestApp();

const cacheTiming = (res: Response) => res.headers.get("server-timing");

describe("cached answers are marked", () => {
  test("the first request renders (no mark); the next comes from the cache, marked, in every encoding", async () => {
    const first = await app.request("/about?emirate=dubai", { headers: { "Accept-Encoding": "gzip" } });
    expect(first.status).toBe(200);
    expect(cacheTiming(first)).toBeNull();
    for (const encoding of ["gzip", "br", ""]) {
      const again = await app.request("/about?emirate=dubai", { headers: { "Accept-Encoding": encoding } });
      expect(again.status).toBe(200);
      expect(cacheTiming(again)).toBe("cache;desc=hit");
    }
  });

  test("a 304 from the cache is marked too; the health check and the API are not", async () => {
    const page = await app.request("/privacy");
    await page.arrayBuffer();
    const etag = (await app.request("/privacy")).headers.get("etag")!;
    const notModified = await app.request("/privacy", { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(cacheTiming(notModified)).toBe("cache;desc=hit");
    expect(cacheTiming(await app.request("/healthz"))).toBeNull();
    expect(cacheTiming(await app.request("/api/stores"))).toBeNull();
  });
});

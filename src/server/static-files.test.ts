import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { startTestApp } from "#tests/helpers/app.ts";
import { listStoreCards } from "#tests/helpers/queries.ts";

const { env, app, get, today } = startTestApp({ demo: true });

describe("addresses", () => {
  test("hashed assets are served as immutable and gzipped on request", async () => {
    const { html } = await get("/");
    const css = html.match(/href="(\/assets\/app-[a-z0-9]+\.css)"/)![1]!;
    const res = await app.request(css, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  test("hashed assets come in brotli to browsers that take it, smaller than gzip, the same bytes inside", async () => {
    const { html } = await get("/");
    const js = html.match(/src="(\/assets\/bootstrap-[a-z0-9]+\.js)"/)![1]!;
    const as = async (accept: string) => {
      const res = await app.request(js, { headers: { "Accept-Encoding": accept } });
      return { encoding: res.headers.get("content-encoding"), bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const [br, gzip, plain] = [await as("gzip, deflate, br"), await as("gzip"), await as("")];
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(["br", "gzip", null]);
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
    expect(Buffer.from(brotliDecompressSync(br.bytes)).equals(Buffer.from(plain.bytes))).toBe(true);
    expect(Buffer.from(Bun.gunzipSync(gzip.bytes)).equals(Buffer.from(plain.bytes))).toBe(true);
  });

  test("media files are served from DATA_DIR/media and paths cannot escape it", async () => {
    const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
    const logo = await app.request(store.logo!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    for (const evil of ["/media/..%2f..%2fetc%2fpasswd", "/media/%2e%2e/test.db", "/media/stores/..%2F..%2Ftest.db"]) {
      expect((await app.request(evil)).status).toBe(404);
    }
  });

  test("processed page images never change (their folder is the PDF's hash): cached for a year, immutable", async () => {
    const dir = join(env.dataDir, "media", "pages", "0123456789abcdef0123456789abcdef");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "1-480.webp"), "RIFF....WEBP");
    const page = await app.request("/media/pages/0123456789abcdef0123456789abcdef/1-480.webp");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("image/webp");
    expect(page.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Other media (an upload can be replaced under the same name) keep the day-long cache.
    const store = listStoreCards(env.db, { today }, "popularity", 1, 1).items[0]!;
    expect((await app.request(store.logo!)).headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

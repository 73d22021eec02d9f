/**
 * A page from the cache is answered while uncached pages render, not after them (issue 28: "no
 * cached answer ever waits behind a render"). A render is work on the one JavaScript thread;
 * run as one chain of promise callbacks, the renders queued behind it followed it in the same
 * chain and the server read no socket until the last was done, so a cached page asked meanwhile
 * waited for all of them. Over a real socket, as shoppers reach the server.
 */
import { afterAll, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { appWith } = startTestApp({ demo: true });
let server: ReturnType<typeof Bun.serve> | undefined;
afterAll(() => server?.stop(true));

const WORDS = ["milk", "rice", "oil", "water", "bread", "tea", "coffee", "sugar"];
/** A turn of the event loop: what the server needs to read a socket. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

test("a cached page is answered between renders, not after the last of them", async () => {
  const app = appWith({ TRUSTED_PROXY_HEADER: "X-Forwarded-For" });
  const answered: string[] = [];
  let received = 0;
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      received++;
      const res = await app.fetch(req);
      answered.push(new URL(req.url).search || "cached");
      return res;
    },
  });
  const base = `http://127.0.0.1:${server.port}`;
  const get = async (path: string, client: string) =>
    (await fetch(base + path, { headers: { "X-Forwarded-For": client, "Accept-Encoding": "gzip" } })).text();
  await get("/stores", "10.0.0.1");
  answered.length = 0;
  received = 0;

  const renders = WORDS.map((word, i) => get(`/search?q=${word}`, `10.0.1.${i}`));
  while (received === 0) await turn();
  const cached = get("/stores", "10.0.0.2");
  await Promise.all([cached, ...renders]);

  expect(answered).toHaveLength(WORDS.length + 1);
  // Asked once the server had the first render's request: answered before most of the eight renders were done.
  expect(answered.indexOf("cached")).toBeLessThan(4);
});

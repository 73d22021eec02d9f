/**
 * The browser module that hydrates a page may run before the page has finished arriving: it
 * is loaded early (modulepreload) and runs as soon as it can, while the Flight data block sits
 * at the end of the body. On a slow connection, or with the module cached, it ran against half
 * a data block ("Unterminated string in JSON") and the page never hydrated. Here the page comes
 * in two parts, cut inside its data block, and the second part is held back until the
 * hydrating module has been sent and the browser had time to run it: the page must still
 * hydrate, with no error.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** A server in front of the app that serves `path` in two parts, the second when `release()` is called. */
async function splitPageServer(origin: string, path: string) {
  const html = await (await fetch(origin + path)).text();
  const block = html.indexOf('<script type="text/x-component" id="__flight">');
  expect(block, "the page has its Flight data block").toBeGreaterThan(0);
  const cut = block + 200; // inside the block's JSON string
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let moduleSent: () => void = () => {};
  const bootstrapSent = new Promise<void>((resolve) => {
    moduleSent = resolve;
  });
  const server: Server = createServer(async (req, res) => {
    if (req.url === path) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.write(html.slice(0, cut));
      await released;
      res.end(html.slice(cut));
      return;
    }
    // Everything else (the modules, styles, images, and the page's own posts such as the visitor
    // session) goes to the app as it is, as from the app's own origin.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(origin + req.url, {
      method: req.method,
      headers: {
        accept: req.headers.accept ?? "*/*",
        ...(req.headers["content-type"] ? { "content-type": req.headers["content-type"], origin } : {}),
      },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    res.writeHead(upstream.status, { "content-type": type });
    res.end(body);
    if (/^\/assets\/bootstrap[^/]*\.js/.test(req.url ?? "")) moduleSent();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    bootstrapSent,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a page whose end arrives after its hydrating module has run still hydrates, without an error", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const split = await splitPageServer(baseURL!, "/stores");
  try {
    const shown = page.goto(split.url, { waitUntil: "commit" });
    await split.bootstrapSent;
    // The parser is held inside the data block; give the module the time to run against it
    // (this holds the condition under test, it does not wait for the result).
    await page.waitForTimeout(1_000);
    split.release();
    await shown;
    await waitForHydration(page);
    expect(consoleErrors).toEqual([]);
  } finally {
    split.release();
    await split.close();
  }
});

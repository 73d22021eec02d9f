/**
 * modulepreload hints come from the client modules a render actually required (recorded
 * in the SSR-side __webpack_require__), per render, also when renders interleave; the bootstrap's
 * place; and a page rendered at once (renderToString): its doctype, a Suspense boundary that
 * threw or waited left to the Flight way, one reading of the content clock.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { createElement, Suspense, use } from "react";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { buildOutput } from "./build-output.ts";
import type { BuildOutput } from "./build-output-types.ts";
import { htmlNow, renderWays } from "./render.tsx";

const { app, env } = startTestApp();
let out: BuildOutput;
let contactForm: string;

beforeAll(async () => {
  out = await buildOutput();
  contactForm = out.clientManifest["src/client/contact-form.tsx"]!.id;
});

const preloads = (html: string) =>
  new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!));
const page = async (path: string) => {
  bumpRemovalClock(env.db); // a render of its own, not a kept page (nor one served stale)
  return (await app.request(path)).text();
};

describe("modulepreload links", () => {
  test("a page with a client component preloads that module and its static imports", async () => {
    const links = preloads(await page("/contact"));
    expect(links.has(contactForm)).toBe(true);
    expect(out.staticImports[contactForm]!.length).toBeGreaterThan(0);
    for (const dep of out.staticImports[contactForm]!) expect(links.has(dep)).toBe(true);
  });

  test("a page without it does not preload it", async () => {
    const links = preloads(await page("/about"));
    expect(links.size).toBeGreaterThan(0); // the layout's own client components
    expect(links.has(contactForm)).toBe(false);
  });

  test("the bootstrap is preloaded once, at low priority, and loaded once before the data block", async () => {
    for (const path of ["/contact", "/admin/login"]) {
      const html = await page(path);
      const links = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(links.filter((l) => l.includes(out.bootstrapUrl))).toEqual([
        `<link rel="modulepreload" fetchpriority="low" href="${out.bootstrapUrl}">`,
      ]);
      // Where React's bootstrapModules put it: before the head's own first tag, found early.
      expect(html.indexOf(links.find((l) => l.includes(out.bootstrapUrl))!)).toBeLessThan(html.indexOf("<title"));
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual([out.bootstrapUrl]);
      expect(html.indexOf(`src="${out.bootstrapUrl}"`)).toBeLessThan(html.indexOf('id="__flight"'));
    }
  });

  test("renders running at the same time keep their own modules", async () => {
    const alone = preloads(await page("/about"));
    bumpRemovalClock(env.db);
    const paths = ["/contact?n=1", "/about?n=2", "/ar/contact?n=3", "/ar/about?n=4", "/contact?n=5", "/about?n=6"];
    const htmls = await Promise.all(paths.map(async (p) => (await app.request(p)).text()));
    htmls.forEach((html, i) => {
      const links = preloads(html);
      if (paths[i]!.includes("contact")) expect(links.has(contactForm)).toBe(true);
      else expect([...links].sort()).toEqual([...alone].sort());
    });
  });
});

/** Parts of a page rendered at once: one that fails, one that waits for ever. */
const Throws = () => {
  throw new Error("a part that fails");
};
const Waits = () => use(new Promise<never>(() => {}));

describe("a page rendered at once (the straight way)", () => {
  const doc = (body: ReturnType<typeof createElement>) =>
    createElement("html", null, createElement("body", null, createElement("main", null, body)));
  test("a document gets its doctype; a shell that throws throws", () => {
    expect(htmlNow(doc(createElement("p", null, "hello")))).toBe(
      "<!DOCTYPE html><html><head></head><body><main><p>hello</p></main></body></html>",
    );
    expect(() => htmlNow(doc(createElement(Throws)))).toThrow("a part that fails");
  });

  test("a Suspense boundary that threw or waited is not sent as its fallback: null, for the Flight way", () => {
    for (const part of [Throws, Waits]) {
      expect(
        htmlNow(doc(createElement(Suspense, { fallback: createElement("p", null, "later") }, createElement(part)))),
      ).toBe(null);
    }
  });

  test("a page's render reads the content clock once, however many caches it asks", async () => {
    const sqlite = env.db.$client;
    const query = sqlite.query;
    let reads = 0;
    sqlite.query = ((sql: string) => {
      if (/from content_clock/i.test(sql)) reads++;
      return query.call(sqlite, sql);
    }) as typeof sqlite.query;
    try {
      bumpRemovalClock(env.db);
      const before = renderWays.straight;
      expect((await app.request("/?sort=clock-reads")).status).toBe(200);
      expect(renderWays.straight).toBe(before + 1);
      // The page cache looks before the render and as it keeps the page; the render once, for the
      // half-dozen caches home asks (without withOneReading: 6 reads in all).
      expect(reads).toBeLessThanOrEqual(3);
    } finally {
      sqlite.query = query;
    }
  });
});

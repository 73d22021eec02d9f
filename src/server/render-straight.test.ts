/**
 * Public pages are rendered straight to HTML (issue 28): the same document as the Flight way,
 * and a data block whose islands hydrate the same, read by the browser's own reader. The island
 * markers' numbers may differ between the ways (each numbers in its own render order); they are
 * compared by where they stand in the HTML.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpContentClock } from "#tests/helpers/content-clock.ts";
import { decodeIslands } from "#tests/helpers/flight-decode.ts";
import { flightPayload } from "#tests/helpers/html.ts";
import { renderStraightToHtml, renderWays } from "./render.tsx";

const { app, env } = startTestApp({ demo: true });
afterAll(() => renderStraightToHtml(true));

/** Marker numbers by order in the HTML, and the HTML without Fizz's end-of-segment text separators. */
function normalized(html: string, islands: { id: string; html: string }[]) {
  const order = new Map<string, string>();
  for (const m of html.matchAll(/<uae-island data-i="(\d+)"/g)) order.set(m[1]!, `#${order.size}`);
  const renumber = (text: string) => text.replace(/data-i="(\d+)"/g, (_, n: string) => `data-i="${order.get(n)}"`);
  const body = html.replace(/<script type="text\/x-component" id="__flight">.*?<\/script>/s, "");
  return {
    html: renumber(body).replaceAll("<!-- --><", "<"),
    islands: islands.map((i) => ({ id: order.get(i.id), html: renumber(i.html) })),
  };
}

async function both(path: string) {
  const ways = [];
  for (const straight of [false, true]) {
    renderStraightToHtml(straight);
    bumpContentClock(env.db); // a render, not the cache
    const response = await app.request(path);
    const html = await response.text();
    const islands = await decodeIslands(flightPayload(html), "island-payload");
    ways.push({ status: response.status, ...normalized(html, islands) });
  }
  return { flight: ways[0]!, straight: ways[1]! };
}

describe("straight to HTML against the Flight way", () => {
  const paths = [
    "/",
    "/ar",
    "/stores",
    "/store/carrefour",
    "/ar/store/carrefour",
    "/catalogs",
    "/catalogs/1/page/1",
    "/ar/catalogs/1/page/1",
    "/search?q=milk",
    "/ar/search?q=milk",
    "/blog",
    "/contact",
    "/ar/contact",
    "/my-deals",
    "/ar/lists",
    "/no-such-page",
  ];
  for (const path of paths) {
    test(`${path}: the same document, islands that hydrate the same`, async () => {
      const before = renderWays.straight;
      const { flight, straight } = await both(path);
      expect(renderWays.straight).toBe(before + 1);
      expect(straight.status).toBe(flight.status);
      expect(straight.html).toBe(flight.html);
      expect(straight.islands.length).toBeGreaterThan(3);
      expect(straight.islands).toEqual(flight.islands);
    });
  }
});

/**
 * Public pages are rendered straight to HTML (issue 28): the same document as the Flight way,
 * and a data block whose islands hydrate the same, read by the browser's own reader. The island
 * markers' numbers may differ between the ways (each numbers in its own render order); they are
 * compared by where they stand in the HTML.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpRemovalClock } from "#tests/helpers/content-clock.ts";
import { decodeIslands } from "#tests/helpers/flight-decode.ts";
import { flightPayload } from "#tests/helpers/html.ts";
import { renderStraightToHtml, renderWays } from "./render.tsx";

const { app, env } = startTestApp({ demo: true });
afterAll(() => renderStraightToHtml(true));

/** Marker numbers by order in the HTML, and the HTML without Fizz's end-of-segment text separators. */
function normalized(html: string, islands: { id: string; html: string }[]) {
  const order = new Map<string, string>();
  for (const m of html.matchAll(/<uae-island data-i="(\d+)"/g)) order.set(m[1]!, `#${order.size}`);
  // Also where a marker sits in an HTML string inside an island's props (quoted as \&quot; there).
  const renumber = (text: string) =>
    text.replace(/data-i=(\\?(?:"|&quot;))(\d+)\1/g, (_, q: string, n: string) => `data-i=${q}${order.get(n)}${q}`);
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
    // A render, not the cache: after a plain content change the cached page would be served
    // stale (and the render under test would be only its background refresh).
    bumpRemovalClock(env.db);
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
    "/embed/store/carrefour",
    "/ar/about",
  ];
  for (const path of paths) {
    test(`${path}: the same document, islands that hydrate the same`, async () => {
      const before = renderWays.straight;
      const { flight, straight } = await both(path);
      expect(renderWays.straight).toBe(before + 1);
      expect(straight.status).toBe(flight.status);
      expect(straight.html).toBe(flight.html);
      // The embed page has no island (its one script counts views); every other page has the layout's.
      expect(straight.islands.length).toBeGreaterThan(path.startsWith("/embed/") ? -1 : 3);
      expect(straight.islands).toEqual(flight.islands);
    });
  }
});

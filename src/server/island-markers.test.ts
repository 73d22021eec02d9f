/**
 * Every island a server component renders arrives in the HTML inside its own numbered marker
 * (src/lib/island-marker.ts), which the bootstrap hydrates alone (issue 28); ambient providers
 * (the body's I18nProvider) get none, so the body is not one island.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpContentClock } from "#tests/helpers/content-clock.ts";

const { app, env } = startTestApp();

const page = async (path: string) => {
  bumpContentClock(env.db); // a render of its own, not a kept page
  return (await app.request(path)).text();
};

const MARKER = /<uae-island data-i="(\d+)" style="display:contents">/g;
const numbers = (html: string) => [...html.matchAll(MARKER)].map((m) => Number(m[1]));
const body = (html: string) => html.slice(html.indexOf("<body"), html.indexOf('<script type="text/x-component"'));

describe("island markers", () => {
  test("each island of a page has its own marker, numbered without repeats", async () => {
    const html = await page("/contact");
    const ids = numbers(html);
    expect(ids.length).toBeGreaterThan(5); // the header's islands, the form, the viewer, toasts, tracker
    expect(new Set(ids).size).toBe(ids.length);
    expect(html).toMatch(/<uae-island data-i="\d+" style="display:contents"><form[^>]*data-testid="contact-form"/);
  });

  test("the body's provider has no marker: the skip link is the body's first child", async () => {
    const html = await page("/about");
    expect(body(html)).toMatch(/^<body[^>]*><a href="#main"/);
  });

  test("an island inside another island's content keeps its marker, inside the outer one", async () => {
    const html = body(await page("/about"));
    const menu = html.indexOf('data-testid="mobile-menu"');
    expect(menu).toBeGreaterThan(0);
    expect(html.lastIndexOf("<uae-island", menu)).toBeGreaterThan(0); // the menu's own
    // The phone menu's emirate choice is server content handed to the menu island: an island of its own.
    const inside = html.slice(menu, html.indexOf("</details>", menu));
    expect(inside).toMatch(/<uae-island data-i="\d+" style="display:contents"><form[^>]*data-testid="emirate-form"/);
  });

  test("the Flight data holds the markers too, so the browser finds the same islands", async () => {
    const html = await page("/contact");
    const data = html.slice(html.indexOf('<script type="text/x-component"'));
    expect(data).toContain('\\"uae-island\\"');
    expect(data).toContain('\\"data-i\\"');
  });

  test("renders running at the same time each number their own islands from 0", async () => {
    bumpContentClock(env.db);
    const paths = ["/contact?n=1", "/about?n=2", "/ar/contact?n=3", "/ar/about?n=4"];
    const htmls = await Promise.all(paths.map(async (p) => (await app.request(p)).text()));
    for (const html of htmls) {
      const ids = numbers(html);
      expect(new Set(ids).size).toBe(ids.length);
      expect(Math.min(...ids)).toBe(0);
    }
  });
});

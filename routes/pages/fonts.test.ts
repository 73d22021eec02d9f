/**
 * The self-hosted fonts (issue 14): each language's page asks for its own font before the
 * stylesheet is parsed, and the Arabic font is cut to what the site writes, so Arabic text does
 * not wait for (or reflow after) 166 KB of Urdu, Persian and presentation-form glyphs.
 */
import { describe, expect, test } from "bun:test";
import { startTestApp } from "#tests/helpers/app.ts";

const { get, app } = startTestApp({ demo: true });

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/?>/g)].map(
    (m) => m[1]!,
  );

async function fontFaces(html: string) {
  const css = await (await app.request(html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!)).text();
  return [
    ...css.matchAll(
      /@font-face\{font-family:"([^"]+)";[^}]*font-weight:([^;]+);src:url\(([^)]+)\)[^}]*unicode-range:([^}]+)\}/g,
    ),
  ].map((m) => ({ family: m[1]!, weight: m[2]!, url: m[3]!, range: m[4]! }));
}

describe("fonts", () => {
  test("an English page preloads Inter, an Arabic page Noto Sans Arabic: the files its @font-face rules name", async () => {
    const en = (await get("/stores")).html;
    const ar = (await get("/ar/stores")).html;
    const faces = await fontFaces(en);
    const url = (family: string) => faces.find((f) => f.family === family)!.url;
    expect(preloads(en)).toEqual([url("Inter")]);
    expect(preloads(ar)).toEqual([url("Noto Sans Arabic")]);
    // Before the stylesheet, so the download starts with it rather than after it.
    expect(ar.indexOf('rel="preload"')).toBeLessThan(ar.indexOf('rel="stylesheet"'));
  });

  test("the Arabic font covers the Arabic block at the weights the site uses, and is a fraction of the full file", async () => {
    const faces = await fontFaces((await get("/ar")).html);
    const arabic = faces.find((f) => f.family === "Noto Sans Arabic")!;
    expect(arabic.range).toBe("U+0600-06FF,U+200C-200F");
    expect(arabic.weight).toBe("400 900");
    const res = await app.request(arabic.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("font/woff2");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("wOF2");
    // The full fontsource file is 166 KB; the cut one about 53 KB.
    expect(bytes.length).toBeLessThan(70_000);
    expect(bytes.length).toBeGreaterThan(20_000);
  });
});

/**
 * The self-hosted fonts (issue 14): each page asks for the fonts it writes with before the
 * stylesheet is parsed (an Arabic page writes Latin too: "English", prices, a page's English
 * text), and each font is cut to what the site writes at the weights it uses, so text does not
 * wait for (or reflow after) glyphs and weights no page shows: Urdu, Persian and presentation
 * forms, weights 100-300.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
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

async function woff2(url: string) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("font/woff2");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("wOF2");
  return bytes;
}

describe("fonts", () => {
  test("an English page preloads Inter, an Arabic page Noto Sans Arabic then Inter: the files its @font-face rules name", async () => {
    const en = (await get("/stores")).html;
    const ar = (await get("/ar/stores")).html;
    const faces = await fontFaces(en);
    const url = (family: string) => faces.find((f) => f.family === family)!.url;
    expect(preloads(en)).toEqual([url("Inter")]);
    // Found late otherwise (after the stylesheet and a layout), then laid out again.
    expect(preloads(ar)).toEqual([url("Noto Sans Arabic"), url("Inter")]);
    // Before the stylesheet, so the download starts with it rather than after it.
    expect(ar.indexOf('rel="preload"')).toBeLessThan(ar.indexOf('rel="stylesheet"'));
  });

  test("the Arabic font covers the letters Arabic is written with (and every one the site's Arabic messages use), at the weights the site uses, in a fraction of the full file", async () => {
    const faces = await fontFaces((await get("/ar")).html);
    const arabic = faces.find((f) => f.family === "Noto Sans Arabic")!;
    expect(arabic.weight).toBe("400 900");
    const ranges = arabic.range.split(",").map((r) => {
      const [from, to = from] = r
        .replace("U+", "")
        .split("-")
        .map((h) => Number.parseInt(h, 16));
      return [from!, to!] as const;
    });
    const covered = (c: number) => ranges.some(([from, to]) => c >= from && c <= to);
    // Letters, Arabic-Indic digits, marks and punctuation; the Persian letters Gulf Arabic and PDF text layers use.
    for (const c of [
      0x0621, 0x064a, 0x0660, 0x0669, 0x064b, 0x060c, 0x061f, 0x06a4, 0x06af, 0x0686, 0x067e, 0x06cc, 0x06a9, 0x200f,
    ])
      expect(covered(c)).toBe(true);
    const messages = readdirSync(join(import.meta.dir, "../../locales/ar")).map((f) =>
      Bun.file(join(import.meta.dir, "../../locales/ar", f)).text(),
    );
    const used = new Set((await Promise.all(messages)).join("").match(/[\u0600-\u06ff]/g));
    expect([...used].filter((ch) => !covered(ch.codePointAt(0)!))).toEqual([]);
    const bytes = await woff2(arabic.url);
    // The full fontsource file is 166 KB; the whole Arabic block 53 KB; Arabic's letters about 37 KB.
    expect(bytes.length).toBeLessThan(40_000);
    expect(bytes.length).toBeGreaterThan(20_000);
  });

  test("Inter is cut to the weights the site uses (400-900) and its Latin range", async () => {
    const inter = (await fontFaces((await get("/")).html)).find((f) => f.family === "Inter")!;
    expect(inter.weight).toBe("400 900");
    expect(inter.range).toStartWith("U+0000-00FF,");
    // fontsource's Latin file, weights 100-900, is 48 KB.
    const bytes = await woff2(inter.url);
    expect(bytes.length).toBeLessThan(35_000);
    expect(bytes.length).toBeGreaterThan(15_000);
  });
});

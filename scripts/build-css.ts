/**
 * Generates the site's one stylesheet with UnoCSS: the utility classes found in the
 * project's components (Tailwind-compatible names, logical start/end so RTL mirrors),
 * after the Tailwind preflight reset, written with a content hash in its name.
 */

import { join } from "node:path";
import { createGenerator } from "@unocss/core";
import presetWind3 from "@unocss/preset-wind3";
import subsetFont from "subset-font";
import { unoConfig } from "./uno.config.ts";

/** Every file that may write a class name: the stylesheet holds the utilities they use (scripts/build-css.test.ts). */
export const CSS_SOURCES = [
  "routes/**/*.tsx",
  "src/components/**/*.tsx",
  "src/client/**/*.{ts,tsx}",
  "src/lib/**/*.{ts,tsx}",
];

export type FontUrls = Record<"en" | "ar", string>;

/** Builds the CSS; its URL (/assets/app-<hash>.css) and the fonts' URLs by language. */
export async function buildCss(root: string, assetsDir: string): Promise<{ cssUrl: string; fontUrls: FontUrls }> {
  const generator = await createGenerator({ presets: [presetWind3()], ...unoConfig });
  const tokens = new Set<string>();
  for (const pattern of CSS_SOURCES) {
    for await (const file of new Bun.Glob(pattern).scan(root)) {
      const code = await Bun.file(join(root, file)).text();
      await generator.applyExtractors(code, file, tokens);
    }
  }
  const fonts = await writeFonts(root, assetsDir);
  const reset = await Bun.file(join(root, "node_modules/@unocss/reset/tailwind.css")).text();
  const base = await Bun.file(join(root, "src/components/base.css")).text();
  const { css } = await generator.generate(tokens, { preflights: true, minify: true });
  const full = `${fonts.css}\n${reset}\n${base}\n${css}`;
  const hash = Bun.hash(full).toString(36).slice(0, 8);
  const name = `app-${hash}.css`;
  await Bun.write(join(assetsDir, name), full);
  return { cssUrl: `/assets/${name}`, fontUrls: fonts.urls };
}

/**
 * Self-hosted variable fonts (Inter for Latin, Noto Sans Arabic), each cut (harfbuzz through
 * subset-font) to its `range` and `weight` and written with a hashed name. fontsource's files
 * carry weights 100-300, which no page uses, and its Arabic file Urdu, Persian, African and
 * presentation-form letters too: 166 KB that an Arabic page waited for before its text settled
 * (LCP 2.9 s against English's 2.1 s on Lighthouse's phone). A character outside a font's range
 * still shows, in the visitor's own font, because unicode-range names what is here.
 */
type Font = {
  family: string;
  lang: "en" | "ar";
  file: string;
  /** The characters kept, as the @font-face's unicode-range says them ("U+0600-0671,U+067E"). */
  range: string;
  /** The weights kept, "min max": 400 (text) to 900 (the 404 page's numerals); nothing lighter is used. */
  weight: string;
};

const FONTS: Font[] = [
  {
    family: "Inter",
    lang: "en",
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    weight: "400 900",
  },
  {
    family: "Noto Sans Arabic",
    lang: "ar",
    file: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    // Arabic's letters, Arabic-Indic digits, marks and punctuation (U+0600-066F), superscript alef
    // and alef wasla; the Persian letters Gulf Arabic writes loanwords with (پ چ ژ ڤ ک گ) and
    // Persian keyboards and PDF text layers put for kaf and yeh (ک ی); zero-width (non-)joiner,
    // LRM and RLM, which shaping reads. The rest of the block (Urdu, Sindhi, Pashto...) is 16 KB.
    range: "U+0600-0671,U+067E,U+0686,U+0698,U+06A4,U+06A9,U+06AF,U+06CC,U+200C-200F",
    weight: "400 900",
  },
];

/** Each character a unicode-range names. */
function rangeText(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part
      .replace("U+", "")
      .split("-")
      .map((h) => Number.parseInt(h, 16)) as [number, number?];
    for (let c = from; c <= to!; c++) text += String.fromCodePoint(c);
  }
  return text;
}

async function fontBytes(root: string, font: Font): Promise<Uint8Array> {
  // A Buffer, not a plain Uint8Array: subset-font's format check reads it as one.
  const bytes = Buffer.from(await Bun.file(join(root, "node_modules", font.file)).arrayBuffer());
  const [min, max] = font.weight.split(" ").map(Number) as [number, number];
  return subsetFont(bytes, rangeText(font.range), { targetFormat: "woff2", variationAxes: { wght: { min, max } } });
}

/** The @font-face rules, and each language's font URL (pages preload their own). */
async function writeFonts(root: string, assetsDir: string): Promise<{ css: string; urls: FontUrls }> {
  const rules: string[] = [];
  const urls: Partial<FontUrls> = {};
  for (const font of FONTS) {
    const bytes = await fontBytes(root, font);
    const name = `${font.file.split("/").pop()!.replace(".woff2", "")}-${Bun.hash(bytes).toString(36).slice(0, 8)}.woff2`;
    await Bun.write(join(assetsDir, name), bytes);
    urls[font.lang] = `/assets/${name}`;
    rules.push(
      `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weight};src:url(/assets/${name}) format("woff2");unicode-range:${font.range}}`,
    );
  }
  return { css: rules.join("\n"), urls: urls as FontUrls };
}

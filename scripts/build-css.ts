/**
 * Generates the site's one stylesheet with UnoCSS: the utility classes found in the
 * project's components (Tailwind-compatible names, logical start/end so RTL mirrors),
 * after the Tailwind preflight reset, written with a content hash in its name.
 */

import { join } from "node:path";
import { createGenerator } from "@unocss/core";
import presetWind3 from "@unocss/preset-wind3";
import { unoConfig } from "./uno.config.ts";

const SOURCES = ["routes/**/*.tsx", "src/components/**/*.tsx", "src/client/**/*.tsx", "src/lib/**/*.ts"];

/** Builds the CSS and returns its URL (/assets/app-<hash>.css). */
export async function buildCss(root: string, assetsDir: string): Promise<string> {
  const generator = await createGenerator({ presets: [presetWind3()], ...unoConfig });
  const tokens = new Set<string>();
  for (const pattern of SOURCES) {
    for await (const file of new Bun.Glob(pattern).scan(root)) {
      const code = await Bun.file(join(root, file)).text();
      await generator.applyExtractors(code, file, tokens);
    }
  }
  const fonts = await copyFonts(root, assetsDir);
  const reset = await Bun.file(join(root, "node_modules/@unocss/reset/tailwind.css")).text();
  const base = await Bun.file(join(root, "src/components/base.css")).text();
  const { css } = await generator.generate(tokens, { preflights: true, minify: true });
  const full = `${fonts}\n${reset}\n${base}\n${css}`;
  const hash = Bun.hash(full).toString(36).slice(0, 8);
  const name = `app-${hash}.css`;
  await Bun.write(join(assetsDir, name), full);
  return `/assets/${name}`;
}

/** Self-hosted variable fonts (Inter for Latin, Noto Sans Arabic), copied with hashed names. */
const FONTS = [
  {
    family: "Inter",
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    family: "Noto Sans Arabic",
    file: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    range:
      "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC",
  },
];

async function copyFonts(root: string, assetsDir: string): Promise<string> {
  const rules: string[] = [];
  for (const font of FONTS) {
    const bytes = await Bun.file(join(root, "node_modules", font.file)).arrayBuffer();
    const name = `${font.file.split("/").pop()!.replace(".woff2", "")}-${Bun.hash(bytes).toString(36).slice(0, 8)}.woff2`;
    await Bun.write(join(assetsDir, name), bytes);
    rules.push(
      `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/${name}) format("woff2");unicode-range:${font.range}}`,
    );
  }
  return rules.join("\n");
}

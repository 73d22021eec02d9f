/**
 * Generates the site's one stylesheet with UnoCSS: the utility classes found in the
 * project's components (Tailwind-compatible names, logical start/end so RTL mirrors),
 * after the Tailwind preflight reset, written with a content hash in its name.
 */
import { createGenerator } from "@unocss/core";
import presetWind3 from "@unocss/preset-wind3";
import { join } from "node:path";
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
  const reset = await Bun.file(join(root, "node_modules/@unocss/reset/tailwind.css")).text();
  const base = await Bun.file(join(root, "src/components/base.css")).text();
  const { css } = await generator.generate(tokens, { preflights: true, minify: true });
  const full = `${reset}\n${base}\n${css}`;
  const hash = Bun.hash(full).toString(36).slice(0, 8);
  const name = `app-${hash}.css`;
  await Bun.write(join(assetsDir, name), full);
  return `/assets/${name}`;
}

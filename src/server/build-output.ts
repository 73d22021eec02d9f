/**
 * The one door to the build output. The compiled binary hands its glue over at start
 * (dist/build/binary.ts, generated); from source (tests, `npm run dev`) the glue is
 * imported from dist/build on first use. Nothing imports dist/ statically, so the
 * code typechecks and the API runs on a checkout that was never built.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { BuildOutput } from "./build-output-types.ts";

const GLUE = join(import.meta.dir, "../../dist/build/glue.ts");
let output: Promise<BuildOutput> | null = null;

/**
 * Called by the binary's generated entry (dist/build/binary.ts) before anything is served.
 * @public (knip does not read generated files)
 */
export function provideBuildOutput(glue: BuildOutput): void {
  output = Promise.resolve(glue);
}

export function buildOutput(): Promise<BuildOutput> {
  output ??= load().catch((error: unknown) => {
    output = null; // a build made later is picked up on the next request
    throw error;
  });
  return output;
}

async function load(): Promise<BuildOutput> {
  if (!existsSync(GLUE)) {
    throw new Error(
      "The build output (dist/build/glue.ts) is missing. Run `npm run build` first (or `bun scripts/build.ts --no-compile`).",
    );
  }
  return (await import(GLUE)) as BuildOutput;
}

/**
 * What a page's head links: the stylesheet and the fonts it writes with (preloaded), its own
 * language's first. An Arabic page writes Latin too (the "English" switch, prices, page text in
 * English), in Inter: left to the stylesheet, it is found only after a layout, then reflows the page.
 */
export async function pageAssets(lang: "en" | "ar"): Promise<{ css: string; fonts: string[] }> {
  const out = await buildOutput();
  return { css: out.cssUrl, fonts: lang === "ar" ? [out.fontUrls.ar, out.fontUrls.en] : [out.fontUrls.en] };
}

/**
 * The stylesheet is generated from the class names found in CSS_SOURCES, so a file outside
 * them loses every utility only it uses (the offer sheet, rendered on both sides from src/lib,
 * lost its badge's margin and its rows' gap that way): every source file that writes a
 * className must be one of them.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { Glob } from "bun";
import { CSS_SOURCES } from "./build-css.ts";

const root = join(import.meta.dir, "..");

test("every source file that writes a className is scanned for the stylesheet", async () => {
  const scanned = CSS_SOURCES.map((pattern) => new Glob(pattern));
  const missed: string[] = [];
  for (const file of new Glob("{routes,src}/**/*.{ts,tsx}").scanSync(root)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    // Writes one: className="..." in JSX, or { className: "..." } for createElement-style props.
    if (!/\bclassName\s*[=:]/.test(await Bun.file(join(root, file)).text())) continue;
    if (!scanned.some((glob) => glob.match(file))) missed.push(file);
  }
  expect(missed).toEqual([]);
});

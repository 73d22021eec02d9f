/**
 * The shape of the code, checked: no import circle, no import that runs back up the layers
 * (design.md, "Top-level layout"), and no source file over 300 lines. Imports are read from the
 * source text, `import type` included: a type that runs the wrong way ties the layers as surely.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { Glob } from "bun";

const root = join(import.meta.dir, "..");
const SOURCE = new Glob("{routes,src,db}/**/*.{ts,tsx}");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const files = [...SOURCE.scanSync({ cwd: root })].filter((f) => !f.includes("/fixtures/")).sort();

/** The layer a file belongs to; a layer may import its own and those listed for it, nothing else. */
const LAYERS: [prefix: string, name: string][] = [
  ["routes/", "routes"],
  ["src/cli/", "cli"],
  ["src/jobs/", "jobs"],
  ["src/server/", "server"],
  ["src/components/", "components"],
  ["src/client/", "client"],
  ["src/schemas/", "schemas"],
  ["src/lib/", "lib"],
  ["src/types.d.ts", "lib"],
  ["src/i18n/", "i18n"],
  ["db/", "db"],
];
const MAY_IMPORT: Record<string, string[]> = {
  routes: ["server", "components", "client", "schemas", "i18n", "lib", "db"],
  cli: ["routes", "jobs", "server", "schemas", "i18n", "lib", "db"],
  jobs: ["server", "schemas", "lib", "db"],
  // Not client: public pages are rendered from a bundle that stubs the client modules routes/ and
  // src/components/ import (scripts/build-stubs.ts) and leaves src/server shared; a client module
  // a server module rendered would be the real one there, without its island marker, never hydrated.
  server: ["components", "schemas", "i18n", "lib", "db"],
  components: ["client", "schemas", "i18n", "lib", "db"],
  client: ["schemas", "lib", "i18n"],
  schemas: ["lib"],
  // The helpers in src/lib read src/i18n/languages.ts (which languages, their URL prefixes).
  lib: ["i18n"],
  i18n: [],
  db: ["schemas", "lib"],
};
const layerOf = (file: string) => LAYERS.find(([prefix]) => file.startsWith(prefix))?.[1];

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;'"]*?from\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The project files `file` imports (relative and `#` specifiers), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    const target = resolveSpecifier(file, spec);
    if (target) out.push(target);
  }
  return out;
}

const imports = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).imports ?? {};

function resolveSpecifier(from: string, spec: string): string | null {
  let path: string;
  if (spec.startsWith(".")) path = resolve(root, dirname(from), spec);
  else if (spec.startsWith("#")) {
    const [pattern, to] = Object.entries(imports as Record<string, string>).find(([p]) =>
      spec.startsWith(p.replace("*", "")),
    ) ?? [null, null];
    if (!pattern || !to) return null;
    path = resolve(root, to.replace("*", spec.slice(pattern.indexOf("*"))));
  } else return null;
  const rel = relative(root, path);
  return existsSync(join(root, rel)) ? rel : null;
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

describe("the code's shape", () => {
  test("no import runs back up the layers", () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      if (isTest(file)) continue;
      const from = layerOf(file);
      for (const target of targets) {
        const to = layerOf(target);
        if (!from || !to || from === to || MAY_IMPORT[from]!.includes(to)) continue;
        wrong.push(`${file} (${from}) imports ${target} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("no import circle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  test("no source file over 300 lines (data files aside)", () => {
    const long = [...new Glob("{routes,src,db,scripts,tests}/**/*.{ts,tsx}").scanSync({ cwd: root })]
      .filter((f) => !f.startsWith("db/seed/data/") && !f.startsWith("db/migrations/"))
      // The bench's Next.js peer is a project of its own: its packages and build are not ours.
      .filter((f) => !/(^|\/)(node_modules|\.next)\//.test(f))
      .map((f) => [f, readFileSync(join(root, f), "utf8").split("\n").length - 1] as const)
      .filter(([, lines]) => lines > 300)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

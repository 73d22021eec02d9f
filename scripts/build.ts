/**
 * `npm run build`: the three Bun.build passes of design.md, then the single executable.
 *  (a) browser  — the core (bootstrap and the layout's islands, one file) and every other
 *                 'use client' module, ESM, split, hashed (scripts/build-browser.ts);
 *  (b) rsc      — the page tree under the `react-server` condition, 'use client' modules
 *                 replaced by client-reference stubs (loaded by the server on its first admin
 *                 page);
 *  (b') html    — the same page tree for react-dom/server to render straight to HTML (public
 *                 pages), 'use client' modules replaced by stubs that render the real module
 *                 (src/server/island-html.tsx), every package left to the binary's one copy;
 *  then the offline worker and the web app manifests (scripts/build-offline.ts);
 *  (c) compile  — the Hono server + prebuilt RSC bundle + real client modules (for SSR) +
 *                 generated glue (manifests, embedded assets) into dist/uae-deals, from a
 *                 generated entry that hands the glue to src/server/build-output.ts.
 * `bun scripts/build.ts --no-compile` stops after writing the glue (tests and dev use that;
 * they load it through src/server/build-output.ts on first use).
 */
import { mkdir, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { buildBrowser } from "./build-browser.ts";
import { buildCss, type FontUrls } from "./build-css.ts";
import { buildOffline } from "./build-offline.ts";
import { clientReferencePlugin, clientStubPlugin } from "./build-stubs.ts";
import { findClientModules } from "./client-modules.ts";

const root = join(import.meta.dir, "..");
const out = join(root, "dist/build");
const assetsDir = join(out, "public/assets");
const mode = process.env.NODE_ENV === "development" ? "development" : "production";
const define = { "process.env.NODE_ENV": JSON.stringify(mode) };

/**
 * A file the browser loads by URL, copied to the assets with a hash: pdf.js's worker (it runs its
 * parser there) and Leaflet's stylesheet (the branch map loads it only where it draws).
 */
async function copyAsset(from: string, stem: string, ext: string): Promise<string> {
  const bytes = await Bun.file(join(root, "node_modules", from)).arrayBuffer();
  const name = `${stem}-${Bun.hash(bytes).toString(36).slice(0, 8)}.${ext}`;
  await Bun.write(join(assetsDir, name), bytes);
  return `/assets/${name}`;
}

/** A server bundle for Bun, readable (a stack trace from a VPS names real functions). */
function serverBundle(entry: string, naming: string, options: Partial<Parameters<typeof Bun.build>[0]>) {
  return Bun.build({
    entrypoints: [join(root, entry)],
    outdir: out,
    naming,
    target: "bun",
    format: "esm",
    define,
    minify: false,
    throw: true,
    ...options,
  });
}

async function buildRsc(clientModules: string[]) {
  const rendered = new Set<string>();
  await serverBundle("routes/rsc-entry.tsx", "rsc.js", {
    conditions: ["react-server"],
    plugins: [clientReferencePlugin(new Set(clientModules), rendered)],
  });
  // An island is a client module a server component renders. One that only other client modules
  // import needs no 'use client': as an entry of the browser build of its own, it only split what
  // imports it into more files.
  const unrendered = clientModules.filter((path) => !rendered.has(path)).map((path) => relative(root, path));
  if (unrendered.length)
    throw new Error(
      `No server component renders ${unrendered.join(", ")}: drop its 'use client' (only islands need it)`,
    );
}

async function buildHtml(clientModules: string[]) {
  await serverBundle("routes/html-entry.tsx", "html.js", {
    // React must be the binary's own copy: the one react-dom/server renders with (its hooks).
    packages: "external",
    plugins: [clientStubPlugin(new Set(clientModules))],
  });
}

/** Every file that the binary serves, keyed by URL path. */
async function listStaticFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [dir, prefix] of [
    [join(root, "public"), "/"],
    [assetsDir, "/assets/"],
    // The offline worker and the web app manifests (scripts/build-offline.ts).
    [join(out, "web"), "/"],
  ] as const) {
    for await (const file of new Bun.Glob("**/*").scan({ cwd: dir, dot: false })) {
      files.set(prefix + file.replaceAll("\\", "/"), join(dir, file));
    }
  }
  return files;
}

async function writeGlue(opts: {
  clientModules: string[];
  entryUrls: Map<string, string>;
  bootstrapUrl: string;
  cssUrl: string;
  fontUrls: FontUrls;
  staticImports: Map<string, string[]>;
}) {
  const rel = (p: string) => `./${relative(out, p).replaceAll("\\", "/")}`;
  const clientManifest: Record<string, { id: string; chunks: string[]; name: string; async: boolean }> = {};
  const ssrImports: string[] = [];
  // Browser URL -> the SSR modules it holds (several for the layout group's one file).
  const ssrByUrl = new Map<string, string[]>();
  opts.clientModules.forEach((abs, i) => {
    const id = relative(root, abs);
    const url = opts.entryUrls.get(id);
    if (!url) throw new Error(`No browser output for ${id}`);
    clientManifest[id] = { id: url, chunks: [], name: "*", async: true };
    ssrImports.push(`import * as c${i} from ${JSON.stringify(rel(abs))};`);
    ssrByUrl.set(url, [...(ssrByUrl.get(url) ?? []), `c${i}`]);
  });
  const ssrEntries = [...ssrByUrl].map(
    ([url, mods]) =>
      `  ${JSON.stringify(url)}: ${mods.length === 1 ? mods[0] : `{ ${mods.map((m) => `...${m}`).join(", ")} }`},`,
  );
  const files = await listStaticFiles();
  const fileImports: string[] = [];
  const fileEntries: string[] = [];
  [...files].forEach(([url, abs], i) => {
    fileImports.push(
      `// @ts-ignore: embedded as a file; the import's value is its path\nimport f${i} from ${JSON.stringify(rel(abs))} with { type: "file" };`,
    );
    fileEntries.push(`  ${JSON.stringify(url)}: f${i},`);
  });
  // Of the shape src/server/build-output-types.ts describes; read only through src/server/build-output.ts.
  const glue = `// Generated by scripts/build.ts. Do not edit.
import type { BuildOutput } from "../../src/server/build-output-types.ts";
${ssrImports.join("\n")}
${fileImports.join("\n")}
// @ts-ignore: the prebuilt HTML bundle has no declarations; typed below from its source.
import { islandPage as untypedIslandPage, islandsOf as untypedIslandsOf } from "./html.js";

/** The RSC bundle, loaded on the first page that goes the Flight way (an admin page). */
export const loadRenderFlight: BuildOutput["loadRenderFlight"] = () =>
  // @ts-ignore: the prebuilt RSC bundle has no declarations; typed by BuildOutput from its source.
  import("./rsc.js").then((rsc) => rsc.renderFlight);
export const html: BuildOutput["html"] = {
  page: untypedIslandPage,
  islands: untypedIslandsOf,
};

/** Client manifest for the Flight renderer: source path -> browser module. */
export const clientManifest: BuildOutput["clientManifest"] = ${JSON.stringify(clientManifest, null, 2)};
/** SSR module map: browser URL -> the same module loaded on the server. */
export const ssrModules: Record<string, Record<string, unknown>> = {
${ssrEntries.join("\n")}
};
/** Static imports of each browser module, for modulepreload hints. */
export const staticImports: Record<string, string[]> = ${JSON.stringify(Object.fromEntries(opts.staticImports), null, 2)};
/** URL path -> embedded file path (inside the binary, or on disk in dev). */
export const staticFiles: Record<string, string> = {
${fileEntries.join("\n")}
};
export const buildId = ${JSON.stringify(crypto.randomUUID())};
export const bootstrapUrl = ${JSON.stringify(opts.bootstrapUrl)};
export const cssUrl = ${JSON.stringify(opts.cssUrl)};
/** Each language's font, preloaded by its pages. */
export const fontUrls: BuildOutput["fontUrls"] = ${JSON.stringify(opts.fontUrls)};
`;
  await Bun.write(join(out, "glue.ts"), glue);
  // The binary's entry: the glue is handed to the server before the CLI starts, so the
  // compiled server never looks for dist/ on disk.
  await Bun.write(
    join(out, "binary.ts"),
    `// Generated by scripts/build.ts. Do not edit.
import { provideBuildOutput } from "../../src/server/build-output.ts";
import { setRenderThreadEntry } from "../../src/server/render-thread.ts";
import * as glue from "./glue.ts";

provideBuildOutput(glue);
// The render thread is an entry of its own in the binary (compile() lists it).
setRenderThreadEntry(new URL("./render-thread-entry.ts", import.meta.url).href);
await import("../../src/cli/main.ts");
`,
  );
  await Bun.write(
    join(out, "render-thread-entry.ts"),
    `// Generated by scripts/build.ts. Do not edit.
import { provideBuildOutput } from "../../src/server/build-output.ts";
import * as glue from "./glue.ts";

provideBuildOutput(glue);
await import("../../src/server/render-worker.ts");
`,
  );
}

async function compile() {
  await Bun.build({
    entrypoints: [join(out, "binary.ts"), join(out, "render-thread-entry.ts")],
    compile: { outfile: join(root, "dist/uae-deals"), autoloadDotenv: false, autoloadBunfig: false },
    target: "bun",
    define,
    // Identifiers stay readable so a stack trace from a VPS names real functions.
    minify: { whitespace: true, syntax: true, identifiers: false },
    throw: true,
  });
}

export async function build({ compileBinary = true } = {}) {
  const started = performance.now();
  await rm(out, { recursive: true, force: true });
  await rm(join(root, "dist/uae-deals.map"), { force: true });
  await mkdir(assetsDir, { recursive: true });
  const clientModules = await findClientModules();
  const { cssUrl, fontUrls } = await buildCss(root, assetsDir);
  const browser = await buildBrowser(clientModules, {
    assetsDir,
    out,
    minify: mode === "production",
    define,
    urls: {
      pdfWorker: await copyAsset("pdfjs-dist/build/pdf.worker.min.mjs", "pdf.worker", "mjs"),
      leafletCss: await copyAsset("leaflet/dist/leaflet.css", "leaflet", "css"),
    },
  });
  await buildRsc(clientModules);
  await buildHtml(clientModules);
  await buildOffline({ root, out, minify: mode === "production", define, cssUrl, fontUrls, ...browser });
  await writeGlue({ clientModules, cssUrl, fontUrls, ...browser });
  if (compileBinary) await compile();
  const ms = Math.round(performance.now() - started);
  console.log(`built ${clientModules.length} client modules${compileBinary ? " and dist/uae-deals" : ""} in ${ms} ms`);
}

if (import.meta.main) {
  await build({ compileBinary: !process.argv.includes("--no-compile") });
}

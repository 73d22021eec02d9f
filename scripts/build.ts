/**
 * `npm run build`: the three Bun.build passes of design.md, then the single executable.
 *  (a) browser  — bootstrap + every 'use client' module as its own entry (the layout's as one
 *                 group entry), ESM, split, hashed;
 *  (b) rsc      — the page tree under the `react-server` condition, 'use client' modules
 *                 replaced by client-reference stubs;
 *  then the offline worker and the web app manifests (scripts/build-offline.ts);
 *  (c) compile  — the Hono server + prebuilt RSC bundle + real client modules (for SSR) +
 *                 generated glue (manifests, embedded assets) into dist/uae-deals, from a
 *                 generated entry that hands the glue to src/server/build-output.ts.
 * `bun scripts/build.ts --no-compile` stops after writing the glue (tests and dev use that;
 * they load it through src/server/build-output.ts on first use).
 */
import { mkdir, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { BunPlugin } from "bun";
import { buildCss, type FontUrls } from "./build-css.ts";
import { buildOffline } from "./build-offline.ts";
import { findClientModules } from "./client-modules.ts";
import { serverOnlyGuard } from "./server-only-guard.ts";

const root = join(import.meta.dir, "..");
const out = join(root, "dist/build");
const assetsDir = join(out, "public/assets");
const mode = process.env.NODE_ENV === "development" ? "development" : "production";
const define = { "process.env.NODE_ENV": JSON.stringify(mode) };
/** Where the RSC stubs get the island marker from. */
const ISLAND_ROOT = join(root, "src/server/island-root.ts");

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

/**
 * Client modules the layout of every public page renders: built as ONE browser file (its
 * entry re-exports them all), so a page fetches and unzips one module instead of eight small
 * ones that each carry their own import and export lists.
 */
const LAYOUT_GROUP = [
  "i18n-provider",
  "catalog-viewer",
  "toaster",
  "visitor-tracker",
  "emirate-select",
  "emirate-links",
  "language-switcher",
  "mobile-menu",
].map((name) => join(root, `src/client/${name}.tsx`));

/** Writes the layout group's entry; its modules' export names must all differ, as one file exports them. */
async function writeLayoutEntry(clientModules: string[]): Promise<string> {
  const transpiler = new Bun.Transpiler({ loader: "tsx" });
  const owner = new Map<string, string>();
  for (const path of LAYOUT_GROUP) {
    if (!clientModules.includes(path))
      throw new Error(`${relative(root, path)} is in the layout group but is not a 'use client' module`);
    for (const name of transpiler.scan(await Bun.file(path).text()).exports) {
      if (owner.has(name))
        throw new Error(`Layout group: ${name} is exported by both ${owner.get(name)} and ${relative(root, path)}`);
      owner.set(name, relative(root, path));
    }
  }
  const entry = join(out, "layout.ts");
  await Bun.write(entry, LAYOUT_GROUP.map((path) => `export * from ${JSON.stringify(path)};`).join("\n"));
  return entry;
}

/** Pass (a). Returns the asset URL of every client entry, keyed by its project-relative path. */
async function buildBrowser(clientModules: string[], urls: { pdfWorker: string; leafletCss: string }) {
  const bootstrap = join(root, "src/client/bootstrap.tsx");
  const layout = await writeLayoutEntry(clientModules);
  const result = await Bun.build({
    entrypoints: [bootstrap, layout, ...clientModules.filter((path) => !LAYOUT_GROUP.includes(path))],
    outdir: assetsDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: mode === "production",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: {
      ...define,
      "process.env.PDF_WORKER_URL": JSON.stringify(urls.pdfWorker),
      "process.env.LEAFLET_CSS_URL": JSON.stringify(urls.leafletCss),
    },
    metafile: true,
    plugins: [serverOnlyGuard],
    throw: true,
  });
  const meta = (typeof result.metafile === "string" ? JSON.parse(result.metafile) : result.metafile) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
  };
  // Output and import paths in the metafile are relative to outdir; entry points to the cwd.
  const assetUrl = (path: string) => `/assets/${relative(assetsDir, resolve(assetsDir, path)).replaceAll("\\", "/")}`;
  const entryUrls = new Map<string, string>();
  const staticImports = new Map<string, string[]>();
  for (const [output, info] of Object.entries(meta.outputs)) {
    const url = assetUrl(output);
    staticImports.set(
      url,
      info.imports.filter((i) => i.kind === "import-statement").map((i) => assetUrl(i.path)),
    );
    if (info.entryPoint) entryUrls.set(relative(root, resolve(process.cwd(), info.entryPoint)), url);
  }
  const bootstrapUrl = entryUrls.get(relative(root, bootstrap));
  const layoutUrl = entryUrls.get(relative(root, layout));
  if (!bootstrapUrl || !layoutUrl) throw new Error("The browser build produced no bootstrap or layout entry");
  for (const path of LAYOUT_GROUP) entryUrls.set(relative(root, path), layoutUrl);
  return { entryUrls, bootstrapUrl, staticImports };
}

/**
 * Pass (b): 'use client' modules become registerClientReference stubs, one per export, each
 * handed through islandRoot (src/server/island-root.ts) so the HTML marks where an island starts.
 */
function clientReferencePlugin(clientModules: Set<string>): BunPlugin {
  const transpiler = new Bun.Transpiler({ loader: "tsx" });
  return {
    name: "client-references",
    setup(b) {
      b.onLoad({ filter: /\/src\/client\/.*\.tsx?$/ }, async (args) => {
        if (!clientModules.has(args.path)) {
          throw new Error(`Server components import ${relative(root, args.path)}, which is not a 'use client' module`);
        }
        const id = relative(root, args.path);
        const { exports } = transpiler.scan(await Bun.file(args.path).text());
        const stub = (name: string) =>
          `islandRoot(registerClientReference(function () { throw new Error(${JSON.stringify(`${id}#${name} is a client component and cannot be called on the server`)}); }, ${JSON.stringify(id)}, ${JSON.stringify(name)}), ${JSON.stringify(name)})`;
        const lines = exports.map((name) =>
          name === "default" ? `export default ${stub(name)};` : `export const ${name} = ${stub(name)};`,
        );
        return {
          contents: `import { registerClientReference } from "react-server-dom-webpack/server.edge";\nimport { islandRoot } from ${JSON.stringify(ISLAND_ROOT)};\n${lines.join("\n")}\n`,
          loader: "js",
        };
      });
    },
  };
}

async function buildRsc(clientModules: string[]) {
  await Bun.build({
    entrypoints: [join(root, "routes/rsc-entry.tsx")],
    outdir: out,
    naming: "rsc.js",
    target: "bun",
    format: "esm",
    conditions: ["react-server"],
    define,
    minify: false,
    plugins: [clientReferencePlugin(new Set(clientModules))],
    throw: true,
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
// @ts-ignore: the prebuilt RSC bundle has no declarations; typed below from its source.
import { renderFlight as untypedRenderFlight } from "./rsc.js";

export const renderFlight: BuildOutput["renderFlight"] = untypedRenderFlight;

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
    pdfWorker: await copyAsset("pdfjs-dist/build/pdf.worker.min.mjs", "pdf.worker", "mjs"),
    leafletCss: await copyAsset("leaflet/dist/leaflet.css", "leaflet", "css"),
  });
  await buildRsc(clientModules);
  await buildOffline({ root, out, minify: mode === "production", define, cssUrl, fontUrls, ...browser });
  await writeGlue({ clientModules, cssUrl, fontUrls, ...browser });
  if (compileBinary) await compile();
  const ms = Math.round(performance.now() - started);
  console.log(`built ${clientModules.length} client modules${compileBinary ? " and dist/uae-deals" : ""} in ${ms} ms`);
}

if (import.meta.main) {
  await build({ compileBinary: !process.argv.includes("--no-compile") });
}

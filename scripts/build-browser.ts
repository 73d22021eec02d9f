/**
 * Pass (a) of scripts/build.ts: the browser's modules. The bootstrap and the layout's islands
 * (on every public page) are one entry, the core; islands found together on a page are one entry
 * a group (GROUPS); every other 'use client' module is an entry of its own; ESM, split, hashed.
 *
 * What a page loads is kept in as few files as the bundler allows (issue 28: JavaScript as
 * served). A split build puts a module in a file of its own for each set of entries that reach
 * it, and each file is compressed on its own: a catalogue page fetched 27 files, which joined
 * compress 4 KB smaller. So every module of src/client is made to import the core (a bare
 * import, prepended as it is loaded): every entry then reaches everything the core reaches, and
 * all of it lands in one shared file. The core runs once, as the page's script; for an island
 * the import only says that it runs after it, which it always does (the core imports it).
 */
import { join, relative, resolve } from "node:path";
import type { BunPlugin } from "bun";
import { serverOnlyGuard } from "./server-only-guard.ts";

const root = join(import.meta.dir, "..");
const clientDir = join(root, "src/client/");

/**
 * Client modules built as one file each group, by the group's name: on a page they are found
 * together, and one file compresses better than several (each module's export names must differ
 * within its group, as one file exports them all). `bootstrap` is the core: the bootstrap, and
 * what the layout of every public page renders (or, being tiny, most pages do: CountView).
 */
const GROUPS: Record<string, string[]> = {
  bootstrap: [
    "i18n-provider",
    "catalog-viewer",
    "toaster",
    "visitor-tracker",
    "emirate-select",
    "emirate-links",
    "language-switcher",
    "mobile-menu",
    "lists-link",
    "count-view",
  ],
  // A catalogue page's own: its offers, adding to a list, sharing, saving for offline.
  "catalog-page": ["offer-areas", "add-to-list", "share-button", "save-offline"],
  // The lists of stores and catalogues (home, stores, catalogues, search, a store's page).
  // A file that fails to load takes its whole group with it (an island that throws still fails
  // alone): the grid/list switch keeps a file of its own, the one issue 20's journey breaks
  // (tests/e2e/islands.e2e.ts), so that one island failing to load is still shown alone.
  lists: ["auto-submit", "follow-button"],
};
const grouped = (name: string) => (GROUPS[name] ?? []).map((module) => join(clientDir, `${module}.tsx`));
const inGroups = new Set(Object.keys(GROUPS).flatMap(grouped));

type Options = {
  assetsDir: string;
  out: string;
  minify: boolean;
  define: Record<string, string>;
  urls: { pdfWorker: string; leafletCss: string };
};

/** A group's entry (dist/build/NAME.ts) re-exports its modules; the core's also runs the bootstrap. */
async function writeGroupEntry(out: string, name: string, clientModules: string[]): Promise<string> {
  const transpiler = new Bun.Transpiler({ loader: "tsx" });
  const owner = new Map<string, string>();
  for (const path of grouped(name)) {
    if (!clientModules.includes(path))
      throw new Error(`${relative(root, path)} is in the ${name} group but is not a 'use client' module`);
    for (const exported of transpiler.scan(await Bun.file(path).text()).exports) {
      if (owner.has(exported))
        throw new Error(
          `Group ${name}: ${exported} is exported by both ${owner.get(exported)} and ${relative(root, path)}`,
        );
      owner.set(exported, relative(root, path));
    }
  }
  const entry = join(out, `${name}.ts`);
  const lines = grouped(name).map((path) => `export * from ${JSON.stringify(path)};`);
  if (name === "bootstrap") lines.unshift(`import ${JSON.stringify(join(clientDir, "bootstrap.tsx"))};`);
  await Bun.write(entry, lines.join("\n"));
  return entry;
}

/**
 * Every module of src/client imports the core first. A module the core itself imports closes
 * a cycle, which changes nothing: ES modules evaluate each module once, dependencies first, and
 * the core's is already under way. (What a module loads with import() from outside src/client,
 * React's Flight client, goes through one of these: bootstrap.tsx imports flight-client.ts.)
 */
function everyModuleReachesCore(core: string): BunPlugin {
  return {
    name: "every-module-reaches-core",
    setup(b) {
      b.onLoad({ filter: /\/src\/client\/.*\.tsx?$/ }, async (args) => {
        if (!args.path.startsWith(clientDir)) return undefined;
        const source = await Bun.file(args.path).text();
        return {
          contents: `import ${JSON.stringify(core)};\n${source}`,
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
}

/** Returns the asset URL of every client entry (by project path), the bootstrap's, and each file's static imports. */
export async function buildBrowser(clientModules: string[], opts: Options) {
  const groups = new Map<string, string>();
  for (const name of Object.keys(GROUPS)) groups.set(name, await writeGroupEntry(opts.out, name, clientModules));
  const core = groups.get("bootstrap")!;
  const result = await Bun.build({
    entrypoints: [...groups.values(), ...clientModules.filter((path) => !inGroups.has(path))],
    outdir: opts.assetsDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: opts.minify,
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: {
      ...opts.define,
      "process.env.PDF_WORKER_URL": JSON.stringify(opts.urls.pdfWorker),
      "process.env.LEAFLET_CSS_URL": JSON.stringify(opts.urls.leafletCss),
    },
    metafile: true,
    plugins: [serverOnlyGuard, everyModuleReachesCore(core)],
    throw: true,
  });
  const meta = (typeof result.metafile === "string" ? JSON.parse(result.metafile) : result.metafile) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
  };
  // Output and import paths in the metafile are relative to outdir; entry points to the cwd.
  const assetUrl = (path: string) =>
    `/assets/${relative(opts.assetsDir, resolve(opts.assetsDir, path)).replaceAll("\\", "/")}`;
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
  const bootstrapUrl = entryUrls.get(relative(root, core));
  if (!bootstrapUrl) throw new Error("The browser build produced no bootstrap entry");
  for (const [name, entry] of groups) {
    const url = entryUrls.get(relative(root, entry))!;
    for (const path of grouped(name)) entryUrls.set(relative(root, path), url);
  }
  return { entryUrls, bootstrapUrl, staticImports };
}

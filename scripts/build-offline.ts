/**
 * The installable app's files (issue 25 item 5), written beside the other build output so the
 * binary embeds and serves them at the site's root: the offline worker (/sw.js, Serwist bundled
 * in, one classic script since a module worker is not yet in every browser) and each language's
 * web app manifest.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { getT } from "../src/i18n/server.ts";
import { manifestPath, webManifest } from "../src/lib/web-manifest.ts";

type Shell = {
  cssUrl: string;
  fontUrls: Record<string, string>;
  bootstrapUrl: string;
  entryUrls: Map<string, string>;
  staticImports: Map<string, string[]>;
};

/** The client modules the offline page needs besides the layout (its list of saved catalogues). */
const OFFLINE_PAGE_MODULES = ["src/client/offline-catalogs.tsx"];

/** Every URL the offline page loads: stylesheet, fonts, scripts and what they import statically. */
export function shellFiles(shell: Shell): string[] {
  const layoutUrl = shell.entryUrls.get("src/client/i18n-provider.tsx");
  const entries = [shell.bootstrapUrl, layoutUrl, ...OFFLINE_PAGE_MODULES.map((m) => shell.entryUrls.get(m))];
  if (entries.some((url) => !url)) throw new Error("The offline page's scripts are missing from the browser build");
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of shell.staticImports.get(url) ?? []) visit(next);
  };
  for (const url of entries) visit(url!);
  return [shell.cssUrl, ...Object.values(shell.fontUrls), ...[...seen].sort()];
}

/**
 * The build id names this release's caches: a hash of every file name the pages load (hashed by
 * content) and of the server's render bundle, so a release that changes what a page looks like
 * gets new caches, and rebuilding the same sources keeps them.
 */
async function buildId(files: string[], rscBundle: string): Promise<string> {
  const rsc = await Bun.file(rscBundle).arrayBuffer();
  return Bun.hash(`${files.join("\n")}\n${Bun.hash(rsc)}`)
    .toString(36)
    .slice(0, 10);
}

export async function buildOffline(opts: Shell & { root: string; out: string; minify: boolean; define: object }) {
  const web = join(opts.out, "web");
  await mkdir(join(web, "ar"), { recursive: true });
  const files = shellFiles(opts);
  const id = await buildId(files, join(opts.out, "rsc.js"));
  const precache = [
    ...files.map((url) => ({ url, revision: null })),
    // Rendered by the server: the release's id tells a new copy from the old one.
    ...["/offline", "/ar/offline"].map((url) => ({ url, revision: id })),
  ];
  await Bun.build({
    entrypoints: [join(opts.root, "src/client/service-worker.ts")],
    outdir: web,
    naming: "sw.js",
    target: "browser",
    format: "iife",
    minify: opts.minify,
    define: {
      ...opts.define,
      "process.env.OFFLINE_BUILD_ID": JSON.stringify(id),
      "process.env.OFFLINE_PRECACHE": JSON.stringify(JSON.stringify(precache)),
    },
    throw: true,
  });
  for (const lang of ["en", "ar"] as const) {
    const t = getT(lang);
    const manifest = webManifest(lang, {
      name: t("site.name"),
      shortName: t("site.name"),
      description: t("site.defaultDescription"),
    });
    await Bun.write(join(web, manifestPath(lang).slice(1)), JSON.stringify(manifest, null, 2));
  }
  return { buildId: id, web };
}

/**
 * The JavaScript a public page makes the browser load: every script the HTML names (script src,
 * modulepreload, the client modules in the inline Flight payload) and everything those import
 * statically. Modules reached only through import() load on demand and are counted apart.
 * Sizes are the files compressed here (gzip at the default level, brotli at quality 11, as the
 * server keeps hashed assets), so builds compare alike whatever a client negotiates.
 */
import { brotliCompressSync } from "node:zlib";

export type ShippedJs = {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  onDemandFiles: number;
  onDemandGzip: number;
};

// Quoted in attributes, or as \"...\" inside the Flight payload's script text.
const NAMED = /["'(]((?:https?:\/\/[^"'\s\\]+)?\/[^"'\s()\\]+\.m?js)["')\\]/g;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g;

type Module = { body: Uint8Array<ArrayBuffer>; staticDeps: string[]; dynamicDeps: string[] };

export async function shippedJs(origin: string, path: string): Promise<ShippedJs> {
  const html = await (await fetch(origin + path)).text();
  const own = (url: string) => new URL(url).origin === origin;
  const roots = [...new Set([...html.matchAll(NAMED)].map((m) => new URL(m[1]!, origin).href))].filter(own);
  // The whole graph first (both kinds of import), then what loads eagerly: the static closure of the roots.
  const modules = new Map<string, Module>();
  const queue = [...roots];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (modules.has(url)) continue;
    const body = new Uint8Array(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
    const text = new TextDecoder().decode(body);
    const deps = (re: RegExp) => [...text.matchAll(re)].map((m) => new URL(m[1]!, url).href).filter(own);
    const module = { body, staticDeps: deps(STATIC_IMPORT), dynamicDeps: deps(DYNAMIC_IMPORT) };
    modules.set(url, module);
    queue.push(...module.staticDeps, ...module.dynamicDeps);
  }
  const eager = new Set<string>();
  const walk = [...roots];
  for (let url = walk.pop(); url !== undefined; url = walk.pop()) {
    if (eager.has(url)) continue;
    eager.add(url);
    walk.push(...(modules.get(url)?.staticDeps ?? []));
  }
  const sum = (urls: string[]) => ({
    files: urls.length,
    raw: urls.reduce((n, u) => n + modules.get(u)!.body.length, 0),
    gzip: urls.reduce((n, u) => n + Bun.gzipSync(modules.get(u)!.body).length, 0),
    brotli: urls.reduce((n, u) => n + brotliCompressSync(modules.get(u)!.body).length, 0),
  });
  const now = sum([...eager]);
  const later = sum([...modules.keys()].filter((u) => !eager.has(u)));
  return { ...now, onDemandFiles: later.files, onDemandGzip: later.gzip };
}

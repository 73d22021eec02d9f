/**
 * The RSC -> HTML pipeline. The Flight stream of a page is teed: one branch is decoded
 * by the Flight client and rendered to HTML by react-dom/server, the other is written
 * into the page as a NON-executable data block that the bootstrap module hydrates from.
 * No inline script is emitted, so the CSP can be `script-src 'self'` without a nonce.
 * The page is rendered whole (allReady) before it is sent: pages are small, and a
 * complete document is what the full-page cache stores.
 */
import { use, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createFromReadableStream } from "react-server-dom-webpack/client.edge";
import type { PageId } from "../../routes/pages/index.ts";
import type { PageContext } from "../lib/page-context.ts";
import { bootstrapUrl, clientManifest, renderFlight, ssrModules, staticImports } from "../../dist/build/glue.ts";

type ServerConsumerManifest = Record<string, Record<string, { id: string; chunks: string[]; name: string }>>;

/** moduleMap for the SSR side of the Flight client: browser URL -> the SSR module. */
const moduleMap: ServerConsumerManifest = Object.fromEntries(
  Object.values(clientManifest).map((entry) => [entry.id, { "*": { id: entry.id, chunks: [], name: "*" } }]),
);

type WebpackGlobals = {
  __webpack_require__: (id: string) => unknown;
  __webpack_chunk_load__: (id: string) => Promise<unknown>;
};
const g = globalThis as unknown as WebpackGlobals;
// The Flight client calls these as free variables; on the server they return the
// modules compiled into this binary, synchronously (no chunks to load).
g.__webpack_require__ = (id: string) => {
  const mod = ssrModules[id];
  if (!mod) throw new Error(`Unknown client module ${id}`);
  return mod;
};
g.__webpack_chunk_load__ = () => Promise.resolve();

/** Escapes the Flight text for a data block: JSON with `<` escaped cannot close the tag. */
export function encodeDataBlock(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** modulepreload hints: the bootstrap, every client module used, and their static imports. */
function preloadLinks(flight: string): string {
  const urls = new Set<string>();
  const visit = (url: string) => {
    if (urls.has(url)) return;
    urls.add(url);
    for (const dep of staticImports[url] ?? []) visit(dep);
  };
  visit(bootstrapUrl);
  for (const entry of Object.values(clientManifest)) if (flight.includes(JSON.stringify(entry.id))) visit(entry.id);
  urls.delete(bootstrapUrl); // React already preloads the bootstrap module
  return [...urls].map((u) => `<link rel="modulepreload" href="${u}">`).join("");
}

export type RenderedPage = { html: string; status: number };

export async function renderPage(pageId: PageId, ctx: PageContext): Promise<RenderedPage> {
  let failure: unknown = null;
  const flight = renderFlight(pageId, ctx, clientManifest, (error: unknown) => {
    failure ??= error;
    console.error("[rsc]", error);
  });
  const [forHtml, forData] = flight.tee();
  const flightText = new Response(forData).text();
  const tree = createFromReadableStream(forHtml, {
    serverConsumerManifest: { moduleMap, moduleLoading: null, serverModuleMap: null },
  }) as Promise<ReactNode>;
  function Root() {
    return use(tree);
  }
  const stream = await renderToReadableStream(<Root />, {
    bootstrapModules: [bootstrapUrl],
    onError(error) {
      failure ??= error;
      console.error("[ssr]", error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  const data = await flightText;
  if (failure) throw failure;
  const block = `<script type="text/x-component" id="__flight">${encodeDataBlock(data)}</script>`;
  const withPreload = html.replace("</head>", `${preloadLinks(data)}</head>`);
  const end = withPreload.lastIndexOf("</body>");
  const full = end === -1 ? withPreload + block : withPreload.slice(0, end) + block + withPreload.slice(end);
  return { html: full, status: ctx.response.status };
}

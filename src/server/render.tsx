/**
 * A page to HTML, two ways. Public pages go straight to HTML (renderStraight: the HTML bundle's
 * page tree through react-dom/server, then only the islands' tree as Flight). Admin pages, and a
 * public page whose islands' props cannot be converted, go the Flight way (renderInScope): the
 * page's Flight stream is teed, one branch decoded by the Flight client and rendered to HTML, the
 * other kept. Either way the Flight text goes into the page as a NON-executable data block that
 * the bootstrap module hydrates from.
 * No inline script is emitted, so the CSP can be `script-src 'self'` without a nonce.
 * The page is rendered whole (allReady) before it is sent: pages are small, and a
 * complete document is what the full-page cache stores.
 */
import { type ReactNode, use } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createFromReadableStream } from "react-server-dom-webpack/client.edge";
import { logRequestError } from "#lib/log.ts";
import type { PageContext } from "#lib/page-context.ts";
import { buildOutput } from "./build-output.ts";
import type { BuildOutput } from "./build-output-types.ts";
import { islandsOnlyFlight } from "./flight-islands.ts";
import { Unconvertible } from "./island-payload.ts";
import { clientReferenceOf, islandRows } from "./island-rows.ts";
import { type Encoding, encodePage } from "./page-encoding.ts";
import { type KeepOnDisk, keepRendered } from "./page-store.ts";
import { type RenderedPage, renderThread } from "./render-thread.ts";

type ServerConsumerManifest = Record<string, Record<string, { id: string; chunks: string[]; name: string }>>;

/** One render in flight: the SSR modules it may load and the ones it did load. */
type RenderScope = { modules: BuildOutput["ssrModules"]; required: Set<string> };
const scopes = new Map<string, RenderScope>();
let lastRender = 0;

type WebpackGlobals = {
  __webpack_require__: (id: string) => unknown;
  __webpack_chunk_load__: (id: string) => Promise<unknown>;
};
const g = globalThis as unknown as WebpackGlobals;
// The Flight client calls these as free variables; on the server they return the
// modules compiled into this binary, synchronously (no chunks to load). Renders
// interleave, so each render's moduleMap gives ids of the form "<render> <url>" and
// the module lands in that render's own set.
g.__webpack_require__ = (id: string) => {
  const space = id.indexOf(" ");
  const scope = scopes.get(id.slice(0, space));
  const url = id.slice(space + 1);
  const mod = scope?.modules[url];
  if (!scope || !mod) throw new Error(`Unknown client module ${id}`);
  scope.required.add(url);
  return mod;
};
g.__webpack_chunk_load__ = () => Promise.resolve();

const clientIds = new WeakMap<BuildOutput, Set<string>>();

/**
 * moduleMap for the SSR side of the Flight client: browser URL -> the SSR module, tagged with
 * the render. A proxy answers the few lookups a render makes, instead of a map over every
 * client module built for each render.
 */
function moduleMapFor(render: string, out: BuildOutput): ServerConsumerManifest {
  let ids = clientIds.get(out);
  if (!ids) {
    ids = new Set(Object.values(out.clientManifest).map((entry) => entry.id));
    clientIds.set(out, ids);
  }
  const known = ids;
  return new Proxy({} as ServerConsumerManifest, {
    get: (_, id) =>
      typeof id === "string" && known.has(id) ? { "*": { id: `${render} ${id}`, chunks: [], name: "*" } } : undefined,
  });
}

/** Escapes the Flight text for a data block: JSON with `<` escaped cannot close the tag. */
const UNSAFE_IN_BLOCK = /[<\u2028\u2029]/g;
const escapeInBlock = (c: string) => (c === "<" ? "\\u003c" : c === "\u2028" ? "\\u2028" : "\\u2029");
function encodeDataBlock(text: string): string {
  return JSON.stringify(text).replace(UNSAFE_IN_BLOCK, escapeInBlock);
}

/**
 * modulepreload hints: the bootstrap (at low priority, as React gives its bootstrap modules: it
 * runs async, after the page's images and styles), every client module the render required, and
 * their static imports.
 */
function preloadLinks(out: BuildOutput, required: Set<string>): string {
  const urls = new Set<string>();
  const visit = (url: string) => {
    if (urls.has(url)) return;
    urls.add(url);
    for (const dep of out.staticImports[url] ?? []) visit(dep);
  };
  visit(out.bootstrapUrl);
  for (const url of required) visit(url);
  urls.delete(out.bootstrapUrl);
  const bootstrap = `<link rel="modulepreload" href="${out.bootstrapUrl}" fetchpriority="low">`;
  return bootstrap + [...urls].map((u) => `<link rel="modulepreload" href="${u}">`).join("");
}

/** Unwraps the decoded Flight tree for react-dom/server (suspends until it is ready). */
function FlightRoot({ tree }: { tree: Promise<ReactNode> }) {
  return use(tree);
}

/**
 * The whole document as one string, once everything in it is ready. React's Node-style stream
 * writes its pieces as strings to a sink of ours that joins them: the web stream Bun's build gives
 * (renderToReadableStream) hands each of the thousands of small pieces to a native stream and
 * then reads them back, 2-4 % of a render more for the same bytes.
 */
function htmlOf(root: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let html = "";
    // What React's pipe() uses of a Node Writable: write, end, on (drain, error, close never come).
    const sink = {
      write(chunk: string) {
        html += chunk;
        return true;
      },
      end() {
        resolve(html);
      },
      on() {},
      destroy: reject,
    };
    const rendering = renderToPipeableStream(root, {
      onError,
      onShellError: reject,
      onAllReady() {
        rendering.pipe(sink as unknown as NodeJS.WritableStream);
      },
    });
  });
}

/**
 * The document at once, for a tree that never suspends (the straight way: every query is
 * synchronous, bun:sqlite). React's legacy renderToString is one synchronous pass with no byte
 * counting of every piece (the streaming build measures each for its outlining, 3-4 % of a
 * render) and no stream: ~4 % of a home render in all (issue 28). It writes no doctype; the
 * streaming render does, for a document.
 */
function htmlNow(root: ReactNode): string {
  const html = renderToString(root);
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}

/**
 * Hands the event loop a turn. A render's steps follow each other as promise callbacks, which
 * run before the loop reads any socket, and the renders waiting for a slot follow in the same
 * chain: without a turn between its phases the server answered nothing, not even a page from
 * the cache, until every queued render was done (render-turns.test.ts).
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders a page: on the render thread when the server has one (render-thread.ts), else here.
 * `encodings`: the page comes back in them too, for the cache (made where it was rendered).
 */
export function renderPage(
  pageId: string,
  ctx: PageContext,
  encodings?: Encoding[],
  keep?: KeepOnDisk,
): Promise<RenderedPage> {
  return renderThread()?.render(pageId, ctx, encodings, keep) ?? renderHere(pageId, ctx, encodings, keep);
}

/**
 * Renders a page in this thread (in `encodings` too, if named); `keep`: and writes it to the
 * pages kept on disk (page-store.ts), here where it was made.
 */
export async function renderHere(
  pageId: string,
  ctx: PageContext,
  encodings?: Encoding[],
  keep?: KeepOnDisk,
): Promise<RenderedPage> {
  const page = await renderHtml(pageId, ctx);
  // A redirect is not kept: nothing to encode.
  if (!encodings || page.location) return page;
  const encoded = { ...page, encoded: encodePage(page.html, encodings) };
  if (keep) keepRendered(keep, encoded);
  return encoded;
}

let straight = true;

/**
 * Renders done each way since start, for the tests (a public page that fell back is counted
 * under `flight`).
 * @public
 */
export const renderWays = { straight: 0, flight: 0 };

/**
 * Public pages straight to HTML (the default) or all the Flight way: tests and the bench
 * compare the two (the same HTML, islands that hydrate the same).
 * @public
 */
export function renderStraightToHtml(on: boolean): void {
  straight = on;
}

async function renderHtml(pageId: string, ctx: PageContext): Promise<RenderedPage> {
  const out = await buildOutput();
  if (straight && !pageId.startsWith("admin")) {
    const page = await renderStraight(out, pageId, ctx);
    if (page) {
      renderWays.straight++;
      return page;
    }
  }
  renderWays.flight++;
  const render = String(++lastRender);
  const scope: RenderScope = { modules: out.ssrModules, required: new Set() };
  scopes.set(render, scope);
  try {
    return await renderInScope(out, render, scope, pageId, ctx);
  } finally {
    scopes.delete(render);
  }
}

/** The real module of a client export, as SSR loads it (the HTML bundle's stubs render it). */
function resolverFor(out: BuildOutput) {
  return ({ id, name }: { id: string; name: string }) => {
    const url = out.clientManifest[id]?.id;
    const component = url ? out.ssrModules[url]?.[name] : undefined;
    if (!component) throw new Error(`Unknown client export ${id}#${name}`);
    return component;
  };
}

/**
 * A public page straight to HTML (routes/html-entry.tsx), then its islands' tree as Flight:
 * no Flight render of the whole page and no decoding of it. Admin pages hydrate the whole
 * document from the whole Flight tree, so they are rendered the Flight way (renderInScope).
 * Null when the islands' props hold what island-payload.ts cannot read: rendered that way too.
 */
async function renderStraight(out: BuildOutput, pageId: string, ctx: PageContext): Promise<RenderedPage | null> {
  const { element, recorder } = out.html.page(pageId, ctx, resolverFor(out));
  let html: string;
  try {
    html = htmlNow(element);
  } catch (error) {
    logRequestError("ssr", error, { page: pageId });
    throw error;
  }
  await turn();
  const tree = out.html.islands(recorder, clientReferenceOf);
  if (tree === null) return null;
  let data: string;
  try {
    data = islandRows(tree, out.clientManifest);
  } catch (error) {
    if (error instanceof Unconvertible) return null;
    throw error;
  }
  const required = new Set<string>();
  for (const id of recorder.used) {
    const url = out.clientManifest[id]?.id;
    if (url) required.add(url);
  }
  return assemble(out, html, data, required, ctx);
}

async function renderInScope(
  out: BuildOutput,
  render: string,
  scope: RenderScope,
  pageId: string,
  ctx: PageContext,
): Promise<RenderedPage> {
  let failure: unknown = null;
  const renderFlight = await out.loadRenderFlight();
  const flight = renderFlight(pageId, ctx, out.clientManifest, (error: unknown) => {
    failure ??= error;
    logRequestError("rsc", error, { page: pageId });
  });
  await turn();
  const [forHtml, forData] = flight.tee();
  const flightText = new Response(forData).text();
  const tree = createFromReadableStream(forHtml, {
    serverConsumerManifest: { moduleMap: moduleMapFor(render, out), moduleLoading: null, serverModuleMap: null },
  }) as Promise<ReactNode>;
  const html = await htmlOf(<FlightRoot tree={tree} />, (error) => {
    failure ??= error;
    logRequestError("ssr", error, { page: pageId });
  });
  await turn();
  const data = await flightText;
  await turn();
  if (failure) throw failure;
  // The browser hydrates islands only: the rest of the tree is in the HTML already (flight-islands.ts).
  return assemble(out, html, islandsOnlyFlight(data), scope.required, ctx);
}

/**
 * The document: the HTML with the modulepreload hints before </head>, and the bootstrap module
 * then the islands' data block before </body>. Both ways add the bootstrap here, not through
 * React's `bootstrapModules` (renderToString has none), so their documents are the same.
 */
function assemble(out: BuildOutput, html: string, data: string, required: Set<string>, ctx: PageContext): RenderedPage {
  const block = `<script type="module" src="${out.bootstrapUrl}" async=""></script><script type="text/x-component" id="__flight">${encodeDataBlock(data)}</script>`;
  const preload = preloadLinks(out, required);
  const head = html.indexOf("</head>");
  const end = html.lastIndexOf("</body>");
  const full =
    head !== -1 && end > head
      ? html.slice(0, head) + preload + html.slice(head, end) + block + html.slice(end)
      : html.replace("</head>", `${preload}</head>`) + block; // not a whole document: as before, data last
  const { status, location, store, shows } = ctx.response;
  return { html: full, status, location, store, shows };
}

/**
 * A page to HTML, two ways. Public pages go straight to HTML (renderStraight: the HTML bundle's
 * page tree through react-dom/server, then only the islands' tree, written as Flight rows by
 * island-rows.ts). Admin pages, and a public page whose islands' props cannot be converted, go
 * the Flight way (render-flight.tsx). Either way the Flight text goes into the page as a
 * NON-executable data block that the bootstrap module hydrates from.
 * No inline script is emitted, so the CSP can be `script-src 'self'` without a nonce.
 * The page is rendered whole (allReady) before it is sent: pages are small, and a
 * complete document is what the full-page cache stores.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { withOneReading } from "#db/content-clock.ts";
import { logRequestError } from "#lib/log.ts";
import type { PageContext } from "#lib/page-context.ts";
import { buildOutput } from "./build-output.ts";
import type { BuildOutput } from "./build-output-types.ts";
import { turn } from "./event-turn.ts";
import { Unconvertible } from "./island-payload.ts";
import { clientReferenceOf, islandRows } from "./island-rows.ts";
import { type Encoding, encodePage } from "./page-encoding.ts";
import { type KeepOnDisk, keepRendered } from "./page-store.ts";
import { renderFlightWay } from "./render-flight.tsx";
import { type RenderedPage, renderThread } from "./render-thread.ts";

/** Escapes the Flight text for a data block: JSON with `<` escaped cannot close the tag. */
const UNSAFE_IN_BLOCK = /[<\u2028\u2029]/g;
const escapeInBlock = (c: string) => (c === "<" ? "\\u003c" : c === "\u2028" ? "\\u2028" : "\\u2029");
function encodeDataBlock(text: string): string {
  return JSON.stringify(text).replace(UNSAFE_IN_BLOCK, escapeInBlock);
}

/**
 * modulepreload hints: every client module the render required, and their static imports and the
 * bootstrap's (its own link is written apart, by assemble).
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
  return [...urls].map((u) => `<link rel="modulepreload" href="${u}">`).join("");
}

/** What renderToString writes where a Suspense boundary's content threw or waited: its fallback, for the browser to render. */
const FELL_BACK = "<!--$!-->";

/**
 * The document at once, for a tree that never suspends (the straight way: every query is
 * synchronous, bun:sqlite). React's legacy renderToString is one synchronous pass with no byte
 * counting of every piece (the streaming build measures each for its outlining, 3-4 % of a
 * render) and no stream: ~4 % of a home render in all (issue 28). It writes no doctype; the
 * streaming render does, for a document. Null when a Suspense boundary in the page threw or
 * waited: renderToString writes its fallback and says nothing (it has no onError), where the
 * Flight way waits for it, or reports the error and fails the page.
 * @public
 */
export function htmlNow(root: ReactNode): string | null {
  const html = renderToString(root);
  if (html.includes(FELL_BACK)) return null;
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}

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
  const { html, data, required } = await renderFlightWay(out, pageId, ctx);
  return assemble(out, html, data, required, ctx);
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
 * document from the whole Flight tree, so they are rendered the Flight way (render-flight.tsx).
 * Null when the islands' props hold what island-payload.ts cannot read, or a Suspense boundary
 * threw or waited (htmlNow): rendered that way too.
 */
async function renderStraight(out: BuildOutput, pageId: string, ctx: PageContext): Promise<RenderedPage | null> {
  const { element, recorder } = out.html.page(pageId, ctx, resolverFor(out));
  let html: string | null;
  try {
    html = withOneReading(() => htmlNow(element));
  } catch (error) {
    logRequestError("ssr", error, { page: pageId });
    throw error;
  }
  if (html === null) return null;
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

/**
 * The document: the HTML with the modulepreload hints before </head>, and the bootstrap module
 * then the islands' data block before </body>. Both ways add the bootstrap here, not through
 * React's `bootstrapModules` (renderToString has none), so their documents are the same.
 */
function assemble(out: BuildOutput, html: string, data: string, required: Set<string>, ctx: PageContext): RenderedPage {
  const block = `<script type="module" src="${out.bootstrapUrl}" async=""></script><script type="text/x-component" id="__flight">${encodeDataBlock(data)}</script>`;
  const preload = preloadLinks(out, required);
  // The bootstrap's own preload where React's bootstrapModules put it: after what React hoists to
  // the head's start (charset, viewport, image preloads), before the head's own first tag, the
  // title; at low priority, as React gives it (it runs async, after the page's images and styles).
  const bootstrap = `<link rel="modulepreload" fetchpriority="low" href="${out.bootstrapUrl}">`;
  const head = html.indexOf("</head>");
  const end = html.lastIndexOf("</body>");
  let full: string;
  if (head === -1 || end < head) {
    full = html.replace("</head>", `${bootstrap}${preload}</head>`) + block; // not a whole document: as before, data last
  } else {
    const title = html.lastIndexOf("<title", head);
    const at = title === -1 ? head : title;
    full =
      html.slice(0, at) + bootstrap + html.slice(at, head) + preload + html.slice(head, end) + block + html.slice(end);
  }
  const { status, location, store, shows } = ctx.response;
  return { html: full, status, location, store, shows };
}

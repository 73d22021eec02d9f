/**
 * The Flight way of rendering a page (admin pages, and a public page whose islands' props
 * island-payload.ts cannot read; render.tsx chooses): the page's Flight stream from the RSC bundle
 * is teed, one branch decoded by the Flight client and rendered to HTML, the other kept and
 * pruned to the islands for the data block.
 */
import { type ReactNode, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createFromReadableStream } from "react-server-dom-webpack/client.edge";
import { logRequestError } from "#lib/log.ts";
import type { PageContext } from "#lib/page-context.ts";
import type { BuildOutput } from "./build-output-types.ts";
import { turn } from "./event-turn.ts";
import { islandsOnlyFlight } from "./flight-islands.ts";

/** What render.tsx assembles the document from. */
export type FlightWayPage = { html: string; data: string; required: Set<string> };

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

/** A page the Flight way: its HTML, its islands' Flight text, the client modules it used. */
export async function renderFlightWay(out: BuildOutput, pageId: string, ctx: PageContext): Promise<FlightWayPage> {
  const render = String(++lastRender);
  const scope: RenderScope = { modules: out.ssrModules, required: new Set() };
  scopes.set(render, scope);
  try {
    return await renderInScope(out, render, scope, pageId, ctx);
  } finally {
    scopes.delete(render);
  }
}

async function renderInScope(
  out: BuildOutput,
  render: string,
  scope: RenderScope,
  pageId: string,
  ctx: PageContext,
): Promise<FlightWayPage> {
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
  return { html, data: islandsOnlyFlight(data), required: scope.required };
}

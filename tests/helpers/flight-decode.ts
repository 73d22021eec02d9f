/**
 * Decodes a page's Flight text as the browser's bootstrap does (the Flight client, then the
 * island walk), with every client component replaced by a stand-in that prints its module,
 * export and props around its children: what each island would hydrate, comparable as HTML.
 */
import { createElement, isValidElement, type ReactNode } from "react";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { createFromReadableStream } from "react-server-dom-webpack/client.edge";
import { decodeIslandPayload } from "#client/island-payload.ts";
import { type FoundIsland, walkIslands, withProviders } from "#client/island-walk.ts";
import { pageRefreshIdle } from "#server/page-refresh.ts";

type Globals = {
  __webpack_require__: (id: string) => unknown;
  __webpack_chunk_load__: (id: string) => Promise<unknown>;
};

const standIns = new Map<string, (props: Record<string, unknown>) => ReactNode>();
function standIn(module: string, name: string) {
  const key = `${module}#${name}`;
  let component = standIns.get(key);
  if (!component) {
    component = ({ children, ...props }) =>
      createElement(
        "client-component",
        {
          "data-name": key,
          "data-props": JSON.stringify(props, (_, v) => (isValidElement(v) ? renderToStaticMarkup(v) : v)),
        },
        children as ReactNode,
      );
    standIns.set(key, component);
  }
  return component;
}

/**
 * A module whose every export is a stand-in (the Flight client asks hasOwnProperty, then reads
 * it), except `then`: a module with one is taken for a promise of the module.
 */
const isExport = (name: string | symbol): name is string => typeof name === "string" && name !== "then";
const standInModule = (id: string) =>
  new Proxy(
    {},
    {
      getOwnPropertyDescriptor: (_, name) =>
        isExport(name) ? { value: standIn(id, name), configurable: true, enumerable: true } : undefined,
      get: (_, name) => (isExport(name) ? standIn(id, name) : undefined),
    },
  );

const moduleMap = new Proxy(
  {},
  { get: (_, id) => (typeof id === "string" ? { "*": { id, chunks: [], name: "*" } } : undefined) },
);

/** A whole render (the client modules' parts may still be loading when the walk reports an island). */
async function markup(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Each island the browser would hydrate: its marker's number and its markup with stand-ins.
 * `reader`: React's Flight client (as the admin's bootstrap, and as the server does), or the
 * public pages' own reader (src/client/island-payload.ts).
 */
export async function decodeIslands(
  flight: string,
  reader: "flight-client" | "island-payload" = "flight-client",
): Promise<{ id: string; html: string }[]> {
  // The stand-ins take the place of the modules the server's own renders load: a background
  // refresh of a stale page (after a test bumped the content clock) must not render with them.
  await pageRefreshIdle();
  const g = globalThis as unknown as Globals;
  const before = { require: g.__webpack_require__, load: g.__webpack_chunk_load__ };
  g.__webpack_require__ = standInModule;
  g.__webpack_chunk_load__ = () => Promise.resolve();
  try {
    const bytes = new TextEncoder().encode(flight);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const tree =
      reader === "island-payload"
        ? decodeIslandPayload(flight, async (id) => standInModule(id) as Record<string, unknown>)
        : (createFromReadableStream(stream, {
            serverConsumerManifest: { moduleMap, moduleLoading: null, serverModuleMap: null },
          }) as Promise<ReactNode>);
    const found: FoundIsland[] = [];
    const failed: unknown[] = [];
    await walkIslands(tree, { island: (island) => found.push(island), failed: (error) => failed.push(error) });
    if (failed.length > 0) throw failed[0];
    return await Promise.all(
      found.map(async (island) => ({ id: island.id, html: await markup(withProviders(island)) })),
    );
  } finally {
    g.__webpack_require__ = before.require;
    g.__webpack_chunk_load__ = before.load;
  }
}

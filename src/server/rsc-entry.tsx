/**
 * Entry of the React Server Components bundle (built under the `react-server`
 * condition by scripts/build.ts). The server calls renderFlight() with a page id and
 * the request context; the result is the Flight stream that SSR and hydration share.
 */
import { renderToReadableStream } from "react-server-dom-webpack/server.edge";
import { pages, type PageId } from "../../routes/pages/index.ts";
import type { PageContext } from "../lib/page-context.ts";

export type ClientManifest = Record<string, { id: string; chunks: string[]; name: string; async: boolean }>;

export function renderFlight(
  pageId: PageId,
  ctx: PageContext,
  clientManifest: ClientManifest,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const Page = pages[pageId];
  return renderToReadableStream(<Page ctx={ctx} />, clientManifest, { onError });
}

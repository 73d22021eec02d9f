/**
 * Entry of the React Server Components bundle (built under the `react-server`
 * condition by scripts/build.ts). The server calls renderFlight() with a page id and
 * the request context; the result is the Flight stream that SSR and hydration share.
 * Only admin pages go this way now (src/server/render.tsx): the server loads this bundle on the
 * first of them. Public pages are rendered straight to HTML (routes/html-entry.tsx).
 */
import { renderToReadableStream } from "react-server-dom-webpack/server.edge";
import type { RenderFlight } from "#server/build-output-types.ts";
import { type PageId, pages } from "./pages/index.ts";

export const renderFlight: RenderFlight = (pageId, ctx, clientManifest, onError) => {
  const Page = pages[pageId as PageId];
  if (!Page) throw new Error(`No page "${pageId}" in routes/pages/index.ts`);
  return renderToReadableStream(<Page ctx={ctx} />, clientManifest, { onError });
};

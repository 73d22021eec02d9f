/**
 * Entry of the React Server Components bundle (built under the `react-server`
 * condition by scripts/build.ts). The server calls renderFlight() with a page id and
 * the request context; the result is the Flight stream that SSR and hydration share.
 * Public pages are rendered to HTML without it (routes/html-entry.tsx); their islands'
 * tree is serialized here (renderTree), with references made by clientReference.
 */
import type { ComponentType } from "react";
import { registerClientReference, renderToReadableStream } from "react-server-dom-webpack/server.edge";
import type { HtmlRender, RenderFlight } from "#server/build-output-types.ts";
import { type PageId, pages } from "./pages/index.ts";

export const renderFlight: RenderFlight = (pageId, ctx, clientManifest, onError) => {
  const Page = pages[pageId as PageId];
  if (!Page) throw new Error(`No page "${pageId}" in routes/pages/index.ts`);
  return renderToReadableStream(<Page ctx={ctx} />, clientManifest, { onError });
};

/** A tree made elsewhere (its elements are plain objects; React's symbols are global) as Flight. */
export const renderTree: HtmlRender["renderTree"] = (tree, clientManifest, onError) =>
  renderToReadableStream(tree, clientManifest, { onError });

const references = new Map<string, ComponentType<Record<string, unknown>>>();

/** The client reference Flight writes as an import of `id`'s export `name` (one per export). */
export const clientReference: HtmlRender["reference"] = ({ id, name }) => {
  const key = `${id}#${name}`;
  let reference = references.get(key);
  if (!reference) {
    reference = registerClientReference(
      () => {
        throw new Error(`${key} is a client component and cannot be called on the server`);
      },
      id,
      name,
    ) as ComponentType<Record<string, unknown>>;
    references.set(key, reference);
  }
  return reference;
};

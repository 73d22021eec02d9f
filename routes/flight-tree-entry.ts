/**
 * Entry of the islands' Flight bundle (built under the `react-server` condition by
 * scripts/build.ts): what a public page's islands' tree (src/server/island-payload.ts) is
 * serialized with. Apart from the RSC bundle (routes/rsc-entry.tsx), which holds a copy of every
 * page and is loaded only when a page goes the Flight way (an admin page): a thread that never
 * renders one does not carry it (~20 MiB each).
 */
import type { ComponentType } from "react";
import { registerClientReference, renderToReadableStream } from "react-server-dom-webpack/server.edge";
import type { HtmlRender } from "#server/build-output-types.ts";

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

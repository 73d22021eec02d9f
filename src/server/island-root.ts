/**
 * Runs in the React Server Components bundle only: scripts/build.ts hands every client
 * reference through `islandRoot`, so where a server component renders a client component the
 * Flight tree (and so the HTML) holds the island inside its marker (src/lib/island-marker.ts).
 * Client components rendered by other client components never meet this: they are part of the
 * island that renders them. Ambient providers stay bare: they add no element of their own.
 */
import { type ComponentType, cache, createElement } from "react";
import { AMBIENT_PROVIDERS, ISLAND_ID, ISLAND_TAG } from "#lib/island-marker.ts";

/** The numbers given so far in this render: React's `cache` is one per Flight request. */
const numbering = cache(() => ({ next: 0 }));

/** An inline style: the marker takes no box before (or without) the stylesheet. */
const NO_BOX = { display: "contents" } as const;

export function islandRoot<P extends object>(reference: ComponentType<P>, name: string): ComponentType<P> {
  if (AMBIENT_PROVIDERS.has(name)) return reference;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per export, when the module loads, not per render
  const Root = (props: P) => {
    const n = numbering().next++;
    return createElement(ISLAND_TAG, { [ISLAND_ID]: String(n), style: NO_BOX }, createElement(reference, props));
  };
  Root.displayName = `IslandRoot(${name})`;
  return Root;
}

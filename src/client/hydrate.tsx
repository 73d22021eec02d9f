/**
 * The two ways a page is hydrated from its decoded Flight tree. Public pages: each island into
 * its own marker, inside the ambient providers above it (issue 28; island-walk.ts), so React
 * builds fibers only for what runs in the browser. Admin pages (<html data-hydrate-document>):
 * the whole document as one root, as their client components call useId, whose ids follow the
 * position in the root and would not match the server's in a root of their own.
 * Either way <html data-hydrated> is set once everything found has committed: with a root per
 * island, the header's being live no longer says the rest is (the browser journeys wait on it).
 */
import { type ReactNode, startTransition, use, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ID, ISLAND_TAG } from "#lib/island-marker.ts";
import { reportIslandError } from "./island-boundary.tsx";
import { type FoundIsland, walkIslands, withProviders } from "./island-walk.ts";

const progress = { pending: 0, walked: false };
function settle() {
  if (progress.walked && progress.pending === 0) document.documentElement.setAttribute("data-hydrated", "");
}

/** Renders nothing, beside a root's content: its effect runs once that root has committed. */
function Committed() {
  useEffect(() => {
    progress.pending--;
    settle();
  }, []);
  return null;
}

function hydrateInto(container: Element | Document, content: ReactNode) {
  progress.pending++;
  startTransition(() => {
    // Every island sits in its own IslandBoundary (webpack-shim.ts); what one catches is logged here.
    hydrateRoot(
      container,
      <>
        {content}
        <Committed />
      </>,
      { onCaughtError: reportIslandError },
    );
  });
}

/** The page's markers by number, read once (one query, not one per island). */
function markers(): Map<string, Element> {
  const byId = new Map<string, Element>();
  for (const marker of document.querySelectorAll(ISLAND_TAG)) byId.set(marker.getAttribute(ISLAND_ID) ?? "", marker);
  return byId;
}

export function hydrateIslands(tree: PromiseLike<ReactNode>) {
  let containers: Map<string, Element> | null = null;
  const island = (found: FoundIsland) => {
    containers ??= markers();
    const container = containers.get(found.id);
    if (container) hydrateInto(container, withProviders(found));
  };
  walkIslands(tree, {
    island,
    failed: (error) => console.error("[islands] part of the page could not be read; its islands stay static:", error),
  }).then(() => {
    progress.walked = true;
    settle();
  });
}

function Root({ tree }: { tree: PromiseLike<ReactNode> }) {
  return use(tree as Promise<ReactNode>);
}

export function hydrateDocument(tree: PromiseLike<ReactNode>) {
  progress.walked = true;
  hydrateInto(document, <Root tree={tree} />);
}

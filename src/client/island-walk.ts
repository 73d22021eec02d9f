/**
 * Per-island hydration (issue 28): the page's decoded Flight tree is walked once to find each
 * island root, the element the server put inside a marker (src/lib/island-marker.ts), and the
 * ambient providers above it (the body's I18nProvider), so the bootstrap can hydrate every
 * island into its own marker, inside those providers, instead of the whole document.
 *
 * What the tree may hold besides elements: arrays and other iterables, fragments and other
 * symbol types (Suspense), promises, and the Flight client's lazy parts (a chunk still
 * waiting, for instance on a module: `_init` throws it, a thenable, until it is there).
 * Whatever can be seen at once is reported at once; the rest as it arrives.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { ISLAND_ID, ISLAND_TAG } from "#lib/island-marker.ts";

/** One island root: its marker's number, the element to hydrate, the providers around it (outermost first). */
export type FoundIsland = { id: string; island: ReactNode; providers: ReactElement[] };

type Visitor = {
  island: (found: FoundIsland) => void;
  /** A part of the tree that could not be read (a rejected chunk): the islands in it stay as the server drew them. */
  failed: (error: unknown) => void;
};

type Lazy = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => unknown };
const LAZY = Symbol.for("react.lazy");

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

const isLazy = (value: object): value is Lazy => (value as { $$typeof?: unknown }).$$typeof === LAZY;

/**
 * Walks `tree`, calling `visitor.island` for each island root that is not inside another island
 * (those hydrate with the island that renders them). Resolves once every part has been walked.
 */
export function walkIslands(tree: unknown, visitor: Visitor, providers: ReactElement[] = []): Promise<void> {
  const waits: Promise<void>[] = [];
  // A thenable the Flight client made may not chain (its `then` returns nothing): Promise.resolve adopts it.
  const after = (thenable: PromiseLike<unknown>, next: (value: unknown) => Promise<void>) =>
    waits.push(Promise.resolve(thenable).then(next, visitor.failed));

  const visit = (node: unknown, above: ReactElement[]): void => {
    if (typeof node !== "object" || node === null) return; // text, numbers, booleans, nothing
    if (Array.isArray(node)) {
      for (const child of node) visit(child, above);
    } else if (isValidElement(node)) {
      visitElement(node, above);
    } else if (isLazy(node)) {
      visitLazy(node, above);
    } else if (isThenable(node)) {
      after(node, (value) => walkIslands(value, visitor, above));
    } else if (Symbol.iterator in node) {
      for (const child of node as Iterable<unknown>) visit(child, above);
    }
  };

  const visitLazy = (node: Lazy, above: ReactElement[]) => {
    let value: unknown;
    try {
      value = node._init(node._payload);
    } catch (thrown) {
      // Not there yet: look again once it has settled (a rejected one throws its reason then).
      if (isThenable(thrown)) after(thrown, () => walkIslands(node, visitor, above));
      else visitor.failed(thrown);
      return;
    }
    visit(value, above);
  };

  const visitElement = (element: ReactElement, above: ReactElement[]) => {
    const { type } = element;
    const props = element.props as { children?: unknown; [ISLAND_ID]?: string };
    if (type === ISLAND_TAG) {
      visitor.island({ id: String(props[ISLAND_ID]), island: props.children as ReactNode, providers: above });
    } else if (typeof type === "string" || typeof type === "symbol") {
      visit(props.children, above); // a host element, a fragment, a Suspense boundary
    } else {
      // A client component outside any marker: the server marks every island but the ambient
      // providers, so this is one of those, to be put back around the islands below it.
      visit(props.children, [...above, element]);
    }
  };

  visit(tree, providers);
  return Promise.all(waits).then(() => undefined);
}

/** The island inside clones of its providers, each with the island as its only child. */
export function withProviders({ island, providers }: FoundIsland): ReactNode {
  return providers.reduceRight<ReactNode>((inner, provider) => cloneElement(provider, undefined, inner), island);
}

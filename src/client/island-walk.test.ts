import { describe, expect, test } from "bun:test";
import { createElement, Fragment, lazy, type ReactElement, type ReactNode, Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ISLAND_ID, ISLAND_TAG } from "#lib/island-marker.ts";
import { type FoundIsland, walkIslands, withProviders } from "./island-walk.ts";

const Provider = ({ name, children }: { name: string; children?: ReactNode }) =>
  createElement("section", { "data-provider": name }, children);
const Toggle = ({ label, children }: { label: string; children?: ReactNode }) =>
  createElement("b", { "data-label": label }, children);

/** A marker as the server writes it, around an island element. */
const marker = (n: number, island: ReactNode) => createElement(ISLAND_TAG, { [ISLAND_ID]: String(n) }, island);
const provider = (name: string, ...children: ReactNode[]) => createElement(Provider, { name }, ...children);

/** Walks `tree` and gives what was found and what failed, in the order it was reported. */
async function walk(tree: unknown) {
  const found: FoundIsland[] = [];
  const failed: unknown[] = [];
  await walkIslands(tree, { island: (island) => found.push(island), failed: (error) => failed.push(error) });
  return { found, failed };
}

const names = (providers: ReactElement[]) => providers.map((p) => (p.props as { name: string }).name);

/** The Flight client's lazy node: `_init` throws the pending chunk (a thenable) until it is there. */
function flightLazy(value: Promise<unknown>): ReactNode {
  const chunk = {
    status: "pending",
    value: undefined as unknown,
    reason: undefined as unknown,
    // biome-ignore lint/suspicious/noThenProperty: the Flight client's chunks are thenables, and this stands for one
    then: value.then.bind(value),
  };
  // Blocks, not arrows returning the chunk: a handler returning a thenable would adopt it.
  value.then(
    (v) => {
      Object.assign(chunk, { status: "fulfilled", value: v });
    },
    (e) => {
      Object.assign(chunk, { status: "rejected", reason: e });
    },
  );
  const init = (c: typeof chunk) => {
    if (c.status === "fulfilled") return c.value;
    if (c.status === "rejected") throw c.reason;
    throw c;
  };
  return { $$typeof: Symbol.for("react.lazy"), _payload: chunk, _init: init } as unknown as ReactNode;
}

describe("walkIslands", () => {
  test("finds each marker under host elements, arrays and fragments, with no provider when there is none", async () => {
    const tree = createElement(
      "html",
      null,
      createElement("body", null, [
        createElement("header", { key: "h" }, marker(0, createElement(Toggle, { label: "a" }))),
        createElement(Fragment, { key: "f" }, createElement("main", null, [marker(1, null), "text", 3, null, false])),
      ]),
    );
    const { found, failed } = await walk(tree);
    expect(found.map((f) => f.id)).toEqual(["0", "1"]);
    expect(found[0]!.providers).toEqual([]);
    expect((found[0]!.island as ReactElement).type).toBe(Toggle);
    expect(failed).toEqual([]);
  });

  test("keeps the providers above each island, nearest last, and only those above it", async () => {
    const tree = provider(
      "page",
      marker(0, null),
      createElement("div", null, provider("offline", marker(1, null))),
      marker(2, null),
    );
    const { found } = await walk(tree);
    expect(found.map((f) => [f.id, names(f.providers)])).toEqual([
      ["0", ["page"]],
      ["1", ["page", "offline"]],
      ["2", ["page"]],
    ]);
  });

  test("does not report markers inside an island: they hydrate with the island that renders them", async () => {
    const inner = marker(1, createElement(Toggle, { label: "inner" }));
    const tree = createElement("main", null, marker(0, createElement(Toggle, { label: "outer" }, inner)));
    const { found } = await walk(tree);
    expect(found.map((f) => f.id)).toEqual(["0"]);
  });

  test("waits for promises and for the Flight client's lazy parts, then walks what they hold", async () => {
    let release: (value: unknown) => void = () => {};
    const later = new Promise((resolve) => {
      release = resolve;
    });
    const tree = Promise.resolve(
      provider("page", [
        flightLazy(Promise.resolve(marker(0, null))),
        flightLazy(later),
        Promise.resolve([createElement("p", { key: "p" }, marker(2, null))]),
      ]),
    );
    const walked = walk(tree);
    setTimeout(() => release(createElement("div", null, marker(1, null))), 5);
    const { found, failed } = await walked;
    expect(found.map((f) => [f.id, names(f.providers)]).sort()).toEqual([
      ["0", ["page"]],
      ["1", ["page"]],
      ["2", ["page"]],
    ]);
    expect(failed).toEqual([]);
  });

  test("walks React.lazy nodes and a lazy provider type like any other", async () => {
    const lazyNode = lazy(async () => ({ default: createElement("p", null, marker(1, null)) as never }));
    const LazyProvider = lazy(async () => ({ default: Provider }));
    const tree = createElement(Suspense, null, createElement(LazyProvider, { name: "lazy" } as never, marker(0, null)));
    const { found } = await walk([tree, lazyNode]);
    expect(found.map((f) => [f.id, names(f.providers)])).toEqual([
      ["0", ["lazy"]],
      ["1", []],
    ]);
  });

  test("a part that fails is reported and the rest of the page is still walked", async () => {
    const broken = flightLazy(Promise.reject(new Error("chunk broke")));
    const { found, failed } = await walk(
      createElement("main", null, broken, marker(0, null), Promise.reject(new Error("p"))),
    );
    expect(found.map((f) => f.id)).toEqual(["0"]);
    expect(failed.map((e) => (e as Error).message).sort()).toEqual(["chunk broke", "p"]);
  });

  test("reports the islands it can see at once before any later part arrives", async () => {
    const seen: string[] = [];
    const never = new Promise(() => {}) as never;
    void walkIslands(createElement("main", null, marker(0, null), never, marker(1, null)), {
      island: (f) => seen.push(f.id),
      failed: () => {},
    });
    expect(seen).toEqual(["0", "1"]);
  });
});

describe("withProviders", () => {
  test("puts the island back inside its providers, outermost first, keeping their other props", () => {
    const island = createElement(Toggle, { label: "go" });
    const found: FoundIsland = { id: "0", island, providers: [provider("page", "old content"), provider("inner")] };
    expect(renderToStaticMarkup(withProviders(found))).toBe(
      '<section data-provider="page"><section data-provider="inner"><b data-label="go"></b></section></section>',
    );
  });

  test("an island without providers is itself", () => {
    const island = createElement(Toggle, { label: "go" });
    expect(withProviders({ id: "0", island, providers: [] })).toBe(island);
  });
});

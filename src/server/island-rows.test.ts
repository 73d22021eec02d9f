/**
 * The islands' tree written as Flight rows (island-rows.ts) reads back, through the browser's
 * own reader, as the tree that was written: values Flight marks with `$`, elements, client
 * references (one module row each), an object met twice; what that reader cannot read is
 * Unconvertible, so the page goes the Flight way.
 */
import { describe, expect, test } from "bun:test";
import { createElement, Fragment, isValidElement, type ReactElement } from "react";
import { decodeIslandPayload } from "#client/island-payload.ts";
import type { ClientManifest } from "./build-output-types.ts";
import { Unconvertible } from "./island-payload.ts";
import { clientReferenceOf, islandRows } from "./island-rows.ts";

const manifest: ClientManifest = {
  "src/client/panel.tsx": { id: "/assets/panel-1.js", chunks: [], name: "*", async: true },
  "src/client/menu.tsx": { id: "/assets/menu-2.js", chunks: [], name: "*", async: false },
};
const Panel = clientReferenceOf({ id: "src/client/panel.tsx", name: "Panel" });
const Toggle = clientReferenceOf({ id: "src/client/panel.tsx", name: "Toggle" });
const Menu = clientReferenceOf({ id: "src/client/menu.tsx", name: "Menu" });

/** Each module's exports as named stand-ins, as the browser would load them. */
const loaded = new Map<string, Record<string, unknown>>();
const load = async (url: string) => {
  let module = loaded.get(url);
  if (!module) {
    module = new Proxy({} as Record<string, unknown>, { get: (_, name) => `${url}#${String(name)}` });
    loaded.set(url, module);
  }
  return module;
};

/**
 * An element as plain data, to compare what was written with what was read: a reference is named
 * by its module's URL and export, as the reader's stand-ins are.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (isValidElement(value)) {
    const el = value as ReactElement<Record<string, unknown>>;
    let type = el.type as unknown;
    if (typeof type === "function") {
      const [id, name] = (type as unknown as { displayName: string }).displayName.split("#");
      type = `${manifest[id!]!.id}#${name}`;
    }
    return { type: typeof type === "symbol" ? type.toString() : type, key: el.key, props: plain(el.props) };
  }
  if (value instanceof Date || value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

describe("islandRows", () => {
  test("values, elements and references read back as written", async () => {
    const shared = { options: [{ value: "dubai", label: "Dubai" }] };
    const when = new Date("2026-11-27T10:00:00.000Z");
    const tree = [
      createElement(
        Panel,
        { key: "p", title: "$5 off", price: -0, ratio: Number.NaN, up: Number.POSITIVE_INFINITY, when, shared },
        createElement("h2", { className: "x" }, "Offers"),
        createElement(Fragment, { key: "f" }, createElement(Toggle, { on: true, missing: undefined }), "$"),
      ),
      createElement(Menu, { shared, items: [1, "two", null, false] }),
    ];
    const rows = islandRows(tree, manifest);
    // One module row per export; the async flag as the manifest says.
    expect(rows.split("\n").filter((row) => row.includes(":I"))).toEqual([
      '1:I["/assets/panel-1.js",[],"Panel",1]',
      '2:I["/assets/panel-1.js",[],"Toggle",1]',
      '3:I["/assets/menu-2.js",[],"Menu"]',
    ]);
    // The object both islands hold is written in full twice, not as a path to the first.
    expect(rows.match(/"options":\[\{"value":"dubai","label":"Dubai"\}\]/g)?.length).toBe(2);
    const read = await decodeIslandPayload(rows, load);
    const decoded = plain(read) as { props: Record<string, unknown> }[];
    expect(Object.is(decoded[0]!.props.price, -0)).toBe(true);
    expect(decoded[0]!.props.when).toEqual(when);
    expect(decoded).toEqual(plain(tree) as typeof decoded);
  });

  test("a fragment with no key is written as its children, as Flight writes it", async () => {
    const tree = createElement(Menu, {
      list: createElement(Fragment, null, createElement("b", null, "1"), "2"),
      one: createElement(Fragment, null, createElement("i", { key: "k" }, "3")),
    });
    const rows = islandRows(tree, manifest);
    expect(rows).toContain('"list":[["$","b",null,{"children":"1"}],"2"]');
    expect(rows).toContain('"one":[["$","i","k",{"children":"3"}]]');
  });

  test("what the browser's reader cannot read is Unconvertible", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    class Price {
      amount = 5;
    }
    for (const value of [new Map([["a", 1]]), () => 1, 10n, cyclic, new Price(), Symbol("local")]) {
      expect(() => islandRows(createElement(Panel, { value }), manifest)).toThrow(Unconvertible);
    }
    expect(() =>
      islandRows(createElement(clientReferenceOf({ id: "src/client/gone.tsx", name: "X" })), manifest),
    ).toThrow(Unconvertible);
  });
});

/**
 * The tree the browser hydrates from, made from a render's island notes (island-html.tsx): the
 * ambient providers, and inside them each island that no other island holds, in its marker, as
 * the Flight path's pruned payload has it (flight-islands.ts); island-rows.ts writes it as
 * Flight. An island's props may hold elements the server made (its children): server components
 * in them are called here, as Flight would, and client exports become references; the islands
 * among them get the numbers the HTML gave them.
 * What this cannot read (a memo, a lazy, a context as an element type, a server component that
 * calls a hook) throws `Unconvertible`, and the page is rendered the Flight way instead.
 */
import { type ComponentType, createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { AMBIENT_PROVIDERS, ISLAND_ID, ISLAND_TAG } from "#lib/island-marker.ts";
import { type AmbientNote, CLIENT_EXPORT, type ClientExport, type IslandRecorder } from "./island-html.tsx";

export class Unconvertible extends Error {}

/** A client reference for a client export (island-rows.ts makes them). */
export type ReferenceOf = (ref: ClientExport) => ComponentType<Record<string, unknown>>;

export function islandsTree(recorder: IslandRecorder, referenceOf: ReferenceOf): ReactNode {
  const convert = converter(recorder, referenceOf);
  // Ambient note -> the islands and providers directly inside it.
  const inside = new Map<AmbientNote | null, (ReactNode | AmbientNote)[]>();
  const childrenOf = (note: AmbientNote | null): (ReactNode | AmbientNote)[] => {
    let list = inside.get(note);
    if (!list) {
      list = [];
      inside.set(note, list);
      if (note) childrenOf(note.above).push(note);
    }
    return list;
  };
  for (const island of recorder.islands) {
    if (island.inside !== null) continue; // hydrates with the island holding it
    const props = convert.within(island.n, () => convert.props(island.props));
    childrenOf(island.ambient).push(marker(island.n, createElement(referenceOf(island), props)));
  }
  const build = (node: ReactNode | AmbientNote): ReactNode => {
    if (!isNote(node)) return node;
    // Its children were the page around the islands: what it holds in the browser is the islands.
    const { children: _, ...props } = node.props;
    return createElement(referenceOf(node), convert.props(props), ...(inside.get(node) ?? []).map(build));
  };
  return (inside.get(null) ?? []).map(build);
}

const isNote = (value: unknown): value is AmbientNote =>
  typeof value === "object" && value !== null && "above" in value && !isValidElement(value);

/** A marker of its own (a style object shared by two would be a reference the browser's reader does not follow). */
function marker(n: number, island: ReactNode): ReactElement {
  return createElement(ISLAND_TAG, { [ISLAND_ID]: String(n), style: { display: "contents" } }, island);
}

/**
 * A server component's output, called outside a render: one that calls a hook (which Flight would
 * have let it) or throws is left to the Flight way, where it renders as it did, or fails as it would.
 */
function serverOutput(component: (p: unknown) => unknown, p: unknown): unknown {
  try {
    return component(p);
  } catch (error) {
    throw new Unconvertible(`${component.name || "a server component"} threw: ${String(error)}`);
  }
}

/** Props with the element's key again (createElement takes it from there; `null` would become "null"). */
const keyed = (p: Record<string, unknown>, key: string | null) => (key === null ? { ...p } : { ...p, key });

/**
 * Converts an island's props: server components called, client exports made references, nested
 * islands given their numbers. What is unchanged is kept as it is (island-rows.ts writes an
 * object met twice twice: the browser's reader follows no reference inside a row).
 */
function converter(recorder: IslandRecorder, referenceOf: ReferenceOf) {
  const value = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    if (isValidElement(v)) return element(v);
    if (Array.isArray(v)) return list(v);
    if (Object.getPrototypeOf(v) === Object.prototype) return props(v as Record<string, unknown>);
    return v; // a Date, a Map: Flight serializes them as they are
  };
  const list = (items: unknown[]): unknown[] => {
    let out: unknown[] | null = null;
    items.forEach((item, i) => {
      const next = value(item);
      if (next !== item) {
        out ??= items.slice();
        out[i] = next;
      }
    });
    return out ?? items;
  };
  const props = (p: Record<string, unknown>): Record<string, unknown> => {
    let out: Record<string, unknown> | null = null;
    for (const key in p) {
      const next = value(p[key]);
      if (next !== p[key]) {
        out ??= { ...p };
        out[key] = next;
      }
    }
    return out ?? p;
  };
  const element = (el: ReactElement): unknown => {
    const { type } = el;
    const p = el.props as Record<string, unknown>;
    if (typeof type === "string" || typeof type === "symbol") {
      const next = props(p);
      return next === p ? el : createElement(type, keyed(next, el.key));
    }
    if (typeof type !== "function") throw new Unconvertible(`an element of type ${String(type)}`);
    const ref = (type as unknown as Record<symbol, ClientExport | undefined>)[CLIENT_EXPORT];
    if (!ref) return value(serverOutput(type as (p: unknown) => unknown, p));
    recorder.used.add(ref.id);
    // An ambient provider: no marker
    if (AMBIENT_PROVIDERS.has(ref.name)) return createElement(referenceOf(ref), keyed(props(p), el.key));
    const n = numberOf(ref, p);
    const islandProps = within(n, () => props(p));
    return marker(n, createElement(referenceOf(ref), keyed(islandProps, el.key)));
  };
  // The island whose props are being walked: the islands met in them were rendered inside it.
  let holder: number | null = null;
  const within = <T>(n: number, walk: () => T): T => {
    const outer = holder;
    holder = n;
    try {
      return walk();
    } finally {
      holder = outer;
    }
  };
  const claimed = new Set<number>();
  /**
   * The number the HTML gave a nested island: found by its props object when the element is the
   * one React rendered; when a server component in the holder's props made it, that component
   * was called again here and made new objects, so it is the holder's unclaimed island of the
   * same export with equal props (server components are pure: equal output). One the HTML never
   * rendered (the holder did not show it) gets a number of its own.
   */
  const numberOf = (ref: ClientExport, p: Record<string, unknown>): number => {
    let n = recorder.numbers.get(p);
    if (n === undefined || claimed.has(n)) {
      n = recorder.islands.find(
        (note) =>
          note.inside === holder &&
          !claimed.has(note.n) &&
          note.id === ref.id &&
          note.name === ref.name &&
          Bun.deepEquals(note.props, p),
      )?.n;
    }
    n ??= recorder.next++;
    claimed.add(n);
    return n;
  };
  return { props, within };
}

/**
 * Runs in the HTML bundle only (scripts/build.ts, pass (b')): the page tree rendered by
 * react-dom/server straight to HTML, with no Flight render and decoding in between (issue 28:
 * those were ~40 % of a render). The build (scripts/build-stubs.ts) hands every client export a
 * server component imports through `clientStub`, which renders the real module (the one SSR already loads) inside
 * the same island marker as the Flight path (src/server/island-root.ts), and notes what the
 * browser will need to hydrate it: which module, which props, which ambient providers above.
 * island-payload.ts turns those notes into the islands' Flight payload.
 */
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from "react";
import { AMBIENT_PROVIDERS, ISLAND_ID, ISLAND_TAG } from "#lib/island-marker.ts";

/** A client export: its module (the client manifest's key) and export name. */
export type ClientExport = { id: string; name: string };

/** An ambient provider met on the way down, with the one above it. */
export type AmbientNote = ClientExport & { props: Record<string, unknown>; above: AmbientNote | null };

/** An island rendered: its marker's number, and the island it sits in, if any. */
export type IslandNote = ClientExport & {
  n: number;
  props: Record<string, unknown>;
  ambient: AmbientNote | null;
  inside: number | null;
};

/** One render's notes. `resolve` gives the real component for a client export. */
export class IslandRecorder {
  next = 0;
  readonly islands: IslandNote[] = [];
  /** Client modules the render used (for modulepreload hints). */
  readonly used = new Set<string>();
  /** An island's props object -> its number: island-payload.ts finds nested islands by it. */
  readonly numbers = new WeakMap<object, number>();
  constructor(readonly resolve: (ref: ClientExport) => ComponentType<Record<string, unknown>>) {}
}

type Position = { recorder: IslandRecorder; ambient: AmbientNote | null; inside: number | null };
const Position = createContext<Position | null>(null);

/** Marks a stub, so island-payload.ts knows a client export from a server component. */
export const CLIENT_EXPORT = Symbol.for("uae-deals.client-export");

/** An inline style: the marker takes no box before (or without) the stylesheet. */
const NO_BOX = { display: "contents" } as const;

export function clientStub(id: string, name: string): ComponentType<Record<string, unknown>> {
  const ref: ClientExport = { id, name };
  const ambient = AMBIENT_PROVIDERS.has(name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per export, when the module loads, not per render
  const Stub = (props: Record<string, unknown>) => {
    const at = useContext(Position);
    if (!at) throw new Error(`${id}#${name} rendered outside withRecorder`);
    const Real = at.recorder.resolve(ref);
    at.recorder.used.add(id);
    if (ambient) {
      const note: AmbientNote = { id, name, props, above: at.ambient };
      return <Position value={{ ...at, ambient: note }}>{createElement(Real, props)}</Position>;
    }
    const n = at.recorder.next++;
    at.recorder.islands.push({ id, name, n, props, ambient: at.ambient, inside: at.inside });
    at.recorder.numbers.set(props, n);
    return createElement(
      ISLAND_TAG,
      { [ISLAND_ID]: String(n), style: NO_BOX },
      <Position value={{ ...at, inside: n }}>{createElement(Real, props)}</Position>,
    );
  };
  Stub.displayName = `ClientStub(${name})`;
  Object.defineProperty(Stub, CLIENT_EXPORT, { value: ref });
  return Stub;
}

/** The page inside the recorder's context: what react-dom/server renders. */
export function withRecorder(recorder: IslandRecorder, page: ReactNode): ReactNode {
  return <Position value={{ recorder, ambient: null, inside: null }}>{page}</Position>;
}

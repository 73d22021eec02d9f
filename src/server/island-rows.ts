/**
 * The islands' tree (island-payload.ts) written as the rows of Flight that the browser's reader
 * reads (src/client/island-payload.ts): a module row per client export, then the root row. The
 * tree is plain values, host elements and client references, so this writes it directly; React's
 * Flight server did the same work with its task queue, a stream and its encoder, ~8 % of a home
 * render (issue 28). Only what that reader reads is written; anything else (a Map, a function, a
 * BigInt, a class instance) is Unconvertible and the page goes the Flight way, as before.
 * Nothing is written as a reference to where it was met before (the reader follows none inside a
 * row): an object met twice is written twice.
 */
import { type ComponentType, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import type { ClientManifest } from "./build-output-types.ts";
import type { ClientExport } from "./island-html.tsx";
import { Unconvertible } from "./island-payload.ts";

const CLIENT_REFERENCE = Symbol.for("uae-deals.client-reference");
type Reference = ComponentType<Record<string, unknown>> & { [CLIENT_REFERENCE]: ClientExport };

const references = new Map<string, Reference>();

/** The element type standing for a client export in the islands' tree (one per export). */
export function clientReferenceOf({ id, name }: ClientExport): ComponentType<Record<string, unknown>> {
  const key = `${id}#${name}`;
  let reference = references.get(key);
  if (!reference) {
    const component = () => {
      throw new Error(`${key} is a client component and is not rendered on the server here`);
    };
    reference = Object.assign(component, { [CLIENT_REFERENCE]: { id, name }, displayName: key });
    references.set(key, reference);
  }
  return reference;
}

/** A string as Flight writes it: one starting with `$` gets another, so it is not read as a reference. */
const text = (s: string) => JSON.stringify(s[0] === "$" ? `$${s}` : s);

function number(n: number): string {
  if (Number.isFinite(n)) return Object.is(n, -0) ? '"$-0"' : String(n);
  return Number.isNaN(n) ? '"$NaN"' : n > 0 ? '"$Infinity"' : '"$-Infinity"';
}

/** The rows for `tree`, each ending in a newline, as React's Flight server would write them. */
export function islandRows(tree: ReactNode, manifest: ClientManifest): string {
  let modules = "";
  const rowOf = new Map<string, string>();
  let next = 1; // row 0 is the root

  const reference = ({ id, name }: ClientExport): string => {
    const key = `${id}#${name}`;
    let row = rowOf.get(key);
    if (row === undefined) {
      const entry = manifest[id];
      if (!entry) throw new Unconvertible(`${id} is not in the client manifest`);
      row = (next++).toString(16);
      rowOf.set(key, row);
      const meta = entry.async ? [entry.id, entry.chunks, name, 1] : [entry.id, entry.chunks, name];
      modules += `${row}:I${JSON.stringify(meta)}\n`;
    }
    return `"$L${row}"`;
  };

  const type = (t: unknown): string => {
    if (typeof t === "string") return text(t);
    if (typeof t === "symbol") {
      const name = Symbol.keyFor(t);
      if (name === undefined) throw new Unconvertible("an element type that is a local symbol");
      return JSON.stringify(`$S${name}`);
    }
    const ref = (t as Partial<Reference> | null)?.[CLIENT_REFERENCE];
    if (!ref) throw new Unconvertible(`an element type ${String(t)} that is not a client reference`);
    return reference(ref);
  };

  const element = (el: ReactElement): string => {
    const props = el.props as { children?: unknown };
    // As Flight does: a fragment with no key is its children, in its place.
    if (el.type === Fragment && el.key === null) return slot(props.children);
    return `["$",${type(el.type)},${el.key === null ? "null" : text(el.key)},${value(props)}]`;
  };
  // A fragment's one child with a key is written in a list of one (Flight's "implicit slot"), so it keeps its key.
  const slot = (child: unknown): string =>
    isValidElement(child) && child.key !== null ? `[${element(child)}]` : value(child);

  // The objects being written, outward from the one at hand: one met inside itself is a cycle.
  const open = new Set<object>();
  const value = (v: unknown): string => {
    switch (typeof v) {
      case "string":
        return text(v);
      case "number":
        return number(v);
      case "boolean":
        return v ? "true" : "false";
      case "undefined":
        return '"$undefined"';
      case "symbol": {
        const name = Symbol.keyFor(v);
        if (name === undefined) throw new Unconvertible("a local symbol");
        return JSON.stringify(`$S${name}`);
      }
      case "object": {
        if (v === null) return "null";
        if (open.has(v)) throw new Unconvertible("an object inside itself");
        open.add(v);
        try {
          return object(v);
        } finally {
          open.delete(v);
        }
      }
      default:
        throw new Unconvertible(`a ${typeof v}`); // a function, a bigint
    }
  };
  const object = (v: object): string => {
    if (Array.isArray(v)) {
      let out = "";
      for (let i = 0; i < v.length; i++) out += (i ? "," : "") + value(v[i]);
      return `[${out}]`;
    }
    if (isValidElement(v)) return element(v);
    if (v instanceof Date) return JSON.stringify(`$D${v.toJSON()}`);
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) throw new Unconvertible(`a ${proto?.constructor?.name}`);
    let out = "";
    for (const key in v) out += `${out ? "," : ""}${JSON.stringify(key)}:${value((v as Record<string, unknown>)[key])}`;
    return `{${out}}`;
  };

  const root = value(tree);
  return `${modules}0:${root}\n`;
}

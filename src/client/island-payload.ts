/**
 * Reads a public page's islands-only Flight payload (src/server/flight-islands.ts) without the
 * Flight client (issue 28: React's Flight client is 5 KB of every public page's JavaScript).
 * What the server sends there is a small part of the format: JSON rows of elements, strings and
 * plain values, module rows naming each client component's file and export, and hints. This
 * reads exactly that; anything else (an error row, a promise, a Map, a server reference) throws
 * Unsupported, and the bootstrap decodes the page with the Flight client instead, loaded then.
 */
import { createElement, type ReactNode } from "react";

export class Unsupported extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Loader = (id: string) => Promise<Record<string, unknown>>;

const ROW = /^([0-9a-f]*):(I?)(.*)$/;
const REFERENCE = /^\$(L?)([0-9a-f]+)(?::(.+))?$/;

/** The payload's root, once every client module it names has loaded. */
export async function decodeIslandPayload(text: string, load: Loader): Promise<ReactNode> {
  const models = new Map<string, Json>();
  const moduleRows = new Map<string, Json>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith(":H")) continue; // hints: the document's head has the links already
    const row = ROW.exec(line);
    if (!row || (row[2] === "" && !/^[[{"\d\-tfn]/.test(row[3]!))) throw new Unsupported(line.slice(0, 40));
    (row[2] === "I" ? moduleRows : models).set(row[1]!, JSON.parse(row[3]!) as Json);
  }

  const decoded = new Map<string, unknown>();
  const components = new Map<string, unknown>();
  const row = (id: string): unknown => {
    if (components.has(id)) return components.get(id);
    if (decoded.has(id)) return decoded.get(id);
    const model = models.get(id);
    if (model === undefined) throw new Unsupported(`row ${id}`);
    decoded.set(id, undefined); // a row that refers to itself reads as nothing, never loops
    const value = decode(model);
    decoded.set(id, value);
    return value;
  };
  const stringOf = (value: Json): string => {
    const out = decode(value);
    if (typeof out !== "string") throw new Unsupported("a module row's name");
    return out;
  };
  const follow = (value: unknown, path: string): unknown => {
    let at = value;
    for (const key of path.split(":")) {
      if (at === null || typeof at !== "object") throw new Unsupported(`path ${path}`);
      at = (at as Record<string, unknown>)[key];
    }
    return at;
  };
  const string = (value: string): unknown => {
    if (value[0] !== "$") return value;
    if (value[1] === "$") return value.slice(1);
    if (value === "$undefined") return undefined;
    if (value[1] === "S") return Symbol.for(value.slice(2));
    if (value[1] === "D") return new Date(Date.parse(value.slice(2)));
    if (value === "$NaN") return Number.NaN;
    if (value === "$Infinity") return Number.POSITIVE_INFINITY;
    if (value === "$-Infinity") return Number.NEGATIVE_INFINITY;
    if (value === "$-0") return -0;
    const ref = REFERENCE.exec(value);
    if (!ref) throw new Unsupported(value.slice(0, 12));
    const target = row(ref[2]!);
    return ref[3] === undefined ? target : follow(target, ref[3]);
  };
  const decode = (value: Json): unknown => {
    if (typeof value === "string") return string(value);
    if (Array.isArray(value)) {
      if (value[0] === "$" && value.length >= 4) {
        const [, type, key, props] = value;
        const attrs = (decode(props ?? {}) ?? {}) as Record<string, unknown>;
        return createElement(decode(type!) as string, key === null ? attrs : { ...attrs, key: decode(key!) });
      }
      return value.map(decode);
    }
    if (value !== null && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const key in value) out[key] = decode(value[key]!);
      return out;
    }
    return value;
  };
  await Promise.all(
    [...moduleRows].map(async ([id, meta]) => {
      if (!Array.isArray(meta)) throw new Unsupported(`module row ${id}`);
      const exports = await load(stringOf(meta[0]!));
      components.set(id, exports[stringOf(meta[2]!)]);
    }),
  );

  return row("0") as ReactNode;
}

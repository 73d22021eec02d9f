/**
 * The Flight payload a public page sends the browser holds only what hydration reads (issue 28):
 * each island's marker with its content, and the ambient providers around them. The browser
 * hydrates island by island (src/client/island-walk.ts), so the server-rendered parts between
 * islands (the header's links, the cards, the footer) were sent twice, as HTML and again as
 * Flight rows the browser decoded and threw away: about half of every page's bytes.
 *
 * The full Flight text still feeds the HTML render; this rewrites the copy for the data block.
 * It reads the production row format of react-server-dom-webpack 19: `<hex id>:<row>\n`, where a
 * row is JSON, or `I` (a client module), `H` (a hint) or `E` (an error) followed by JSON, or `T`
 * (text with its length in bytes, no newline). Anything else (binary or debug rows), or a
 * reference it does not know, and the payload is sent whole, as before: a page too big is better
 * than one that cannot hydrate.
 * Admin pages hydrate the whole document (WHOLE_DOCUMENT): theirs is always sent whole.
 */
import { ISLAND_TAG, WHOLE_DOCUMENT } from "#lib/island-marker.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A row: its id, and either its JSON (a model) or the line as it came (a module, a hint, an error). */
type Row = { id: string; json: string | null; line: string };

class Unreadable extends Error {}

/** `$id`, `$Lid`, `$@id` (and the typed ones) with an optional `:path` into that row's value. */
const REFERENCE = /^\$([L@QWBKih]?)([0-9a-f]+)(?::(.+))?$/;
/** A row's JSON holding a path reference ("$4:props:…"); an escaped "$$…" string is not one. */
const HAS_PATH = /"\$[L@QWBKih]?[0-9a-f]+:/;

function readRows(text: string): Row[] {
  const bytes = new TextEncoder().encode(text);
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (bytes[at] === NEWLINE) {
      at++;
      continue;
    }
    const colon = bytes.indexOf(COLON, at);
    const id = decoder.decode(bytes.subarray(at, colon));
    if (colon < 0 || !/^[0-9a-f]*$/.test(id)) throw new Unreadable();
    const first = String.fromCharCode(bytes[colon + 1] ?? 0);
    if (first === "T") {
      // Text too long to go inline (a JSON-LD block): its length in bytes, a comma, the text, no
      // newline. Kept, it is sent as a JSON string row, which every reader takes for the same
      // string ("$" doubled at its start, as Flight escapes a string that could pass for a reference).
      const comma = bytes.indexOf(COMMA, colon);
      const end = comma + 1 + Number.parseInt(decoder.decode(bytes.subarray(colon + 2, comma)), 16);
      if (comma < 0 || !(end <= bytes.length)) throw new Unreadable();
      const body = decoder.decode(bytes.subarray(comma + 1, end));
      const json = JSON.stringify(body.startsWith("$") ? `$${body}` : body);
      rows.push({ id, json, line: `${id}:${json}` });
      at = end;
      continue;
    }
    const stop = bytes.indexOf(NEWLINE, colon);
    const line = decoder.decode(bytes.subarray(at, stop < 0 ? bytes.length : stop));
    at = stop < 0 ? bytes.length : stop + 1;
    if (first === "I" || first === "H" || first === "E") {
      rows.push({ id, json: null, line });
    } else if (/[[{"\d\-tfn]/.test(first)) {
      rows.push({ id, json: line.slice(id.length + 1), line });
    } else {
      throw new Unreadable(); // binary, debug and stream rows
    }
  }
  return rows;
}

const NEWLINE = 10;
const COLON = 58;
const COMMA = 44;
const decoder = new TextDecoder();

const isElement = (value: Json | undefined): value is [string, Json, Json, Json] =>
  Array.isArray(value) && value.length >= 4 && value[0] === "$" && typeof value[1] === "string";

export function islandsOnlyFlight(text: string): string {
  try {
    return prune(text);
  } catch (error) {
    if (error instanceof Unreadable) return text;
    throw error;
  }
}

function prune(text: string): string {
  const rows = readRows(text);
  const json = new Map<string, string>(); // each model row's JSON, parsed only if it is reached
  const models = new Map<string, Json>();
  const modules = new Set<string>(); // client modules' rows: an element whose type is one is a client component
  const asTheyCame = new Set<string>(); // modules and errors: sent as they came
  for (const row of rows) {
    if (row.json !== null) json.set(row.id, row.json);
    else if (row.id !== "") asTheyCame.add(row.id);
    if (row.line[row.id.length + 1] === "I") modules.add(row.id);
  }
  const model = (id: string): Json => {
    let value = models.get(id);
    if (value === undefined) {
      const source = json.get(id);
      if (source === undefined) throw new Unreadable();
      value = JSON.parse(source) as Json;
      models.set(id, value);
    }
    return value;
  };
  const root = model("0");
  if (!isElement(root) || root[1] !== "html") throw new Unreadable();
  if ((root[3] as Record<string, Json> | null)?.[WHOLE_DOCUMENT] !== undefined) return text;

  const kept = new Set<string>(); // rows the islands refer to

  /** The value `path` names inside row `id`, as the Flight client resolves it. */
  const follow = (id: string, path: string): Json => {
    let value: Json | undefined = model(id);
    for (const key of path.split(":")) {
      value = through(value);
      if (isElement(value))
        value = key === "type" ? value[1] : key === "key" ? value[2] : key === "props" ? value[3] : undefined;
      else if (value !== null && typeof value === "object") value = (value as Record<string, Json>)[key];
      else throw new Unreadable();
    }
    if (value === undefined) throw new Unreadable();
    return value;
  };
  const through = (value: Json | undefined): Json | undefined => {
    const ref = typeof value === "string" ? REFERENCE.exec(value) : null;
    if (!ref || ref[3] !== undefined) return value;
    if (ref[1] !== "" && ref[1] !== "L") throw new Unreadable();
    return through(model(ref[2]!));
  };

  /** A row island content refers to: kept, and what it refers to in turn. */
  const keepRow = (id: string) => {
    if (id === "0") throw new Unreadable(); // the root, which is rewritten
    if (asTheyCame.has(id) || kept.has(id)) return;
    kept.add(id); // taken before its content, so a row referring back to it ends here
    whole(model(id));
  };

  /**
   * Island content, sent as it is: what it refers to is kept, and a path into another row is
   * written out where it is used (in place: the parsed rows are this call's own). Returns the
   * value to put where `value` was.
   */
  const whole = (value: Json): Json => {
    if (typeof value === "string") {
      if (value[0] !== "$") return value;
      const ref = REFERENCE.exec(value);
      if (!ref) return value;
      const [, prefix, id, path] = ref as unknown as [string, string, string, string | undefined];
      if (path === undefined) {
        keepRow(id);
        return value;
      }
      if (prefix !== "") throw new Unreadable();
      return whole(follow(id, path));
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item = value[i]!;
        const now = whole(item);
        if (now !== item) value[i] = now;
      }
    } else if (value !== null && typeof value === "object") {
      for (const key in value) {
        const item = value[key]!;
        const now = whole(item);
        if (now !== item) value[key] = now;
      }
    }
    return value;
  };

  /** Between islands: only the islands and the providers above them stay. */
  const between = (value: Json): Json[] => {
    if (typeof value === "string") {
      const ref = REFERENCE.exec(value);
      if (!ref) return []; // text, $undefined, a symbol
      const [, prefix, id, path] = ref as unknown as [string, string, string, string | undefined];
      if (path !== undefined) return prefix === "" ? between(follow(id, path)) : unreadable();
      if (prefix !== "" && prefix !== "L" && prefix !== "@") throw new Unreadable();
      return between(model(id));
    }
    if (!Array.isArray(value)) return [];
    if (!isElement(value)) return value.flatMap(between);
    const [, type, key, props] = value;
    const { children = null, ...rest } = (props ?? {}) as Record<string, Json>;
    if (type === ISLAND_TAG) return [whole(value)];
    const reference = typeof type === "string" ? REFERENCE.exec(type) : null;
    if (reference && modules.has(reference[2]!)) {
      // An ambient provider (an I18nProvider): kept around the islands below it, if any.
      const inside = between(children);
      return inside.length === 0 ? [] : [["$", type, key, { ...(whole(rest) as object), children: inside }]];
    }
    return between(children); // a host element, a fragment, a Suspense boundary
  };
  const unreadable = (): never => {
    throw new Unreadable();
  };

  const body = between(root);
  // A module row names its file and export through rows of their own ("$1"): keep those.
  for (const row of rows) if (modules.has(row.id)) whole(JSON.parse(row.line.slice(row.id.length + 2)) as Json);
  const out: string[] = [];
  for (const row of rows) {
    if (row.json === null) out.push(row.line);
    else if (row.id === "0") out.push(`0:${JSON.stringify(body)}`);
    // A kept row with a path in it had the path written out (in place): written anew; else as it came.
    else if (kept.has(row.id))
      out.push(HAS_PATH.test(row.json) ? `${row.id}:${JSON.stringify(model(row.id))}` : row.line);
  }
  return `${out.join("\n")}\n`;
}

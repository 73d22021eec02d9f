/**
 * What the peer renders, from the fixture the bench captured from our own server
 * (scripts/bench/next-peer-fixture.ts): our home page's markup as a tree, and the SQL statements
 * its render ran. The tree becomes React elements anew on every request (as a page's JSX does),
 * and the statements run on every request against a copy of the same database, through the same
 * driver (bun:sqlite: the peer runs on Bun, `bun --bun next start`).
 */
import { readFileSync } from "node:fs";
import { createElement, type ReactNode } from "react";

type Attrs = Record<string, string>;
/** Text, or an element: its tag, its attributes as HTML has them, its children. */
type Node = string | [string, Attrs, Node[]];
type Statement = { method: "all" | "get" | "values" | "run"; sql: string };
export type Fixture = { html: Attrs; head: Node[]; bodyAttrs: Attrs; body: Node[]; statements: Statement[] };

const fixture = JSON.parse(readFileSync(process.env.PEER_FIXTURE ?? "fixture.json", "utf8")) as Fixture;

// HTML's attribute names where React's differ; the others (aria-*, data-*, stroke-width) pass as they are.
const REACT_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  tabindex: "tabIndex",
  crossorigin: "crossOrigin",
  fetchpriority: "fetchPriority",
  srcset: "srcSet",
  imagesrcset: "imageSrcSet",
  imagesizes: "imageSizes",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  hreflang: "hrefLang",
  enctype: "encType",
  datetime: "dateTime",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  spellcheck: "spellCheck",
  referrerpolicy: "referrerPolicy",
  viewbox: "viewBox",
  preserveaspectratio: "preserveAspectRatio",
  readonly: "readOnly",
  novalidate: "noValidate",
  nomodule: "noModule",
  autofocus: "autoFocus",
  formnovalidate: "formNoValidate",
  playsinline: "playsInline",
};
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "checked",
  "selected",
  "required",
  "multiple",
  "open",
  "async",
  "defer",
  "readonly",
  "novalidate",
  "nomodule",
  "autofocus",
  "inert",
  "formnovalidate",
  "playsinline",
]);
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
/** React escapes text and attributes with these entities; the element wants the characters. */
function decode(text: string): string {
  return text.replace(ENTITY, (_, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(
          Number.parseInt(
            e[1] === "x" || e[1] === "X" ? e.slice(2) : e.slice(1),
            e[1] === "x" || e[1] === "X" ? 16 : 10,
          ),
        )
      : (NAMED[e.toLowerCase()] ?? `&${e};`),
  );
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const rule of decode(css).split(";")) {
    const colon = rule.indexOf(":");
    if (colon < 0) continue;
    const name = rule.slice(0, colon).trim();
    const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = rule.slice(colon + 1).trim();
  }
  return style;
}

function props(tag: string, attrs: Attrs): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "style") out.style = styleObject(value);
    else if (BOOLEAN.has(name)) out[REACT_NAMES[name] ?? name] = true;
    // An uncontrolled form field, as our pages render them (defaultValue, defaultChecked).
    else if (name === "value" && (tag === "input" || tag === "select" || tag === "textarea"))
      out.defaultValue = decode(value);
    else out[REACT_NAMES[name] ?? name] = decode(value);
  }
  if (tag === "input" && out.checked) {
    out.defaultChecked = true;
    delete out.checked;
  }
  return out;
}

/** The markup as React elements, made anew each call. Script and style bodies are raw text. */
function toReact(node: Node): ReactNode {
  if (typeof node === "string") return decode(node);
  const [tag, attrs, children] = node;
  const p = props(tag, attrs);
  if (tag === "script" || tag === "style") {
    return createElement(tag, { ...p, dangerouslySetInnerHTML: { __html: children.join("") } });
  }
  if (tag === "textarea") return createElement(tag, { ...p, defaultValue: decode(children.join("")) });
  if (tag === "title") return createElement(tag, p, decode(children.join("")));
  return createElement(tag, p, ...children.map(toReact));
}

export function document(): { html: Record<string, unknown>; head: ReactNode[]; body: Record<string, unknown> } {
  return { html: props("html", fixture.html), head: fixture.head.map(toReact), body: props("body", fixture.bodyAttrs) };
}

export function bodyContent(): ReactNode[] {
  return fixture.body.map(toReact);
}

type Sqlite = {
  Database: new (
    file: string,
    options: { readonly: boolean },
  ) => { query(sql: string): Record<Statement["method"], () => unknown> };
};
let database: Promise<InstanceType<Sqlite["Database"]>> | null = null;

/** The statements our render ran, each prepared once (cached by bun:sqlite) and run again here. */
export async function runQueries(): Promise<void> {
  database ??= import(/* turbopackIgnore: true */ /* webpackIgnore: true */ "bun:sqlite" as string).then(
    (sqlite: Sqlite) => new sqlite.Database(process.env.PEER_DB ?? "uae-deals.db", { readonly: true }),
  );
  const db = await database;
  for (const { method, sql } of fixture.statements) db.query(sql)[method]();
}

/**
 * What the Next.js peer renders (scripts/bench/next-peer/), taken from our own app in this process:
 *   bun scripts/bench/next-peer-fixture.ts --data DIR --out OUT [--path /?sort=x]
 * copies DIR's database into OUT/uae-deals.db (VACUUM INTO: a consistent copy while a server
 * serves DIR), renders `--path` through the real app on that copy three times, and writes
 * OUT/fixture.json: the third render's markup as a tree (our scripts left out: the peer has its
 * own) and every SQL statement that render ran, with its parameters written in (bun:sqlite's
 * expanded SQL), in order. The first two renders warm what our app keeps between renders, so the
 * statements are those of a render like the bench's uncached rows measure. A separate process
 * because it wraps bun:sqlite's statements to see them.
 */
import { Database, type Statement } from "bun:sqlite";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openAppDatabase } from "#cli/database.ts";
import { createApp } from "#routes/index.ts";
import { loadConfig } from "#server/config.ts";
import type { Fixture } from "./next-peer/app/replay.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { data: { type: "string" }, out: { type: "string" }, path: { type: "string", default: "/?sort=peer" } },
});
if (!values.data || !values.out) {
  console.error("usage: bun scripts/bench/next-peer-fixture.ts --data DIR --out DIR [--path /?sort=x]");
  process.exit(2);
}

type Method = Fixture["statements"][number]["method"];
const ran: Fixture["statements"] = [];
let listening = false;
// bun:sqlite gives each statement its own run methods (not on the prototype): wrapped as made.
const METHODS: [keyof Statement, Method][] = [
  ["all", "all"],
  ["get", "get"],
  ["values", "values"],
  ["run", "run"],
  ["iterate", "all"],
];
for (const make of ["query", "prepare"] as const) {
  const original = Database.prototype[make] as (this: Database, ...args: unknown[]) => Statement;
  Object.assign(Database.prototype, {
    [make](this: Database, ...args: unknown[]) {
      const statement = original.apply(this, args);
      for (const [name, method] of METHODS) {
        const run = statement[name] as (...params: unknown[]) => unknown;
        if ((run as { wrapped?: boolean }).wrapped) continue;
        const wrapped = (...params: unknown[]) => {
          const result = run.apply(statement, params);
          if (listening) ran.push({ method, sql: statement.toString() });
          return result;
        };
        Object.assign(statement, { [name]: Object.assign(wrapped, { wrapped: true }) });
      }
      return statement;
    },
  });
}

/** Copies the database, renders, and writes the fixture; `out` and `data` as the options say. */
async function main(data: string, out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  const copy = join(out, "uae-deals.db");
  const source = new Database(join(data, "uae-deals.db"), { readonly: true });
  source.run("VACUUM INTO ?", [copy]);
  source.close();

  const config = loadConfig({ DATA_DIR: out });
  openAppDatabase(config, () => {});
  const app = createApp(config);
  let html = "";
  for (let i = 0; i < 3; i++) {
    listening = i === 2;
    // A new address each time (the uncached rows' way): nothing answers from the page cache.
    const res = await app.request(`${values.path}-${i}`);
    if (res.status !== 200) throw new Error(`${values.path}-${i} answered ${res.status}`);
    html = await res.text();
  }
  listening = false;

  type Node = Fixture["body"][number];
  const root: Node[] = [];
  const open: Node[][] = [root];
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        const attrs = Object.fromEntries(el.attributes);
        const ours =
          el.tagName === "script" && (attrs.src || attrs.type === "module" || attrs.type === "text/x-component");
        const node: Node = [el.tagName, attrs, []];
        if (!ours) open.at(-1)!.push(node);
        if (el.canHaveContent && !el.selfClosing) {
          open.push(node[2]);
          el.onEndTag(() => {
            open.pop();
          });
        }
      },
    })
    .onDocument({
      text(chunk) {
        if (!chunk.text) return;
        const into = open.at(-1)!;
        const last = into.length - 1;
        if (typeof into[last] === "string") into[last] += chunk.text;
        else into.push(chunk.text);
      },
    })
    .transform(new Response(html))
    .text();

  const element = (nodes: Node[], tag: string) =>
    nodes.find((n): n is Exclude<Node, string> => typeof n !== "string" && n[0] === tag);
  const page = element(root, "html");
  const head = page && element(page[2], "head");
  const body = page && element(page[2], "body");
  if (!page || !head || !body) throw new Error(`${values.path} is not a whole document`);
  const fixture: Fixture = { html: page[1], head: head[2], bodyAttrs: body[1], body: body[2], statements: ran };
  writeFileSync(join(out, "fixture.json"), JSON.stringify(fixture));
  const elements = (nodes: Node[]): number =>
    nodes.reduce<number>((n, node) => n + (typeof node === "string" ? 0 : 1 + elements(node[2])), 0);
  console.log(JSON.stringify({ bytes: Buffer.byteLength(html), elements: elements(root), statements: ran.length }));
}

// One readable line when it fails (a data directory that is not one, a page that does not render).
main(values.data, values.out).catch((error: unknown) => {
  console.error(`next-peer-fixture: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * The data block of a public page holds the islands and their providers only (issue 28), and the
 * browser's decoding of it finds every island with what it had in the whole payload.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { signedInCaller } from "#tests/helpers/api.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpContentClock } from "#tests/helpers/content-clock.ts";
import { decodeIslands } from "#tests/helpers/flight-decode.ts";
import { flightPayload } from "#tests/helpers/html.ts";
import { islandsOnlyFlight } from "./flight-islands.ts";

const { app, env } = startTestApp();

const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}`;
const el = (type: string, props: Record<string, unknown>, key: string | null = null) => ["$", type, key, props];
const island = (n: number, children: unknown, style: unknown = { display: "contents" }) =>
  el("uae-island", { "data-i": String(n), style, children });
const flight = (...rows: string[]) => `${rows.join("\n")}\n`;
const MODULES = [
  '1:"/assets/layout.js"',
  '2:I["$1",[],"I18nProvider",1]',
  '3:I["$1",[],"MobileMenu",1]',
  ':HL["/assets/app.css","style"]',
];

describe("islandsOnlyFlight, row by row", () => {
  test("host elements between islands go; the islands, their rows and the provider above them stay", async () => {
    const text = flight(
      ...MODULES,
      row("4", el("footer", { children: ["© UAE Deals", island(1, el("$L3", { label: "Menu" }))] })),
      row("5", el("p", { children: "a card nobody hydrates" })),
      row(
        "0",
        el("html", {
          lang: "en",
          children: el("$L2", { lang: "en", children: [el("body", { children: ["$L5", "$L4"] })] }),
        }),
      ),
    );
    const out = islandsOnlyFlight(text);
    expect(out).not.toContain("a card nobody hydrates");
    expect(out).not.toContain("© UAE Deals");
    expect(out).not.toContain('"footer"');
    expect(out).toContain(':HL["/assets/app.css","style"]');
    expect(await decodeIslands(out)).toEqual(await decodeIslands(text));
    expect((await decodeIslands(out)).map((i) => i.id)).toEqual(["1"]);
  });

  test("a path into a row that goes is written out where it is used", async () => {
    // React writes a value met twice once, and points at it by path: here the first marker's style.
    const text = flight(
      ...MODULES,
      row(
        "4",
        el("header", {
          children: [island(0, el("$L3", {})), island(1, el("$L3", {}), "$4:props:children:0:props:style")],
        }),
      ),
      row("0", el("html", { children: el("body", { children: "$L4" }) })),
    );
    const out = islandsOnlyFlight(text);
    expect(out).not.toContain("$4:");
    expect(out).not.toContain('"header"');
    expect(await decodeIslands(out)).toEqual(await decodeIslands(text));
  });

  test("a kept row read through a path first still has its own paths written out", async () => {
    // Island 0 reads row 6's props through a path; island 1 keeps row 6 whole. Row 6 points into
    // row 4, which goes: neither copy may keep that path.
    const text = flight(
      ...MODULES,
      row("4", el("header", { style: { color: "red" }, children: "gone" })),
      row("6", el("div", { style: "$4:props:style", children: "kept" })),
      row(
        "0",
        el("html", {
          children: el("body", {
            children: ["$L4", island(0, el("$L3", { box: "$6:props" })), island(1, el("$L3", { children: "$L6" }))],
          }),
        }),
      ),
    );
    const out = islandsOnlyFlight(text);
    expect(out).not.toContain("$4:");
    expect(out).not.toContain("gone");
    expect(await decodeIslands(out)).toEqual(await decodeIslands(text));
  });

  test("what an island refers to is kept, with what that refers to in turn", async () => {
    const text = flight(
      ...MODULES,
      row("6", el("li", { children: "inside the menu" })),
      row("5", el("ul", { children: ["$L6"] })),
      row("0", el("html", { children: el("body", { children: island(0, el("$L3", { children: "$L5" })) }) })),
    );
    const out = islandsOnlyFlight(text);
    expect(out).toContain("inside the menu");
    expect(await decodeIslands(out)).toEqual(await decodeIslands(text));
  });

  test("long text (a row with its length in bytes) goes with what goes, and an island's comes as a string row", async () => {
    // React writes strings over 1 KB as text rows, with no newline after them: JSON-LD in the
    // head, and a long description handed to an island.
    const ld = `{"@type":"Store","name":"كارفور","x":"${"y".repeat(1500)}"}`;
    const about = `$5 off: ${"عرض ".repeat(400)}`;
    const textRow = (id: string, body: string) => `${id}:T${Buffer.byteLength(body).toString(16)},${body}`;
    const text = `${[
      ...MODULES,
      textRow("7", ld) +
        textRow("8", about) +
        row(
          "0",
          el("html", {
            children: [
              el("script", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: "$7" } }),
              island(0, el("$L3", { about: "$8" })),
            ],
          }),
        ),
    ].join("\n")}\n`;
    const out = islandsOnlyFlight(text);
    expect(out).not.toContain("schema");
    expect(out).not.toContain("ld+json");
    expect(out).not.toContain(":T");
    expect(out).toContain(`8:${JSON.stringify(`$${about}`)}`);
    const islands = await decodeIslands(out);
    expect(islands).toEqual(await decodeIslands(text));
    expect(islands[0]!.html).toContain("$5 off:");
    expect(await decodeIslands(out, "island-payload")).toEqual(islands);
  });

  test("a payload it cannot read whole (a binary row) is sent as it came", () => {
    const text = `${MODULES.join("\n")}\n7:Ac,abcdefghijkl${row("0", el("html", { children: "$7" }))}\n`;
    expect(islandsOnlyFlight(text)).toBe(text);
  });

  test("a page hydrated as one document (the admin's) is sent whole", () => {
    const text = flight(...MODULES, row("0", el("html", { "data-hydrate-document": "", children: el("p", {}) })));
    expect(islandsOnlyFlight(text)).toBe(text);
  });

  test("a real home page's payload: a seventh of the bytes, the same islands", async () => {
    const text = await Bun.file(join(import.meta.dir, "../../tests/fixtures/flight/home.txt")).text();
    const out = islandsOnlyFlight(text);
    expect(out.length).toBeLessThan(text.length / 5);
    const before = await decodeIslands(text);
    expect(before.length).toBeGreaterThan(15);
    expect(await decodeIslands(out)).toEqual(before);
  });
});

describe("the pages' data blocks", () => {
  const markers = (html: string) => [...html.matchAll(/<uae-island data-i="(\d+)"/g)].map((m) => m[1]!);

  for (const path of ["/", "/ar", "/stores", "/catalogs", "/search?q=milk", "/contact", "/my-deals", "/ar/lists"]) {
    test(`${path}: every island the HTML marks is in the payload, and no text outside them`, async () => {
      bumpContentClock(env.db);
      const html = await (await app.request(path)).text();
      const data = flightPayload(html);
      const found = (await decodeIslands(data)).map((i) => i.id);
      // Islands inside islands hydrate with the outer one: each top-level marker is found once.
      expect(new Set(found).size).toBe(found.length);
      for (const id of found) expect(markers(html)).toContain(id);
      expect(found.length).toBeGreaterThan(4);
      expect(data).not.toContain('"footer"');
      expect(data).not.toContain('"main"');
    });
  }

  test("an admin page keeps its whole tree: it hydrates as one document", async () => {
    const { cookie } = await signedInCaller(app, env.db);
    const html = await (await app.request("/admin", { headers: { cookie } })).text();
    expect(html).toContain("data-hydrate-document");
    expect(flightPayload(html)).toContain('"main"');
  });
});

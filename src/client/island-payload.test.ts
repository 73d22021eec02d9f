/**
 * The public pages' own reader of the islands-only payload finds the same islands, with the same
 * content, as React's Flight client does; what it does not read it refuses, so the bootstrap can
 * hand the page to the Flight client instead.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { islandsOnlyFlight } from "#server/flight-islands.ts";
import { startTestApp } from "#tests/helpers/app.ts";
import { bumpContentClock } from "#tests/helpers/content-clock.ts";
import { decodeIslands } from "#tests/helpers/flight-decode.ts";
import { flightPayload } from "#tests/helpers/html.ts";
import { decodeIslandPayload, Unsupported } from "./island-payload.ts";

const { app, env } = startTestApp({ demo: true });
const noModules = async () => ({});

describe("the islands' own reader", () => {
  test("reads a real home page's islands as the Flight client does", async () => {
    const full = await Bun.file(join(import.meta.dir, "../../tests/fixtures/flight/home.txt")).text();
    const payload = islandsOnlyFlight(full);
    const theirs = await decodeIslands(payload, "flight-client");
    expect(theirs.length).toBeGreaterThan(15);
    expect(await decodeIslands(payload, "island-payload")).toEqual(theirs);
  });

  for (const path of [
    "/",
    "/ar/stores",
    "/catalogs/1/page/1",
    "/ar/catalogs/1/page/1",
    "/search?q=milk",
    "/my-deals",
    // JSON-LD long enough to be a text row in the whole payload (flight-islands.ts).
    "/branch/carrefour/dubai-marina-mall",
    "/ar/store/carrefour",
  ]) {
    test(`reads ${path} as the Flight client does`, async () => {
      bumpContentClock(env.db);
      const payload = flightPayload(await (await app.request(path)).text());
      const theirs = await decodeIslands(payload, "flight-client");
      expect(theirs.length).toBeGreaterThan(4);
      expect(await decodeIslands(payload, "island-payload")).toEqual(theirs);
    });
  }

  test("values the server writes escaped or typed come back as they were", async () => {
    const row = JSON.stringify([
      "$",
      "p",
      "k",
      { a: "$$dollar", b: "$undefined", c: "$D2026-11-27T00:00:00.000Z", d: "$NaN", children: "$Sreact.fragment" },
    ]);
    const element = (await decodeIslandPayload(`0:${row}\n`, noModules)) as {
      key: string;
      props: Record<string, unknown>;
    };
    expect(element.key).toBe("k");
    expect(element.props.a).toBe("$dollar");
    expect("b" in element.props && element.props.b === undefined).toBe(true);
    expect(element.props.c).toEqual(new Date("2026-11-27T00:00:00.000Z"));
    expect(element.props.d).toBeNaN();
    expect(element.props.children).toBe(Symbol.for("react.fragment"));
  });

  test("what it does not read (an error row, a promise, a Map) it refuses as Unsupported", async () => {
    for (const text of ['1:E{"digest":"x"}\n0:"$L1"\n', '1:"x"\n0:"$@1"\n', '1:[]\n0:"$Q1"\n', '0:"$Z"\n']) {
      await expect(decodeIslandPayload(text, noModules)).rejects.toBeInstanceOf(Unsupported);
    }
  });
});

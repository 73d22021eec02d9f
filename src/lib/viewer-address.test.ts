import { describe, expect, test } from "bun:test";
import { closingAddress, readingAddress, requestedViewer, underlyingAddress } from "./viewer-address.ts";

describe("the viewer's addresses", () => {
  test("the address under the viewer is the page's own, without a shared link's viewer parameters", () => {
    expect(underlyingAddress("/catalogs?sort=pages&page=2&catalog=6&catalogPage=3")).toBe(
      "/catalogs?sort=pages&page=2",
    );
    expect(underlyingAddress("/ar/catalogs/6/page/3?catalog=6&catalogPage=2")).toBe("/ar/catalogs/6/page/3");
    expect(underlyingAddress("/stores#top")).toBe("/stores#top");
  });

  test("a processed catalogue's page is read at its own address, in the page's language", () => {
    expect(readingAddress("/catalogs?sort=pages", "en", "6", 2, true)).toBe("/catalogs/6/page/2");
    expect(readingAddress("/ar/catalogs/6/page/3", "ar", "6", 2, true)).toBe("/ar/catalogs/6/page/2");
  });

  test("a catalogue without page addresses (read with pdf.js) keeps the page under it and names itself in the query", () => {
    expect(readingAddress("/catalogs?sort=pages&page=2", "en", "9", 3, false)).toBe(
      "/catalogs?sort=pages&page=2&catalog=9&catalogPage=3",
    );
    expect(readingAddress("/ar", "ar", "9", 1, false)).toBe("/ar?catalog=9&catalogPage=1");
  });

  test("closing over another page of the same catalogue lands on the page being read; elsewhere it goes back", () => {
    expect(closingAddress("/catalogs/6/page/3", "en", "6", 2)).toBe("/catalogs/6/page/2");
    expect(closingAddress("/ar/catalogs/6/page/3?q=milk", "ar", "6", 1)).toBe("/ar/catalogs/6/page/1");
    // The same page, another catalogue's page, or a list: back to where the shopper was.
    expect(closingAddress("/catalogs/6/page/3", "en", "6", 3)).toBeNull();
    expect(closingAddress("/catalogs/7/page/3", "en", "6", 2)).toBeNull();
    expect(closingAddress("/catalogs?sort=pages", "en", "6", 2)).toBeNull();
  });

  test("a shared link names the catalogue and page to open; anything else opens nothing", () => {
    expect(requestedViewer("?catalog=6&catalogPage=3")).toEqual({ id: "6", page: 3 });
    expect(requestedViewer("?catalog=6")).toEqual({ id: "6", page: 1 });
    expect(requestedViewer("?catalog=6&catalogPage=-2")).toEqual({ id: "6", page: 1 });
    expect(requestedViewer("?catalog=abc&catalogPage=2")).toBeNull();
    expect(requestedViewer("?page=2")).toBeNull();
  });
});

/** MAP_TILE_URL and MAP_ATTRIBUTION (issue 26): the branch map is off unless a tile URL is set. */
import { describe, expect, test } from "bun:test";
import { loadConfig } from "./config.ts";

describe("the branch map's settings", () => {
  test("no tile URL, no map", () => {
    expect(loadConfig({}).map).toBeNull();
  });

  test("a tile URL with its credit gives the map, and the origin the CSP allows", () => {
    const map = loadConfig({
      MAP_TILE_URL: "http://127.0.0.1:4321/{z}/{x}/{y}.png",
      MAP_ATTRIBUTION: " © OpenStreetMap contributors ",
    }).map;
    expect(map).toEqual({
      tileUrl: "http://127.0.0.1:4321/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      origin: "http://127.0.0.1:4321",
    });
    expect(
      loadConfig({ MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "x" }).map?.origin,
    ).toBe("https://*.tile.example.org");
  });

  test("a tile URL without {z}/{x}/{y}, not http(s), or without its credit is refused readably", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "https://tile.example.org/tiles.png", MAP_ATTRIBUTION: "x" })).toThrow(
      "MAP_TILE_URL must contain {z}, {x} and {y}",
    );
    expect(() => loadConfig({ MAP_TILE_URL: "ftp://tile.example.org/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "x" })).toThrow(
      "MAP_TILE_URL must be an http(s) URL",
    );
    expect(() => loadConfig({ MAP_TILE_URL: "https://tile.example.org/{z}/{x}/{y}.png" })).toThrow(
      "MAP_ATTRIBUTION: required with MAP_TILE_URL",
    );
  });
});

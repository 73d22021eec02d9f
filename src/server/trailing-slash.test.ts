import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../tests/helpers/app.ts";
import { freshDb } from "../../tests/helpers/db.ts";
import { loadConfig } from "./config.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;
const ORIGIN = "http://localhost";

beforeAll(() => {
  env = freshDb();
  app = createApp(loadConfig({ DATA_DIR: env.dataDir }));
});
afterAll(() => env.cleanup());

describe("a trailing slash", () => {
  test("redirects to the same address without it, as a path on this site", async () => {
    const res = await app.request("/ar/blog/?page=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/ar/blog?page=2");
  });

  test("several trailing slashes go in one hop", async () => {
    expect((await app.request("/stores///?page=2")).headers.get("location")).toBe("/stores?page=2");
    expect((await app.request("///")).headers.get("location")).toBe("/");
  });

  test.each(["//evil.com/", "///evil.com/", "//evil.com/path/", "/\\evil.com/"])(
    "%s never redirects off-site",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(301);
      const location = res.headers.get("location")!;
      expect(location.startsWith("//")).toBe(false);
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  test("//evil.com/ lands on /evil.com of this site", async () => {
    expect((await app.request("//evil.com/?q=1")).headers.get("location")).toBe("/evil.com?q=1");
  });

  test("only GET and HEAD are redirected; a form post keeps its address", async () => {
    expect((await app.request("/stores/", { method: "HEAD" })).status).toBe(301);
    expect((await app.request("/contact/", { method: "POST" })).status).not.toBe(301);
  });
});

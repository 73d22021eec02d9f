import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "#tests/helpers/app.ts";
import { freshDb } from "#tests/helpers/db.ts";
import { loadConfig } from "./config.ts";

let env: ReturnType<typeof freshDb>;
let app: ReturnType<typeof createApp>;

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

  // Hostile paths of every redirect, this one included, are in redirects.test.ts (F2).
  test("//evil.com/ lands on /evil.com of this site", async () => {
    const res = await app.request("//evil.com/?q=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/evil.com?q=1");
    expect((await app.request("//evil.com/path/")).headers.get("location")).toBe("/evil.com/path");
  });

  test("only GET and HEAD are redirected; a form post keeps its address", async () => {
    const head = await app.request("/stores/", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/stores");
    // No route answers a post to /contact/: it is not found where it was sent, not moved.
    expect((await app.request("/contact/", { method: "POST" })).status).toBe(404);
  });
});
